/**
 * The early appConfig request (issue 17, docs/pwa.md "First paint"): a tiny module of its own, which the build
 * puts in `index.html` ahead of the app (vite.config.ts `earlyConfig()`), so a guest's appConfig download starts
 * with the page instead of after the ~160 KB of app code. The app's own `callApi('appConfig', …)` adopts the
 * answer (src/api/client/early.ts) only when the address, the body and the fingerprint are exactly those it would
 * send itself; anything else (a player with a token, a different guess) is dropped and the app asks as always.
 *
 * It imports nothing on purpose: importing the typed storage would pull zod and the app's chunks into this file.
 * So it reads the same local-storage keys raw (values are JSON, as src/platform/storage.ts writes them) and
 * repeats a few constants of the contract and client facts; tests/unit/early-config.test.ts proves that its guess
 * is what callApi sends, so a drift makes that test fail rather than the app slow.
 */

/** Where the guess waits for the app (src/api/client/early.ts reads the same name). */
const EARLY_KEY = '__luckyLobbyEarlyConfig';
const APP_CONFIG_PATH = '/app/v1/anonymous/appConfig';
const API_BASE = '/prod-api-2';
const CHANNEL = 'WEB';
const DEFAULT_APP_ID = 'lucky-lobby-demo';
const REFERRERS: readonly string[] = ['ph', 'web', 'h5dl'];

export interface EarlyRequest {
  url: string;
  body: string;
  fingerprint: string;
  answer: Promise<{ status: number; bytes: ArrayBuffer }>;
}

function readJson(store: Storage, key: string): unknown {
  try {
    const raw = store.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function installReferrer(): string {
  const fromUrl = new URLSearchParams(location.search).get('ref');
  if (fromUrl !== null && REFERRERS.includes(fromUrl)) return fromUrl;
  const ref = (value: unknown) => (value as { install_referrer?: unknown } | undefined)?.install_referrer;
  const stored = ref(readJson(sessionStorage, 'adParams')) ?? ref(readJson(localStorage, 'adParams'));
  return typeof stored === 'string' && REFERRERS.includes(stored) ? stored : 'web';
}

function apiBase(): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  return env?.VITE_API_BASE || API_BASE;
}

function storedVisitor(): string | null {
  const stored = readJson(localStorage, 'visitorId');
  return nonEmptyString(stored) ? stored : null;
}

/** Created here the way src/platform/visitorId.ts would, so the app finds it and sends the same fingerprint. */
function newVisitor(): string | null {
  if (typeof crypto.randomUUID !== 'function') return null;
  const id = crypto.randomUUID();
  localStorage.setItem('visitorId', JSON.stringify(id));
  return id;
}

/** The guest's appConfig request as the app will make it, or null when the start-up will not be a guest's. */
export function guessAppConfigRequest(
  base: string = apiBase(),
): { url: string; body: string; fingerprint: string } | null {
  // A stored token: the start-up asks for the login info instead.
  if (readJson(localStorage, 'token') !== undefined) return null;
  const visitor = storedVisitor() ?? newVisitor();
  if (visitor === null) return null;
  const storedAppId = readJson(localStorage, 'appId');
  const desktop = window.matchMedia?.('(min-width: 1024px) and (pointer: fine)').matches ?? false;
  // Written only once the list is stored (IndexedDB; src/platform/gameList/catalogueClient.ts keeps it in step).
  const version = readJson(localStorage, 'gameVersion');
  const body: Record<string, unknown> = {
    clientReferrer: installReferrer(),
    channel: CHANNEL,
    appId: nonEmptyString(storedAppId) ? storedAppId : DEFAULT_APP_ID,
    platform: desktop ? 1 : 0,
  };
  if (typeof version === 'string') body.gameListVersion = version;
  return { url: `${base.replace(/\/+$/, '')}${APP_CONFIG_PATH}`, body: JSON.stringify(body), fingerprint: visitor };
}

/** Sends the guessed request and leaves it for the app. Never throws: at worst the app asks itself. */
export function startEarlyConfig(base: string = apiBase()): void {
  try {
    // A returning player's home is not the guest's: index.html's painted first screen hides for them.
    if (readJson(localStorage, 'token') !== undefined) document.documentElement.dataset.player = '';
    const guess = guessAppConfigRequest(base);
    if (!guess) return;
    // Bytes, not text: the game-list worker decodes a big answer (src/api/client/call.ts), the page never does.
    const answer = fetch(guess.url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', Fingerprint: guess.fingerprint },
      body: guess.body,
    }).then(async (response) => ({ status: response.status, bytes: await response.arrayBuffer() }));
    // Not adopted (or failed): nobody awaits it, and that is fine.
    answer.catch(() => undefined);
    (globalThis as Record<string, unknown>)[EARLY_KEY] = { ...guess, answer } satisfies EarlyRequest;
  } catch {
    // Storage blocked, no fetch: the app's own start-up asks.
  }
}

/**
 * The first `Intl.NumberFormat` / `Intl.DateTimeFormat` call in a page builds V8's list of the locales ICU has
 * (~15 ms of CPU on a fast machine, four times that on a phone). react-intl's provider makes both calls in the app's
 * first render; made here, in a task of their own while the page waits for the app's code, they cost the render
 * nothing (the list is kept for the whole renderer process). Issue 17, docs/pwa.md "First paint".
 */
export function warmIntl(): void {
  setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf('en-PH');
      Intl.DateTimeFormat.supportedLocalesOf('en-PH');
    } catch {
      // No Intl: react-intl reports it where it always did.
    }
  }, 0);
}

startEarlyConfig();
warmIntl();
