import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Two years, sub-domains included: only sent in production mode, behind TLS. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** `<script>` elements without a src attribute: their text is what a CSP hash covers. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The policy for a page; `scriptHashes` allow the inline scripts a server-rendered page carries (never 'unsafe-inline'). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    // React style attributes and the pages' own <style> blocks: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** SHA-256 sources for every inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

/** HTML pages the server renders are small; a larger one (the built app's index is ~1 KB) is not scanned. */
const MAX_SCANNED_HTML = 512 * 1024;

/**
 * Security headers on every answer: CSP without 'unsafe-inline' scripts (server-rendered pages with an
 * inline script — the demo game, sandbox pages — get that script's hash), framing only by our own pages,
 * nosniff, no referrer across origins, and HSTS in production.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  const basePolicy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const res = c.res;
    let policy = basePolicy;
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && res.body && !res.headers.has('content-encoding')) {
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length <= MAX_SCANNED_HTML) {
        const html = await res.text();
        const hashes = inlineScriptHashes(html);
        policy = contentSecurityPolicy(hashes);
        c.res = new Response(html, res);
      }
    }
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.production) headers.set('Strict-Transport-Security', HSTS);
  };
}
