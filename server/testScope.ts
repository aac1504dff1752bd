import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Scenario } from './settings';

/**
 * Test-data switches scoped to one browser client (TEST_CONTROLS=1 only; docs/testing.md "Isolation").
 *
 * A request carrying `x-test-scope: <id>` as a header or a cookie (Playwright sets the cookie in each test's browser
 * context and the header on its API requests, e2e/fixtures.ts) sees the
 * switches set for that id by POST /__test__/scenario, /__test__/clock and /__test__/game sent with the same header,
 * laid over the global ones; every other client keeps seeing the global ones. So end-to-end files that flip the
 * register type, move the clock or put a game into maintenance run in parallel with everything else.
 * Without test controls this module is never wired: no header is read, nothing is kept.
 */
export const TEST_SCOPE_HEADER = 'x-test-scope';
/** The same id as a cookie: sent by the browser to this origin only (a header would go to every origin). */
export const TEST_SCOPE_COOKIE = 'x-test-scope';

export interface ScopedSwitches {
  scenario: Scenario;
  /** Replaces the global clock offset for this client. */
  clockOffsetMs?: number;
  /** Games this client sees in maintenance (maintain 1), whatever the catalogue says. */
  maintain: number[];
}

const current = new AsyncLocalStorage<ScopedSwitches | undefined>();
/** The scope id of the current request: each test is its own client, network address included (rate limits). */
const currentId = new AsyncLocalStorage<string | undefined>();

/** The current request's test scope id (TEST_CONTROLS=1 and a scoped client only). */
export function testScopeId(): string | undefined {
  return currentId.getStore();
}

/** The switches of the client making the current request, if it has any. */
export function testScope(): ScopedSwitches | undefined {
  return current.getStore();
}

export interface TestScopes {
  /** Runs each request inside its client's switches (register before every route). */
  middleware: MiddlewareHandler;
  /** The id of a request's scope (header, else cookie), or undefined when it carries none. */
  idOf(c: Context): string | undefined;
  /** The switches of a scope, made on first use. */
  get(id: string): ScopedSwitches;
  /** Forgets every scope (a reset). */
  clear(): void;
}

const SCOPE_ID = /^[A-Za-z0-9_.:-]{1,80}$/;

export function createTestScopes(): TestScopes {
  const scopes = new Map<string, ScopedSwitches>();
  const idOf = (c: Context) => {
    const id = c.req.header(TEST_SCOPE_HEADER) ?? getCookie(c, TEST_SCOPE_COOKIE);
    return id && SCOPE_ID.test(id) ? id : undefined;
  };
  return {
    idOf,
    middleware: async (c, next) => {
      const id = idOf(c);
      await currentId.run(id, () => current.run(id === undefined ? undefined : scopes.get(id), next));
    },
    get(id) {
      let scope = scopes.get(id);
      if (!scope) {
        scope = { scenario: {}, maintain: [] };
        scopes.set(id, scope);
      }
      return scope;
    },
    clear: () => scopes.clear(),
  };
}
