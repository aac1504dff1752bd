import { ofetch } from 'ofetch';
import { appId, CHANNEL, installReferrer, platform } from '../../platform/clientFacts';
import { getToken } from '../../platform/token';
import { visitorId } from '../../platform/visitorId';
import { type Endpoint, envelope, headers } from '../contract/define';
import type { DataOf, EndpointName, RequestOf } from '../contract/map';
import { apiConfig } from './config';
import { endpointDef } from './endpointDefs';
import { ErrcodeError, HttpStatusError, isApiError, NetworkError, SchemaError, TimeoutError } from './errors';
import { notifyUnauthorized } from './unauthorized';

/**
 * The one HTTP client: every call is POST JSON to `${base}${path}` (spec §7).
 * - `ignoreResponseError` + `.raw`: status and body are both read, whatever the status.
 * - `responseType: 'text'`: we parse JSON ourselves, so a malformed body is a SchemaError, not a string.
 * - `retry: 0`: calls are not idempotent in general (deposits, claims); machines decide on retries.
 * - The 60 s timeout is our own abort signal rather than ofetch's `timeout`, because ofetch drops its timeout
 *   when the caller passes a signal, and ours also covers reading the body.
 */
const http = ofetch.create({
  method: 'POST',
  retry: 0,
  ignoreResponseError: true,
  responseType: 'text',
  onRequest({ options }) {
    const token = getToken();
    if (token) options.headers.set(headers.authorization, `Bearer ${token}`);
    options.headers.set(headers.fingerprint, visitorId());
  },
});

/** Common body fields on every request (spec §3). */
export function commonBody() {
  return { clientReferrer: installReferrer(), channel: CHANNEL, appId: appId(), platform: platform() };
}

const TIMEOUT = Symbol('timeout');

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

  let status: number;
  let text: string;
  try {
    const response = await http.raw<string>(path, {
      baseURL,
      body: { ...commonBody(), ...payload },
      signal: controller.signal,
    });
    status = response.status;
    text = typeof response._data === 'string' ? response._data : '';
  } catch (error) {
    if (controller.signal.reason === TIMEOUT) throw new TimeoutError(path, timeoutMs);
    if (isApiError(error)) throw error;
    throw new NetworkError(path, error, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  return readAnswer(name, def, status, text);
}

/** Loading a group's schemas can fail like any download (offline): that is a network failure of the call. */
async function loadDef(name: EndpointName): Promise<Endpoint> {
  try {
    return await endpointDef(name);
  } catch (error) {
    throw new NetworkError(name, error);
  }
}

function readAnswer<K extends EndpointName>(name: K, def: Endpoint, status: number, text: string): DataOf<K> {
  const path = def.path;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (status === 401) unauthorized(path, 401);
    if (status >= 400) throw new HttpStatusError(path, status);
    throw new SchemaError(path, 'not JSON');
  }
  const head = envelope.safeParse(json);
  if (!head.success) {
    if (status === 401) unauthorized(path, 401);
    if (status >= 400) throw new HttpStatusError(path, status);
    throw new SchemaError(path, 'not an answer envelope', head.error);
  }
  const { code, errcode, msg, retryIn } = head.data;
  if (code === 401 || status === 401) unauthorized(path, errcode || 401, msg);
  if (errcode !== 0 || code !== 200) throw new ErrcodeError(path, errcode, code, msg, retryIn);
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
    ...data
  } = full.data as Record<string, unknown>;
  return data as DataOf<K>;
}

function unauthorized(path: string, errcode: number, msg?: string): never {
  notifyUnauthorized();
  throw new ErrcodeError(path, errcode, 401, msg);
}
