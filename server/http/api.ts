import type { Context, Hono } from 'hono';
import { config as zodConfig, locales as zodLocales } from 'zod/mini';
import {
  API_BASE,
  DEFAULT_MAX_BODY_BYTES,
  headers as headerNames,
  JSON_CONTENT_TYPE,
} from '../../src/api/contract/define';
import { type EndpointName, endpointNames, endpoints } from '../../src/api/contract/map';
import { AUTH_ERRCODE } from '../auth/errcodes';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { AppError, ERRCODE } from '../errors';
import { appConfig, appConfigAnswer } from '../handlers/lobby';
import type { CallTable, HandlerContext } from '../handlers/types';
import type { Logger } from '../log';
import { breakRefusal } from '../player/breakStatus';
import { bearerToken, liveSession, suspendedOwner } from '../player/sessions';
import type { Providers } from '../providers';
import { deviceOf } from '../security/deviceCookie';
import { realClientAddress } from '../security/proxy';
import { readSettings, type SettingValues } from '../settings';
import { testScope, testScopeId } from '../testScope';
import type { FileStore } from '../wallet/fileStore';
import { discardBody, readCappedFrom } from './body';
import { parseBody } from './offLoop';
import { fail, ok, unauthorized } from './respond';

export interface ApiDeps {
  db: Db;
  /** Every contract call's handler, or its reason for not being offered (server/handlers/index.ts). */
  calls: CallTable;
  catalogue: CatalogueCache;
  files: FileStore;
  log: Logger;
  clock: () => number;
  /** Honour the force401 scenario switch (only with test controls on; saves a query per call otherwise). */
  scenarioSwitches: boolean;
  providers: Providers;
  /** Reverse-proxy hops whose X-Forwarded-For is believed (TRUST_PROXY, server/security/proxy.ts). */
  trustProxy: number;
}

// The contract is written with zod/mini, which ships no messages: without a locale every 9002 reads "Invalid input".
zodConfig(zodLocales.en());

const MAX_FINGERPRINT = 80;

/** The answer to each way a body's text can be refused (server/http/offLoop.ts). */
const BODY_REFUSALS = {
  utf8: { errcode: ERRCODE.malformedJson, message: 'request body is not valid UTF-8' },
  empty: { errcode: ERRCODE.malformedJson, message: 'request body is empty; send a JSON object' },
  json: { errcode: ERRCODE.malformedJson, message: 'request body is not valid JSON' },
  nul: { errcode: ERRCODE.invalidBody, message: 'invalid body: control character' },
} as const;

/** `platform: expected one of 0|1` – the first failing field, which the client shows or logs. */
function describeIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid body';
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  return `invalid body: ${path}: ${issue.message}`.slice(0, 300);
}

/**
 * The call's designed errcode for a refused body (registration's `birthDate` 1054, `notExcluded` 1055)
 * when every issue is at a field that has one; null otherwise (9002).
 */
function designedRefusal(
  fieldErrcodes: Readonly<Record<string, number>> | undefined,
  issues: ReadonlyArray<{ path: PropertyKey[] }>,
): number | null {
  if (!fieldErrcodes || issues.length === 0) return null;
  const codes = issues.map((issue) => {
    const field = issue.path[0];
    return typeof field === 'string' && Object.hasOwn(fieldErrcodes, field) ? fieldErrcodes[field] : undefined;
  });
  return codes.every((code) => code !== undefined) ? (codes[0] ?? null) : null;
}

/** Registers one POST route per contract entry, then the 404 answer for any other path under the base. */
export function registerApi(app: Hono, deps: ApiDeps): void {
  for (const name of endpointNames) {
    app.post(`${API_BASE}${endpoints[name].path}`, (c) => handleCall(c, name, deps));
  }
  app.all(`${API_BASE}/*`, (c) => fail(c, 404, ERRCODE.unknownCall, `unknown call: ${c.req.method} ${c.req.path}`));
  app.all(API_BASE, (c) => fail(c, 404, ERRCODE.unknownCall, `unknown call: ${c.req.method} ${c.req.path}`));
}

/** `application/json` (any parameters), or `text/plain` on a call marked `beacon`; anything else is refused. */
function acceptedType(header: string | undefined, beacon: boolean): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === JSON_CONTENT_TYPE || (beacon && type === 'text/plain');
}

/**
 * The client's address: the socket's peer over real HTTP (@hono/node-server puts the socket in env), or behind
 * `trustProxy` reverse proxies the address they vouch for in X-Forwarded-For; '' in process (app.request).
 */
export function clientAddress(c: Context, trustProxy = 0): string {
  // Under test controls each test is a client of its own, with an address of its own (every test browser shares
  // the loopback address; per-address limits would otherwise add up across the whole suite).
  const scope = testScopeId();
  if (scope !== undefined) return `test-scope:${scope}`;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? '';
  if (peer === '') return '';
  return realClientAddress(peer, c.req.header('x-forwarded-for'), trustProxy);
}

