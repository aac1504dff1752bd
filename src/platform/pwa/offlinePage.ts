import type { pwaMessages } from '../intl/en-PH/pwa';

type Messages = Record<keyof typeof pwaMessages, string>;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The offline page (docs/pwa.md): written to dist/offline.html at build time (vite.config.ts) from the en-PH
 * messages, precached by the service worker and served for any page the browser cannot fetch. No script (it works
 * under any Content-Security-Policy): Retry is a GET form without an action, which asks for the same address again.
 * Accessible: one `main` landmark, a heading, the message as a status, a real button with a visible focus ring.
 */
export function offlinePageHtml(m: Messages, theme: { bg: string; text: string; gold: string }): string {
  const t = (id: keyof Messages) => escapeHtml(m[id]);
  return `<!doctype html>
<html lang="en-PH">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${theme.bg}" />
    <title>${t('pwa.offline.title')}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      html, body { margin: 0; min-height: 100%; background: ${theme.bg}; color: ${theme.text}; font-family: system-ui, sans-serif; }
      main { max-width: 28rem; margin: 0 auto; padding: 15vh 24px 24px; text-align: center; line-height: 1.5; }
      img { display: block; margin: 0 auto 16px; }
      h1 { font-size: 1.5rem; margin: 0 0 12px; }
      p { margin: 0 0 24px; }
      button { font: inherit; font-weight: 700; min-width: 160px; min-height: 48px; padding: 12px 24px; border: 0; border-radius: 24px; background: ${theme.gold}; color: ${theme.bg}; cursor: pointer; }
      button:focus-visible { outline: 3px solid ${theme.text}; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" width="96" height="96" alt="" />
      <h1>${t('pwa.offline.heading')}</h1>
      <p role="status">${t('pwa.offline.body')}</p>
      <form method="get"><button type="submit">${t('pwa.offline.retry')}</button></form>
    </main>
  </body>
</html>
`;
}
