import type { ReceivedAnswer } from '../api/client/early';
import type { FetchedReply } from '../platform/gameList/catalogue';
import { warmIntl } from '../platform/intl/warmIntl';
import type { EarlyInstallOffer } from '../platform/pwa/installOffer';
import { afterShellPaint } from './afterShellPaint';

/**
 * The early appConfig request (docs/pwa.md "First paint"): a tiny module of its own, which the build
 * puts in `index.html` as the page's only script (vite.config.ts `earlyConfig()`). Once the first screen that
 * index.html carries has painted, it starts the app's code and a guest's appConfig request side by side, so the
 * download does not wait for the ~140 KB of app code to arrive and run. The app's own `callApi('appConfig', …)`
 * adopts the answer (src/api/client/early.ts) only when the address, the body and the fingerprint are exactly
 * those it would send itself; anything else (a player with a token, a different guess) is dropped and the app
 * asks as always.
 *
 * The game-list worker makes the request where it can (`askInWorker`): the big answer never touches the page.
 *
 * It imports types and two small helpers only (`warmIntl`, `afterShellPaint`), on purpose: importing the typed
 * storage would pull zod and the app's chunks into this file (the worker is started by its address: a bundle of
 * its own). So it reads the same local-storage keys raw (values are JSON, as src/platform/storage/storage.ts writes them)
 * and repeats a few constants of the contract, the client facts and the names it shares with the app (the global
 * keys, the entry's meta tag); tests/ui/earlyConfig.test.tsx proves that its guess is what callApi sends and that
 * the app takes what it holds, so a drift makes that test fail rather than the app slow.
 */

/** Where the guess waits for the app (src/api/client/early.ts reads the same name). */
const EARLY_KEY = '__luckyLobbyEarlyConfig';
const APP_CONFIG_PATH = '/app/v1/anonymous/appConfig';
const API_BASE = '/prod-api-2';
const CHANNEL = 'WEB';
const DEFAULT_APP_ID = 'lucky-lobby-demo';
const REFERRERS: readonly string[] = ['ph', 'web', 'h5dl'];

/** The returning player's first-screen cookie (src/api/contract/firstScreenCookie.ts `FIRST_SCREEN_COOKIE`). */
const FIRST_SCREEN_COOKIE = 'lobby_first_screen';
const FIRST_SCREEN_PATH = '/';

/** Where the game-list worker this module started waits for the app (src/platform/gameList/gameListWorker.ts). */
const EARLY_WORKER_KEY = '__luckyLobbyEarlyWorker';
/** The early request's id with the worker: the app's own requests count up from 1. */
const EARLY_ID = -1;

export interface EarlyRequest {
  url: string;
  body: string;
  fingerprint: string;
  answer: Promise<ReceivedAnswer>;
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

/** The API's address: the build's own (`VITE_API_BASE`, replaced by its value at build) or the contract's. */
function apiBase(): string {
  return import.meta.env.VITE_API_BASE || API_BASE;
}

function storedVisitor(): string | null {
  const stored = readJson(localStorage, 'visitorId');
  return nonEmptyString(stored) ? stored : null;
}

/** Created here the way src/platform/device/visitorId.ts would, so the app finds it and sends the same fingerprint. */
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

/**
 * The game-list worker, started here so it is up when the answer comes (the app adopts it: one worker per page,
 * src/platform/gameList/gameListWorker.ts). Undefined when the browser runs no module workers.
 */
export function startGameListWorker(): Worker | undefined {
  if (typeof Worker !== 'function') return undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL('../platform/gameList/gameList.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
  const holder = globalThis as Record<string, unknown>;
  holder[EARLY_WORKER_KEY] = worker;
  worker.addEventListener('error', () => {
    // Its script did not load: the app starts a worker of its own (or works without one).
    if (holder[EARLY_WORKER_KEY] === worker) delete holder[EARLY_WORKER_KEY];
  });
  return worker;
}

/**
 * The guessed request, made by the game-list worker: the answer, 0.7–2.4 MB with the game list, is received,
 * decoded and parsed there, and the page gets the rest with the list held (src/api/client/call.ts).
 */
function askInWorker(
  worker: Worker,
  guess: { url: string; body: string; fingerprint: string },
): Promise<ReceivedAnswer> {
  const answer = new Promise<ReceivedAnswer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<FetchedReply>) => {
      if (event.data.id !== EARLY_ID) return;
      if (event.data.fetched) resolve({ status: event.data.status, opened: event.data.answer });
      else reject(new Error('the early appConfig request failed'));
    });
    worker.addEventListener('error', () => reject(new Error('the game-list worker did not start')));
  });
  worker.postMessage({ id: EARLY_ID, type: 'fetchOpen', ...guess });
  return answer;
}

