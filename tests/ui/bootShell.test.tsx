import { afterEach, describe, expect, it } from 'vitest';
import { dropBootShellWhenStarted, shellPicture } from '../../src/platform/startup/bootShell';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first screen’s pictures (src/platform/startup/bootShell.ts)', () => {
  it('shows a picture the first screen drew under the same data: address, even after the first screen went', async () => {
    document.body.innerHTML =
      '<div id="boot-shell"><img class="boot-shell__banner" src="data:image/svg+xml,%3Csvg%3E" data-src="/static/art/banner/A.svg" alt="">' +
      '<img class="boot-shell__video" src="https://cdn.example/cover.webp" alt=""></div>';
    const root = document.createElement('div');
    document.body.append(root);
    dropBootShellWhenStarted(root);
    // The app's screen is up: the first screen goes.
    root.innerHTML = '<div data-session></div>';
    await expect.poll(() => document.getElementById('boot-shell')).toBeNull();
    expect(shellPicture('/static/art/banner/A.svg')).toBe('data:image/svg+xml,%3Csvg%3E');
    // A picture the first screen only linked to, or never showed: its own address.
    expect(shellPicture('https://cdn.example/cover.webp')).toBe('https://cdn.example/cover.webp');
    expect(shellPicture('/static/art/banner/B.svg')).toBe('/static/art/banner/B.svg');
  });
});
