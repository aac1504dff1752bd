import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_PATH, SANDBOX_SITES, SITE_PATH } from '../../server/sandbox/pages';
import { BANNERS, CUSTOMER_SERVICES, NOTICES, PROMO_VIDEOS } from '../../server/seed/content';
import { BASE_WEB_CONFIG } from '../../server/seed/webConfig';
import { LOBBY_CHAT_URL } from '../../src/api/contract/chat';
import { pageLinkOfPath } from '../../src/api/contract/pages';
import { setupServer } from './harness';

const server = setupServer({ seed: { games: 20 } });
const ORIGIN = 'http://127.0.0.1:8080';

/** Every address the seed hands the client to open outside the app's pages (services, social links, url targets). */
function seededOutsideLinks(): string[] {
  const URL_TYPE = 3;
  return [
    // The in-app live chat (LOBBY_CHAT_URL) is the lobby's own screen, no outside host.
    ...CUSTOMER_SERVICES.map((service) => service.url ?? '').filter((url) => url !== LOBBY_CHAT_URL),
    ...BASE_WEB_CONFIG.socialMedia.map((entry) => entry.url),
    ...[...BANNERS, ...NOTICES, ...PROMO_VIDEOS]
      .filter((item) => item.clickType === URL_TYPE && pageLinkOfPath(item.clickAction ?? '') === null)
      .map((item) => item.clickAction ?? ''),
  ].filter((url) => url !== '');
}

describe('the sandboxes standing in for outside hosts', () => {
  it('seeds no link to a host the product does not control: each one is a page this server answers', async () => {
    const links = seededOutsideLinks();
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      expect(link, link).toMatch(/^\/sandbox\//);
      const res = await server.app.request(`${ORIGIN}${link}`);
      expect({ link, status: res.status }).toEqual({ link, status: 200 });
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('(sandbox)');
    }
    // Responsible gaming is the app's own help page (/lobby/responsible-gaming), never a stand-in.
    expect(links.filter((link) => link.includes('responsible'))).toEqual([]);
    expect((await server.app.request(`${ORIGIN}${SITE_PATH}/responsible-gaming`)).status).toBe(404);
  });

  it('serves a labelled, accessible live chat that answers a message, escaped', async () => {
    const page = await server.app.request(`${ORIGIN}${LIVE_CHAT_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Live chat (sandbox)</h1>');
    expect(html).toContain('<label for="message">Your message</label>');
    const sent = await server.app.request(`${ORIGIN}${LIVE_CHAT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ message: '<b>Hi</b> there' }).toString(),
    });
    expect(sent.status).toBe(200);
    const reply = await sent.text();
    expect(reply).toContain('&lt;b&gt;Hi&lt;/b&gt; there');
    expect(reply).not.toContain('<b>Hi</b>');
    const empty = await server.app.request(`${ORIGIN}${LIVE_CHAT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'message=%20',
    });
    expect(empty.status).toBe(400);
  });

  it('answers each known outside site, and 404 for any other name', async () => {
    for (const [name, title] of Object.entries(SANDBOX_SITES)) {
      const res = await server.app.request(`${ORIGIN}/sandbox/site/${name}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`${title} (sandbox)`);
    }
    expect((await server.app.request(`${ORIGIN}/sandbox/site/evil`)).status).toBe(404);
    expect((await server.app.request(`${ORIGIN}/sandbox/site/toString`)).status).toBe(404);
  });
});
