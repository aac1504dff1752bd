import { appId, CHANNEL, installReferrer, platform } from '../../platform/device/clientFacts';
import { visitorId } from '../../platform/device/visitorId';
import { openInWorker } from '../../platform/gameList/gameListWorker';
import { heldListStandIn } from '../../platform/gameList/heldListStandIn';
import { nextTask } from '../../platform/startup/nextTask';
import { getToken } from '../../platform/storage/token';
import type { Envelope } from '../contract/define';
import { envelopeShape } from '../contract/homeShapes';
import { headers } from '../contract/http';
import type { DataOf, EndpointName, RequestOf } from '../contract/map';
import { checkShape } from '../contract/shape';
import { apiConfig } from './config';
import { type Opened, type ReceivedAnswer, takeEarlyAnswer, untilAborted } from './early';
import { type CallDef, endpointDef } from './endpointDefs';
import { ErrcodeError, HttpStatusError, isApiError, NetworkError, SchemaError, TimeoutError } from './errors';
import { notifyUnauthorized } from './unauthorized';

/**
 * The one HTTP client: every call is POST JSON to `${base}${path}` (spec §7), on the platform's own `fetch`
 * (a fetch wrapper library would cost every guest ~3 KB of gzip for what these lines do).
 * - Status and body are both read, whatever the status; the body as bytes: we decode and parse JSON ourselves, so
 *   a malformed body is a SchemaError, not a string. A big answer that carries the game list (appConfig, 0.7–2.4 MB)
 *   is decoded and parsed by the game-list worker, which keeps the list; the page checks the rest.
 * - No retry: calls are not idempotent in general (deposits, claims); machines decide on retries.
 * - The 60 s timeout is our own abort signal, and it also covers reading the body.
 */
function joinUrl(baseURL: string, path: string): string {
  if (!baseURL) return path;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function requestHeaders(): Headers {
  const out = new Headers({ accept: 'application/json', 'content-type': 'application/json' });
  const token = getToken();
  if (token) out.set(headers.authorization, `Bearer ${token}`);
  out.set(headers.fingerprint, visitorId());
  return out;
}

/** Common body fields on every request (spec §3). */
export function commonBody() {
  return { clientReferrer: installReferrer(), channel: CHANNEL, appId: appId(), platform: platform() };
}

const TIMEOUT = Symbol('timeout');
const BIG_ANSWER_BYTES = 64 * 1024;

export async function callApi<K extends EndpointName>(
  name: K,
  payload: RequestOf<K>,
  options?: { signal?: AbortSignal },
): Promise<DataOf<K>> {
  const def = await loadDef(name);
  const path = def.path;
  const { baseURL, timeoutMs } = apiConfig();

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
  const callerSignal = options?.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  let received: ReceivedAnswer;
  try {
    const url = joinUrl(baseURL, path);
    const init = {
      method: 'POST',
      headers: requestHeaders(),
      body: JSON.stringify({ ...commonBody(), ...payload }),
      signal: controller.signal,
    };
    const early = takeEarlyAnswer({
      url,
      body: init.body,
      fingerprint: init.headers.get(headers.fingerprint),
      authorized: init.headers.has(headers.authorization),
    });
    received = await send(url, init, early);
  } catch (error) {
    if (controller.signal.reason === TIMEOUT) throw new TimeoutError(path, timeoutMs);
    if (isApiError(error)) throw error;
    throw new NetworkError(path, error, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  const opened = 'opened' in received ? received.opened : await openAnswer(def, received.bytes);
  try {
    return readAnswer(name, def, received.status, opened);
  } catch (error) {
    // The server's name for the request: the player can quote it, support finds its log lines.
    if (isApiError(error) && received.reference) error.reference = received.reference;
    throw error;
  }
}

/**
 * Decodes and parses a body. appConfig's, when big (its game list: ~0.7 MB at 3,000 games, 2.4 MB at 10,000), in
 * the game-list worker: decoding, parsing and handing the list to the worker cost the page ~150 ms of main thread
 * at Lighthouse's 4× CPU at 10,000 games (docs/bench.md). Any other big answer (a player's login info with the list)
 * in a task of its own, not in the one that received it, where start-up's other work already runs.
 */
async function openAnswer(def: CallDef, bytes: ArrayBuffer): Promise<Opened> {
  if (bytes.byteLength > BIG_ANSWER_BYTES) {
    if (def.holdsGameList) return openInWorker(bytes);
    await nextTask();
  }
  try {
    return { parsed: true, json: JSON.parse(new TextDecoder().decode(bytes)), held: null };
  } catch {
    return { parsed: false, json: undefined, held: null };
  }
}

/** POSTs, or adopts the early answer of the same request (src/api/client/early.ts); a failed early one is asked again. */
async function send(
  url: string,
  init: RequestInit & { signal: AbortSignal },
  early: Promise<ReceivedAnswer> | undefined,
): Promise<ReceivedAnswer> {
  if (early) {
    try {
      return await untilAborted(early, init.signal);
    } catch (error) {
      if (init.signal.aborted) throw error;
    }
  }
  // From a task of its own: a request's set-up (1–4 ms of a phone's main thread for a page's first ones) does not
  // lengthen the task that asked, often a render's effects starting several calls at once.
  await nextTask();
  const response = await fetch(url, init);
  return {
    status: response.status,
    bytes: await response.arrayBuffer(),
    reference: response.headers.get('x-request-id'),
  };
}

/** Loading a group's schemas can fail like any download (offline): that is a network failure of the call. */
async function loadDef(name: EndpointName): Promise<CallDef> {
  try {
    return await endpointDef(name);
  } catch (error) {
    throw new NetworkError(name, error);
  }
}

function readAnswer<K extends EndpointName>(name: K, def: CallDef, status: number, opened: Opened): DataOf<K> {
  const path = def.path;
  const { json } = opened;
  if (!opened.parsed) {
    if (status === 401) unauthorized(path, 401);
    if (status >= 400) throw new HttpStatusError(path, status);
    throw new SchemaError(path, 'not JSON');
  }
  const head = checkShape<Envelope>(envelopeShape, json);
  if (!head.success) {
    if (status === 401) unauthorized(path, 401);
    if (status >= 400) throw new HttpStatusError(path, status);
    throw new SchemaError(path, 'not an answer envelope', head.error);
  }
  const { code, errcode, msg, retryIn, ticket } = head.data;
  if (code === 401 || status === 401) unauthorized(path, errcode || 401, msg);
  if (errcode !== 0 || code !== 200) throw new ErrcodeError(path, errcode, code, msg, retryIn, ticket);
  if (status >= 400) throw new HttpStatusError(path, status);

  const full = def.response.safeParse(json);
  if (!full.success) {
    console.warn(`Answer of ${name} does not match the contract`, full.error.issues);
    throw new SchemaError(path, full.error.issues[0]?.path.join('.') || 'schema mismatch', full.error);
  }
  const {
    code: _code,
    errcode: _errcode,
    msg: _msg,
    retryIn: _retryIn,
    ticket: _ticket,
    ...data
  } = full.data as Record<string, unknown>;
  if (opened.held !== null) data.gameList = heldListStandIn(opened.held);
  return data as DataOf<K>;
}

function unauthorized(path: string, errcode: number, msg?: string): never {
  notifyUnauthorized(errcode);
  throw new ErrcodeError(path, errcode, 401, msg);
}