/**
 * Hides index.html's painted first screen when it was painted for someone else: the server paints a player's own
 * screen when their browser names it (server/static/homeShell.ts, ./playerScreens.ts there; `data-viewer="player"`),
 * else the guest's home or nothing.
 * A stored token with the guest's screen (a first visit since logging in, pictures the operator has since removed)
 * or a player's screen without one (storage cleared by hand) shows the app's own screen instead, once it is up.
 */
export function hideShellPaintedForOthers(): void {
  let player = false;
  try {
    player = readJson(localStorage, 'token') !== undefined;
  } catch {
    // Storage blocked: a guest, as for any guest.
  }
  const paintedFor = document.getElementById('boot-shell')?.dataset.viewer === 'player';
  if (player !== paintedFor) document.documentElement.dataset.shell = 'other';
  // A player's screen named for a guest: the browser forgets it, so the next visit is painted for the guest.
  // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie is one write, and Safari before 18.4 has no Cookie Store API.
  if (paintedFor && !player) document.cookie = `${FIRST_SCREEN_COOKIE}=;Max-Age=0;Path=${FIRST_SCREEN_PATH}`;
}

/** Sends the guessed request and leaves it for the app. Never throws: at worst the app asks itself. */
export function startEarlyConfig(base: string = apiBase(), worker?: Worker): void {
  try {
    const guess = guessAppConfigRequest(base);
    if (!guess) return;
    const answer = worker
      ? askInWorker(worker, guess)
      : fetch(guess.url, {
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

/** Where the build leaves the app's entry for this module to start (vite.config.ts `earlyConfig()`). */
const ENTRY_META = 'meta[name="lucky-lobby-entry"]';

/** Ends the current task (this module shares no code with the app, so not src/platform/startup/nextTask.ts). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Adds a module script for `src`; settles once it has run (a module script's `load` comes after it ran) or failed. */
const runModule = (src: string) =>
  new Promise<unknown>((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });

/**
 * The app's code, as the build's index.html names it: its entry module, then the files the entry imports, each
 * after the ones it imports itself. The dev server's page loads its entry itself.
 *
 * All of them start downloading at once (module preloads); then each imported file runs in a task of its own and
 * the entry last. Evaluated as one graph, the app's modules (its machines, its screens, React's own start) were the
 * start-up's longest task (docs/bench.md). A file that fails to load leaves the entry to fail the same
 * way, as it did when the entry loaded them itself.
 */
export async function startApp(load = runModule): Promise<void> {
  const [entry, ...imports] = document.querySelector<HTMLMetaElement>(ENTRY_META)?.content.split(' ') ?? [];
  if (!entry) return;
  for (const href of [entry, ...imports]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  try {
    for (const href of imports) {
      await load(href);
      await nextTask();
    }
  } catch {
    // The entry imports it too: its own load fails the same way and reports it.
  }
  void runModule(entry).catch(() => undefined);
}

/** Where an install offer made before the app ran waits for it (src/platform/pwa/installOffer.ts takes it). */
const EARLY_INSTALL_KEY = '__luckyLobbyEarlyInstallOffer';

/**
 * Holds the browser's install offer (`beforeinstallprompt`) until the app's code runs: that code now starts after
 * the first paint, and Chromium may make its offer in between (a returning visit, the service worker already in).
 */
export function holdInstallOffer(): void {
  const held: EarlyInstallOffer = {
    event: null,
    stop: () => removeEventListener('beforeinstallprompt', hold),
  };
  function hold(event: Event) {
    event.preventDefault();
    held.event = event;
  }
  addEventListener('beforeinstallprompt', hold);
  (globalThis as Record<string, unknown>)[EARLY_INSTALL_KEY] = held;
}

hideShellPaintedForOthers();
holdInstallOffer();
// The first screen paints first; then the app's code, its appConfig request and the worker start side by side
// (./afterShellPaint.ts says why). The request and the worker go first, in the task that saw the paint; the app's
// files start in the next task, so the page answers input between the two (each a few milliseconds on a phone,
// the first storage read among them; together one of the tasks a slow phone counts as blocking).
afterShellPaint(() => {
  try {
    const worker = startGameListWorker();
    startEarlyConfig(apiBase(), worker);
    // The worker builds Intl's locale lists (src/platform/gameList/gameList.worker.ts); without one, this page does.
    if (!worker) warmIntl();
  } finally {
    void nextTask().then(() => startApp());
  }
});
