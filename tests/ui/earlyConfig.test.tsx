import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client/call';
import { apiConfig, configureApi } from '../../src/api/client/config';
import { NetworkError } from '../../src/api/client/errors';
import { FIRST_SCREEN_COOKIE } from '../../src/api/contract/firstScreenCookie';
import type { CatalogueRequest } from '../../src/platform/gameList/catalogue';
import { noCatalogueStore } from '../../src/platform/gameList/catalogueStore';
import { toMessages, type WireMessage, wireAssembler } from '../../src/platform/gameList/catalogueWire';
import { answer, heldList } from '../../src/platform/gameList/catalogueWork';
import { heldTicketOf } from '../../src/platform/gameList/heldListStandIn';
import { warmIntl } from '../../src/platform/intl/warmIntl';
import { keepFirstScreenCookie } from '../../src/platform/storage/firstScreenCookie';
import { local, session } from '../../src/platform/storage/storage';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { webConfig } from './fixtures';

/**
 * The early appConfig request: src/app/earlyConfig.ts guesses the guest's appConfig request before the
 * app runs, and callApi adopts its answer only when it would have sent exactly that request. jsdom gives both the
 * same localStorage, as in the browser; the server is real HTTP and counts what it receives.
 */

interface Seen {
  url: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

let server: Server;
let base: string;
let seen: Seen[] = [];
/** The next requests' fate: answer with this version, or drop the connection. */
let plan: Array<'drop' | string> = [];
let early: typeof import('../../src/app/earlyConfig');

const appConfigAnswer = (version: string) =>
  JSON.stringify({
    code: 200,
    errcode: 0,
    msg: 'ok',
    webConfig,
    gameList: [],
    gameListVersion: version,
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body: JSON.parse(raw || '{}'), headers: req.headers });
      const next = plan.shift() ?? `v${seen.length}`;
      if (next === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(appConfigAnswer(next));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api-2`;
  early = await import('../../src/app/earlyConfig');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const defaults = apiConfig();
const holder = globalThis as Record<string, unknown>;
beforeEach(() => {
  configureApi({ baseURL: base, timeoutMs: 5_000 });
  // The typed stores keep parsed values: clear through them, as the app would see a fresh browser.
  local.clear();
  session.clear();
  forgetCachedToken();
  delete holder.__luckyLobbyEarlyConfig;
  seen = [];
  plan = [];
});
afterEach(() => {
  configureApi(defaults);
});

/** Waits until the server has received `count` requests (the early one is in flight without anyone awaiting it). */
async function received(count: number): Promise<void> {
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count), { timeout: 15_000 });
}

describe('the early appConfig request', () => {
  it("is adopted by a first-visit guest's appConfig call: one request on the wire", async () => {
    early.startEarlyConfig(base);
    await received(1);
    const data = await callApi('appConfig', {});
    expect(seen).toHaveLength(1);
    expect(data.gameListVersion).toBe('v1');
    expect(seen[0]!.url).toBe('/prod-api-2/app/v1/anonymous/appConfig');
    expect(seen[0]!.body).toEqual({ clientReferrer: 'web', channel: 'WEB', appId: 'lucky-lobby-demo', platform: 0 });
    // The visitor id it created is the one the app keeps using.
    expect(seen[0]!.headers.fingerprint).toBe(JSON.parse(localStorage.getItem('visitorId')!));
  });

  it("carries a returning guest's stored game-list version, app id and visitor id, and is adopted", async () => {
    localStorage.setItem('gameVersion', JSON.stringify('v-stored'));
    localStorage.setItem('appId', JSON.stringify('app-7'));
    localStorage.setItem('visitorId', JSON.stringify('visitor-7'));
    early.startEarlyConfig(base);
    await received(1);
    await callApi('appConfig', { gameListVersion: 'v-stored' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({
      clientReferrer: 'web',
      channel: 'WEB',
      appId: 'app-7',
      platform: 0,
      gameListVersion: 'v-stored',
    });
    expect(seen[0]!.headers.fingerprint).toBe('visitor-7');
  });

  it('is dropped when the app would send something else, and the app asks with its own request', async () => {
    localStorage.setItem('gameVersion', JSON.stringify('v-stored'));
    early.startEarlyConfig(base);
    await received(1);
    // IndexedDB no longer held that list (evicted, or no longer readable): the app asks without a version.
    const data = await callApi('appConfig', {});
    expect(seen).toHaveLength(2);
    expect(seen[1]!.body).not.toHaveProperty('gameListVersion');
    expect(data.gameListVersion).toBe('v2');
  });

  it('is not sent for a visitor with a stored token (a player starts with the login info)', () => {
    localStorage.setItem('token', JSON.stringify('tok'));
    expect(early.guessAppConfigRequest()).toBeNull();
    early.startEarlyConfig(base);
    expect(holder.__luckyLobbyEarlyConfig).toBeUndefined();
  });

  it('is used once: a later appConfig call asks the server', async () => {
    early.startEarlyConfig(base);
    await received(1);
    await callApi('appConfig', {});
    const again = await callApi('appConfig', {});
    expect(seen).toHaveLength(2);
    expect(again.gameListVersion).toBe('v2');
  });

  it('failed on the network: the app asks again and gets its answer', async () => {
    plan = ['drop'];
    early.startEarlyConfig(base);
    await received(1);
    const data = await callApi('appConfig', {});
    expect(seen).toHaveLength(2);
    expect(data.gameListVersion).toBe('v2');
  });

  it('still pending when the caller aborts: the call ends as an aborted NetworkError, not waiting for the answer', async () => {
    early.startEarlyConfig(base);
    const controller = new AbortController();
    const call = callApi('appConfig', {}, { signal: controller.signal });
    controller.abort();
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).aborted).toBe(true);
    // The early request still reaches the server: here, not in a later test's count.
    await received(1);
  });
});

describe('what the early module starts besides the request', () => {
  afterEach(() => {
    for (const added of document.head.querySelectorAll(
      'meta[name="lucky-lobby-entry"], script[type="module"], link[rel="modulepreload"]',
    )) {
      added.remove();
    }
    delete document.documentElement.dataset.shell;
    document.getElementById('boot-shell')?.remove();
  });

  it("starts the app's entry that the build's index.html names, as a module script; the dev page has none", async () => {
    await early.startApp();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'lucky-lobby-entry';
    meta.content = '/assets/index-abc123.js';
    document.head.append(meta);
    await early.startApp();
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]');
    expect([...scripts].map((script) => script.getAttribute('src'))).toEqual(['/assets/index-abc123.js']);
  });

  it("preloads the entry's imports at once, evaluates them one a task in their order, then starts the entry", async () => {
    const meta = document.createElement('meta');
    meta.name = 'lucky-lobby-entry';
    meta.content = '/assets/index-abc.js /assets/vendor-def.js /assets/home-ghi.js';
    document.head.append(meta);
    const steps: string[] = [];
    const loads: Array<() => void> = [];
    const started = early.startApp(
      (href) =>
        new Promise<void>((resolve) => {
          steps.push(`load ${href}`);
          loads.push(resolve);
        }),
    );
    // All three files download from the start, side by side.
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-def.js',
      '/assets/home-ghi.js',
    ]);
    // One evaluation at a time; the entry waits for both.
    expect(steps).toEqual(['load /assets/vendor-def.js']);
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    loads[0]!();
    await vi.waitFor(() => expect(steps).toEqual(['load /assets/vendor-def.js', 'load /assets/home-ghi.js']));
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    loads[1]!();
    await started;
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('still starts the entry when an import fails to load (the entry then fails as it always did)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'lucky-lobby-entry';
    meta.content = '/assets/index-abc.js /assets/vendor-def.js';
    document.head.append(meta);
    await early.startApp(() => Promise.reject(new TypeError('offline')));
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it("holds an install offer made before the app's code runs, and hands it over to the app, which listens from then on", async () => {
    early.holdInstallOffer();
    const first = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(first);
    // The browser's own mini-infobar is kept back, as the app's listener does.
    expect(first.defaultPrevented).toBe(true);
    const offers = await import('../../src/platform/pwa/installOffer');
    offers.adoptEarlyInstallOffer();
    expect(offers.installOffer.event).toBe(first);
    expect(holder.__luckyLobbyEarlyInstallOffer).toBeUndefined();
    const second = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(second);
    expect(offers.installOffer.event).toBe(second);
    offers.installOffer.event = null;
  });

  it('hides the painted first screen when it was painted for someone else: a player on a guest’s, a guest on a player’s', () => {
    const shell = (viewer?: string) => {
      document.getElementById('boot-shell')?.remove();
      const painted = document.createElement('div');
      painted.id = 'boot-shell';
      if (viewer) painted.dataset.viewer = viewer;
      document.body.append(painted);
    };
    const hidden = (stored: string | null, viewer?: string) => {
      delete document.documentElement.dataset.shell;
      if (stored === null) localStorage.removeItem('token');
      else localStorage.setItem('token', JSON.stringify(stored));
      shell(viewer);
      early.hideShellPaintedForOthers();
      return document.documentElement.dataset.shell === 'other';
    };
    // The pictures' cookie is sent to the home's address only.
    history.replaceState(null, '', '/lobby/home');
    const named = () => document.cookie.includes(`${FIRST_SCREEN_COOKIE.name}=`);
    keepFirstScreenCookie('b1.v1');
    expect(hidden(null)).toBe(false);
    expect(hidden('tok', 'player')).toBe(false);
    expect(hidden('tok')).toBe(true);
    expect(named()).toBe(true);
    // A guest on a player's screen (storage cleared by hand): hidden, and the browser forgets the pictures.
    expect(hidden(null, 'player')).toBe(true);
    expect(named()).toBe(false);
    localStorage.removeItem('token');
    history.replaceState(null, '', '/');
  });
});

describe('warmIntl', () => {
  it('builds Intl’s locale lists in a task of its own, not in the caller’s (react-intl’s first render)', () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      warmIntl();
      expect(numbers).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(numbers).toHaveBeenCalledWith('en-PH');
      expect(dates).toHaveBeenCalledWith('en-PH');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
      vi.useRealTimers();
    }
  });
});

/**
 * The game-list worker as the browser runs it, on this thread: each request answered by the worker's own logic
 * (src/platform/gameList/catalogueWork.ts), each reply's messages delivered as structured clones, a task each.
 */
class ThreadWorker extends EventTarget {
  static started: ThreadWorker[] = [];
  readonly received: CatalogueRequest[] = [];
  private readonly held = heldList();
  constructor() {
    super();
    ThreadWorker.started.push(this);
  }
  postMessage(request: CatalogueRequest): void {
    this.received.push(request);
    void answer(structuredClone(request), noCatalogueStore, this.held).then((reply) => {
      for (const message of toMessages(reply)) {
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) })));
      }
    });
  }
}

describe('the early request in the game-list worker', () => {
  beforeEach(() => {
    ThreadWorker.started = [];
    vi.stubGlobal('Worker', ThreadWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete holder.__luckyLobbyEarlyWorker;
  });

  it('is made by the worker, which keeps the answer’s game list; the app adopts the answer with a stand-in', async () => {
    const worker = early.startGameListWorker();
    expect(worker).toBeInstanceOf(ThreadWorker);
    // Left for the app's game-list client, which takes it instead of starting another.
    expect(holder.__luckyLobbyEarlyWorker).toBe(worker);
    early.startEarlyConfig(base, worker);
    await received(1);
    const data = await callApi('appConfig', {});
    expect(seen).toHaveLength(1);
    expect(data.gameListVersion).toBe('v1');
    expect(data.webConfig).toEqual(webConfig);
    const ticket = heldTicketOf(data.gameList);
    expect(ticket).toBeTypeOf('number');
    // The list is the worker's: stored from there by its ticket.
    const stored = new Promise<unknown>((resolve) =>
      (worker as unknown as ThreadWorker).addEventListener(
        'message',
        (event) => resolve((event as MessageEvent).data),
        {
          once: true,
        },
      ),
    );
    worker?.postMessage({ id: 5, type: 'storeHeld', ticket, version: 'v1' });
    const assembled = wireAssembler()((await stored) as WireMessage);
    expect(assembled).toMatchObject({ id: 5, ok: true, catalogue: { version: 'v1', games: [] } });
  });

  it('failed in the worker (the network): the app asks again itself', async () => {
    plan = ['drop'];
    const worker = early.startGameListWorker();
    early.startEarlyConfig(base, worker);
    await received(1);
    const data = await callApi('appConfig', {});
    expect(seen).toHaveLength(2);
    expect(data.gameListVersion).toBe('v2');
  });
});