/**
 * One contract call, cheapest refusals first: the content type (415 / 9006), the declared size
 * (413 / 9003), the token (401) — all before a byte of the body is read — then the body under the call's cap,
 * JSON, the schema (9002, control characters included) and the handler.
 */
async function handleCall(c: Context, name: EndpointName, deps: ApiDeps): Promise<Response> {
  const ep = endpoints[name];
  const { db, log } = deps;
  try {
    if (!acceptedType(c.req.header('content-type'), ep.beacon === true)) {
      return fail(c, 415, ERRCODE.unsupportedType, 'send the body as application/json');
    }
    const maxBody = ep.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBody) {
      await discardBody(c.req.raw);
      return fail(c, 413, ERRCODE.bodyTooLarge, 'request body too large');
    }

    // Test controls: the force401 switch and the clock offset, one settings read.
    const switches: Partial<Pick<SettingValues, 'scenario' | 'clockOffsetMs'>> = deps.scenarioSwitches
      ? await readSettings(db, ['scenario', 'clockOffsetMs'])
      : {};
    // This client's own switches (x-test-scope, server/testScope.ts) over the global ones.
    const scoped = deps.scenarioSwitches ? testScope() : undefined;
    if (scoped) {
      switches.scenario = { ...switches.scenario, ...scoped.scenario };
      if (scoped.clockOffsetMs !== undefined) switches.clockOffsetMs = scoped.clockOffsetMs;
    }
    const now = deps.clock() + (switches.clockOffsetMs ?? 0);
    const token = bearerToken(c.req.header(headerNames.authorization));
    const session = token ? await liveSession(db, token, now) : null;
    if (ep.access === 'token') {
      // The body is never read for a caller without a live token (Node discards it after the answer).
      if (session === null) {
        // A player whose account was locked learns it here, on the page that was open, not only at the next log-in.
        if (token && (await suspendedOwner(db, token))) {
          return fail(c, 401, AUTH_ERRCODE.suspended, 'This account has been suspended.');
        }
        return unauthorized(c);
      }
      // A player on a break is refused every token call (5103 / 5104, retryIn). Their tokens were
      // revoked when the break began; this holds for any token that escaped (a log-in racing the break).
      if (session.onBreak) throw breakRefusal(session.onBreak, now);
      if (switches.scenario?.force401) return unauthorized(c, 'Forced 401 (test scenario).');
    }
    // A public call with a stale token, or one of a player on a break, still answers, as a guest.
    const userId = session && !session.onBreak ? session.userId : null;

    const raw = await readCappedFrom(c, maxBody);
    if (!raw.ok) return fail(c, 413, ERRCODE.bodyTooLarge, 'request body too large');

    // UTF-8, JSON and the NUL backstop; a large body (an upload) in the worker thread, off the event loop.
    const body = await parseBody(raw.bytes);
    if (!body.ok) return fail(c, 400, BODY_REFUSALS[body.reason].errcode, BODY_REFUSALS[body.reason].message);
    const json = body.value;
    const parsed = ep.body.safeParse(json);
    if (!parsed.success) {
      const designed = designedRefusal(ep.fieldErrcodes, parsed.error.issues);
      if (designed !== null) return fail(c, 200, designed, describeIssue(parsed.error));
      return fail(c, 400, ERRCODE.invalidBody, describeIssue(parsed.error));
    }

    const handler = deps.calls.handlers[name];
    if (!handler) {
      const reason = deps.calls.notOffered[name] ?? 'no handler';
      return fail(c, 200, ERRCODE.notAvailable, `${name} is not offered by this server: ${reason}`);
    }

    // The server's device cookie: set here on the first call of a browser (the boot's appConfig).
    const device = await deviceOf(c, db, deps.trustProxy);

    // appConfig: bytes made once per catalogue version (only with the real handler table).
    if (name === 'appConfig' && deps.calls.handlers.appConfig === appConfig) {
      const answer = await appConfigAnswer({
        db,
        catalogue: deps.catalogue,
        body: parsed.data as HandlerContext<'appConfig'>['body'],
        now,
      });
      return answer.respond(c);
    }

    const ctx: HandlerContext<typeof name> = {
      db,
      userId,
      token: userId === null ? null : token,
      // The body passed this endpoint's own schema just above.
      body: parsed.data as HandlerContext<typeof name>['body'],
      fingerprint: (c.req.header(headerNames.fingerprint) ?? '').slice(0, MAX_FINGERPRINT),
      device,
      clientAddress: clientAddress(c, deps.trustProxy),
      now,
      catalogue: deps.catalogue,
      files: deps.files,
      log,
      providers: deps.providers,
    };
    // The table maps each name to its own handler; TypeScript cannot correlate the union here.
    const data = await (handler as (ctx: HandlerContext<typeof name>) => Promise<object>)(ctx);
    return ok(c, data);
  } catch (err) {
    if (err instanceof AppError) {
      return fail(c, err.status, err.errcode, err.message, { retryIn: err.retryIn, ticket: err.ticket });
    }
    log.error(`[api] ${name} failed`, err);
    return fail(c, 500, ERRCODE.internal, 'internal error');
  }
}
