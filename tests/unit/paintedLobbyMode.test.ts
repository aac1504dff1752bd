// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showsDemoBanner } from '../../machines/session/session.selectors';
import type { WebConfig } from '../../src/api/contract/entities';
import { paintedLobbyMode } from '../../src/platform/device/clientFacts';

afterEach(() => document.body.replaceChildren());

const paint = (mode: string) => {
  const shell = document.createElement('div');
  shell.id = 'boot-shell';
  shell.dataset.lobbyMode = mode;
  document.body.append(shell);
};
const webConfig = (lobbyMode: WebConfig['lobbyMode']) => ({ lobbyMode }) as WebConfig;

describe('the demo line before appConfig answers (nothing moves when it comes)', () => {
  it('reads the mode the server painted the home’s first screen for, and nothing else', () => {
    expect(paintedLobbyMode()).toBeNull();
    paint('demo');
    expect(paintedLobbyMode()).toBe('demo');
    document.body.replaceChildren();
    paint('production');
    expect(paintedLobbyMode()).toBe('production');
    document.body.replaceChildren();
    paint('<script>');
    expect(paintedLobbyMode()).toBeNull();
  });

  it('shows the line by webConfig once known, by the painted mode until then', () => {
    expect(showsDemoBanner({ webConfig: null, paintedLobbyMode: 'demo' })).toBe(true);
    expect(showsDemoBanner({ webConfig: null, paintedLobbyMode: null })).toBe(false);
    expect(showsDemoBanner({ webConfig: webConfig('production'), paintedLobbyMode: 'demo' })).toBe(false);
    expect(showsDemoBanner({ webConfig: webConfig('demo'), paintedLobbyMode: null })).toBe(true);
    expect(showsDemoBanner({ webConfig: webConfig(undefined), paintedLobbyMode: 'demo' })).toBe(false);
  });
});
