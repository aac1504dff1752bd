// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, LOAD, playerApp, renderApp } from './playerApp';

// The session and the page's machine run for real; only the HTTP client is replaced (jsdom has no service worker,
// no Cache Storage and no storage estimate: the page says so).
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

const fact = (group: HTMLElement, name: string) =>
  within(group).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/test, the diagnostics page', () => {
  it('shows each group as a named section of facts, with a timed round trip to the server', async () => {
    renderApp('/test');
    const app = await screen.findByRole('region', { name: 'This app' }, LOAD);
    expect(fact(app, 'Version')).toBe('1.0.28');
    expect(fact(app, 'Build')).toBe('development');
    const device = screen.getByRole('region', { name: 'This device' });
    expect(fact(device, 'Layout')).toBe('Phone');
    expect(fact(device, 'Opened as the installed app')).toBe('No');
    const connection = screen.getByRole('region', { name: 'Connection' });
    await waitFor(() => expect(fact(connection, 'Server round trip')).toMatch(/^\d+ ms$/), LOAD);
    expect(calls('online').length).toBeGreaterThan(0);
    const worker = screen.getByRole('region', { name: 'Offline support (service worker)' });
    expect(within(worker).getByText('This browser has no service workers.')).toBeTruthy();
    const saved = screen.getByRole('region', { name: 'Saved data' });
    expect(fact(saved, 'Caches')).toBe('None');
    expect(fact(saved, 'Space used')).toBe('Unknown');
  });

  it('copies the details for support', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('isSecureContext', true);
    try {
      renderApp('/test');
      await screen.findByRole('region', { name: 'This app' }, LOAD);
      fireEvent.click(screen.getByRole('button', { name: 'Copy details' }));
      await screen.findByText('Details copied. Paste them in your message to customer service.', undefined, LOAD);
      const text = writeText.mock.calls[0]?.[0] ?? '';
      expect(text).toContain('version: 1.0.28 (build development)');
      expect(text).toContain('service worker: not supported');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks before clearing the cache, and Cancel leaves everything as it was', async () => {
    renderApp('/test');
    await screen.findByRole('region', { name: 'This app' }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache and reload' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear cache and reload?' });
    expect(within(dialog).getByRole('button', { name: 'Clear and reload' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Clear, sign out and reload' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('token')).toBe(JSON.stringify('tok'));
    expect(calls('logout')).toEqual([]);
  });
});
