import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ASSETS } from '../../../scripts/build/backOffice';
import { installableAppOptions } from '../../../scripts/build/installableApp';

type Rule = {
  urlPattern: (args: { url: URL; request: { mode: string; destination: string }; sameOrigin: boolean }) => boolean;
  handler: string;
};

const theme = { bg: '#0b1530', text: '#f5f7ff', gold: '#f5c542' };
const options = installableAppOptions(theme);
const rules = (options.workbox?.runtimeCaching ?? []) as unknown as Rule[];

/** The runtime rule a same-origin request would meet, or undefined (the network, never a cache). */
function ruleFor(path: string, request: { mode: string; destination: string }): Rule | undefined {
  const url = new URL(path, 'https://lobby.example.ph');
  return rules.find((rule) => rule.urlPattern({ url, request, sameOrigin: true }));
}

describe('the installable app (scripts/build/installableApp.ts)', () => {
  it('installs the lobby home, in the theme colour, with a maskable icon', () => {
    expect(options.manifest).toMatchObject({ start_url: '/lobby/home', id: '/lobby/home', scope: '/' });
    expect(options.manifest ? options.manifest.theme_color : undefined).toBe(theme.bg);
    const icons = (options.manifest ? options.manifest.icons : undefined) ?? [];
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('waits for the player to accept a new version and leaves registration to the app', () => {
    expect(options.registerType).toBe('prompt');
    expect(options.injectRegister).toBe(false);
  });

  it('never precaches the back office', () => {
    expect(options.workbox?.globIgnores).toContain(`${BACK_OFFICE_ASSETS}/**`);
    expect(options.workbox?.globIgnores).toContain('ops.html');
  });

  it('sends pages to the network with the offline page as fallback, and never caches an API call', () => {
    expect(ruleFor('/lobby/home', { mode: 'navigate', destination: 'document' })?.handler).toBe('NetworkOnly');
    expect(ruleFor('/static/game-icons/7.svg', { mode: 'no-cors', destination: 'image' })?.handler).toBe('CacheFirst');
    expect(ruleFor('/static/banners/1.webp', { mode: 'no-cors', destination: 'image' })?.handler).toBe(
      'StaleWhileRevalidate',
    );
    expect(ruleFor('/prod-api-2/app/v1/appConfig', { mode: 'cors', destination: '' })).toBeUndefined();
  });
});
