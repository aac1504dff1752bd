import type { Hono } from 'hono';
import { SERVER_PAGES_PREFIX } from '../../src/api/contract/pages';
import { escapeHtml, htmlPage } from '../http/html';

/**
 * The reference server's stand-ins for hosts the product does not control (docs/routes.md "No foreign host"): the
 * customer-service live chat and the outside sites the seed links to (the social pages). Small,
 * server-rendered, accessible pages, each clearly labelled as a sandbox, so every link of the app stays on its
 * own origin. A real deployment configures real addresses instead.
 */
export const LIVE_CHAT_PATH = `${SERVER_PAGES_PREFIX}live-chat`;
export const SITE_PATH = `${SERVER_PAGES_PREFIX}site`;

/** The outside sites the seed names, by path segment. */
export const SANDBOX_SITES: Readonly<Record<string, string>> = {
  facebook: 'Facebook page',
  telegram: 'Telegram channel',
  x: 'X profile',
};

const HEADERS = { 'Cache-Control': 'no-store', 'X-Frame-Options': 'SAMEORIGIN' };

const STYLE = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:0 auto;padding:1rem;color:#1b1b1b;background:#fff;line-height:1.5}
.sandbox{background:#fff4ce;border:1px solid #8a6d00;border-radius:.5rem;padding:.5rem .75rem}
ol{list-style:none;padding:0}li{margin:.5rem 0;padding:.5rem .75rem;border-radius:.5rem;background:#eef3ff}
li.you{background:#e8f7ec;text-align:right}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
textarea{width:100%;box-sizing:border-box;font:inherit;padding:.5rem}
button{margin-top:.5rem;background:#0b57d0;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
button:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #8a6d00;outline-offset:2px}`;

function page(title: string, body: string): string {
  return htmlPage(title, STYLE, `<main>${body}</main>`);
}

const SANDBOX_NOTE =
  '<p class="sandbox" role="note"><strong>Sandbox.</strong> The reference server stands in for an outside service here: nothing you write reaches a person.</p>';

function chatPage(message: string | null): string {
  const said = message
    ? `<li class="you"><span class="visually-hidden">You: </span>${escapeHtml(message)}</li>
<li><strong>Sandbox agent:</strong> Thanks, this is the sandbox: a real deployment connects you to the support team.</li>`
    : '';
  return page(
    'Live chat (sandbox)',
    `<h1>Live chat (sandbox)</h1>${SANDBOX_NOTE}
<ol aria-label="Conversation" aria-live="polite">
<li><strong>Sandbox agent:</strong> Hello! How can we help you today?</li>${said}</ol>
<form method="post" action="${LIVE_CHAT_PATH}">
<label for="message">Your message</label>
<textarea id="message" name="message" rows="3" maxlength="500" required></textarea>
<button type="submit">Send</button>
</form>`,
  );
}

export function registerSandboxPages(app: Hono): void {
  app.get(LIVE_CHAT_PATH, (c) => c.html(chatPage(null), 200, HEADERS));
  app.post(LIVE_CHAT_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const raw = form.message;
    const message = typeof raw === 'string' ? raw.trim().slice(0, 500) : '';
    return c.html(chatPage(message || null), message ? 200 : 400, HEADERS);
  });
  app.get(`${SITE_PATH}/:name`, (c) => {
    const name = c.req.param('name');
    const title = Object.hasOwn(SANDBOX_SITES, name) ? SANDBOX_SITES[name] : undefined;
    if (!title) return c.json({ code: 404, errcode: 404, msg: 'no such sandbox page' }, 404);
    return c.html(
      page(
        `${title} (sandbox)`,
        `<h1>${escapeHtml(title)} (sandbox)</h1>${SANDBOX_NOTE}
<p>The demo's links to outside sites open this page instead, so the app never sends you to a host it does not control.</p>`,
      ),
      200,
      HEADERS,
    );
  });
}
