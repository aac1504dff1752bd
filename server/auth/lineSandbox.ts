import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CatalogueCache } from '../catalogue/cache';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import { lineCodes } from '../db/schema';
import { AppError } from '../errors';
import { escapeHtml, htmlPage } from '../http/html';
import { AUTH_ERRCODE, CODE_RULES } from './errcodes';

/**
 * A stand-in for Line's OAuth authorize step (the reference server calls no real provider):
 * GET /sandbox/line/authorize?response_type=code&client_id=…&redirect_uri=…&state=…&scope=profile%20openid%20email
 * shows a consent page; its button POSTs back here, which mints a one-time code and redirects to
 * redirect_uri?code=…&state=…. lineLogin exchanges the code (single use, 5 minutes) for a session, or for a sign-up
 * ticket while the player owes a birth date (server/auth/lineSignUp.ts).
 */
export const LINE_AUTHORIZE_PATH = '/sandbox/line/authorize';

/**
 * Each browser is its own sandbox Line user, like a browser signed in to Line: the consent page gives it a random
 * Line user id in a cookie (path /sandbox/line), and the button signs in as that user. Another browser (or a
 * cleared cookie) is another Line user, so another lobby account.
 */
export const LINE_SANDBOX_COOKIE = 'line_sandbox_user';
const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/** A stable display name for a sandbox Line user: `Line user 1a2b`. */
export const lineDisplayName = (lineUserId: string) => `Line user ${lineUserId.slice(1, 5)}`;

interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The request's parameters, or the reason they are refused (shown on an error page, never redirected to). */
function readParams(get: (name: string) => string | undefined, requestUrl: string): AuthorizeParams | string {
  const responseType = get('response_type');
  const clientId = get('client_id') ?? '';
  const redirect = get('redirect_uri') ?? '';
  const state = get('state') ?? '';
  const scope = get('scope') ?? '';
  if (responseType !== 'code') return 'response_type must be code';
  if (clientId === '' || clientId.length > 80) return 'client_id is required';
  if (state === '' || state.length > 80) return 'state is required (at most 80 characters)';
  const scopes = scope.split(/\s+/);
  if (!scopes.includes('openid') || !scopes.includes('profile')) return 'scope must include profile and openid';
  let target: URL;
  try {
    target = new URL(redirect);
  } catch {
    return 'redirect_uri must be an absolute URL';
  }
  // No open redirect: back to this host, or to a loopback address (the dev server on another port).
  const here = new URL(requestUrl);
  const sameHost = target.hostname === here.hostname;
  if (!/^https?:$/.test(target.protocol) || !(sameHost || LOOPBACK.has(target.hostname))) {
    return 'redirect_uri must point at this lobby';
  }
  return { clientId, redirectUri: target.toString(), state, scope };
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;text-align:center}
button{background:#06c755;color:#fff;border:0;border-radius:.5rem;padding:.8rem 1.4rem;font-size:1rem;cursor:pointer}`;

function page(title: string, body: string): string {
  return htmlPage(title, STYLE, body);
}

function consentPage(p: AuthorizeParams, lineUserId: string): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Line sandbox login',
    `<h1>Line (sandbox)</h1>
<p>The reference server's stand-in for Line. <strong>${escapeHtml(p.clientId)}</strong> asks for your profile, OpenID and email.</p>
<form method="post" action="${LINE_AUTHORIZE_PATH}">
${hidden('response_type', 'code')}${hidden('client_id', p.clientId)}${hidden('redirect_uri', p.redirectUri)}${hidden('state', p.state)}${hidden('scope', p.scope)}
<button type="submit">Continue as ${escapeHtml(lineDisplayName(lineUserId))}</button>
</form>`,
  );
}

function refusal(c: Context, reason: string): Response {
  return c.html(page('Line sandbox', `<h1>Cannot continue</h1><p>${escapeHtml(reason)}</p>`), 400);
}

export function registerLineSandbox(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  clock: () => number,
  testControls: boolean,
): void {
  const turnedOff = async (c: Context) =>
    (await catalogue.get(db)).webConfig.lineLoginEnabled
      ? null
      : c.html(page('Line sandbox', '<h1>Cannot continue</h1><p>Line sign-in is turned off.</p>'), 403);

  app.get(LINE_AUTHORIZE_PATH, async (c) => {
    const off = await turnedOff(c);
    if (off) return off;
    const params = readParams((name) => c.req.query(name), c.req.url);
    if (typeof params === 'string') return refusal(c, params);
    let lineUserId = getCookie(c, LINE_SANDBOX_COOKIE) ?? '';
    if (!LINE_USER_ID.test(lineUserId)) {
      lineUserId = `U${randomBytes(16).toString('hex')}`;
      setCookie(c, LINE_SANDBOX_COOKIE, lineUserId, {
        path: '/sandbox/line',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 365 * 86_400,
      });
    }
    return c.html(consentPage(params, lineUserId));
  });

  app.post(LINE_AUTHORIZE_PATH, async (c) => {
    const off = await turnedOff(c);
    if (off) return off;
    const lineUserId = getCookie(c, LINE_SANDBOX_COOKIE) ?? '';
    if (!LINE_USER_ID.test(lineUserId)) return refusal(c, 'Open the Line sign-in page again.');
    const form = await c.req.parseBody();
    const params = readParams((name) => {
      const value = form[name];
      return typeof value === 'string' ? value : undefined;
    }, c.req.url);
    if (typeof params === 'string') return refusal(c, params);
    const now = clock() + (await clockOffset(db, testControls));
    const code = randomBytes(24).toString('hex');
    await db.insert(lineCodes).values({
      code,
      state: params.state,
      redirectUri: params.redirectUri,
      lineUserId,
      displayName: lineDisplayName(lineUserId),
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_RULES.ttlMs),
    });
    const target = new URL(params.redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', params.state);
    return c.redirect(target.toString(), 303);
  });
}

/** lineLogin's exchange: the Line identity behind a code, spending it. Unknown, used, expired or other state → 1043. */
export async function exchangeLineCode(
  db: Db,
  code: string,
  state: string,
  now: number,
): Promise<{ lineUserId: string; displayName: string }> {
  const [row] = await db
    .update(lineCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(lineCodes.code, code),
        eq(lineCodes.state, state),
        isNull(lineCodes.usedAt),
        gt(lineCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ lineUserId: lineCodes.lineUserId, displayName: lineCodes.displayName });
  if (!row) throw new AppError(AUTH_ERRCODE.badCode, 'The Line sign-in has expired. Please try again.');
  return row;
}
