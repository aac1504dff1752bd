/**
 * Adopting the early appConfig request (so a guest's first screen waits for no second round trip):
 * `src/app/earlyConfig.ts`, loaded by `index.html` ahead of the app, may already have sent a guest's appConfig request.
 * callApi takes its answer instead of asking again, but only when the address, the body and the fingerprint are byte
 * for byte what it would send now; the guess is used once and dropped on any difference, so a wrong guess costs one
 * request, never a wrong answer.
 */
/**
 * An answer as callApi receives it: its body's bytes, or already opened by the game-list worker (the early request
 * made there: src/app/earlyConfig.ts); `reference`, the server's name for the request (X-Request-Id), when known.
 */
export type ReceivedAnswer = ({ status: number; bytes: ArrayBuffer } | { status: number; opened: Opened }) & {
  reference?: string | null;
};

/** An answer's body parsed (`parsed` false: not JSON), and the ticket of the game list the worker holds for it. */
export interface Opened {
  parsed: boolean;
  json: unknown;
  held: number | null;
}

interface EarlyRequest {
  url: string;
  body: string;
  fingerprint: string;
  answer: Promise<ReceivedAnswer>;
}

/** Where src/app/earlyConfig.ts leaves its request (the two files share nothing else, on purpose). */
const EARLY_KEY = '__luckyLobbyEarlyConfig';

export function takeEarlyAnswer(request: {
  url: string;
  body: string;
  fingerprint: string | null;
  authorized: boolean;
}): Promise<ReceivedAnswer> | undefined {
  const holder = globalThis as Record<string, unknown>;
  const early = holder[EARLY_KEY] as EarlyRequest | undefined;
  if (!early || early.url !== request.url) return undefined;
  delete holder[EARLY_KEY];
  const same = !request.authorized && early.body === request.body && early.fingerprint === request.fingerprint;
  return same ? early.answer : undefined;
}

/** The promise's result, or the signal's reason as soon as it aborts (the early request has no signal of its own). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
