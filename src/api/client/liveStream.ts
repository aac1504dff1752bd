import { getToken } from '../../platform/storage/token';
import { headers } from '../contract/http';
import { type LiveEvent, readLiveEvent } from '../contract/live';
import { apiConfig } from './config';

/**
 * The live stream's transport (docs/architecture.md "Live updates"): `GET <base>/live` read with `fetch` as a
 * streamed body of Server-Sent Events. `fetch`, not `EventSource`, because the stream is authorised by the same
 * `Authorization` header as every call (EventSource cannot send one, and the token must not ride in an address).
 * Only the player's code loads it (the session's lazy `liveStream` child).
 */
export type LiveSignal =
  /** The server took the stream. */
  | { type: 'open' }
  /** Any bytes arrived (an event or the keep-alive): the stream is alive. */
  | { type: 'alive' }
  | { type: 'event'; event: LiveEvent }
  /** The token is not (or no longer) good: 401. */
  | { type: 'unauthorized' }
  /** The server refused this tab a stream it may not have now (another tab holds it, a break): 403, 409. */
  | { type: 'refused' }
  /** Lost: the network, the server restarting, any other answer. Worth trying again. */
  | { type: 'dropped' };

/** Splits a Server-Sent Events text into its complete blocks, keeping the unfinished tail. */
export function splitEventBlocks(buffered: string): { blocks: string[]; rest: string } {
  const parts = buffered.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  return { blocks: parts, rest };
}

/** The event a block carries (its `data:` lines joined), or null for a comment or an event of another kind. */
export function eventOfBlock(block: string): LiveEvent | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return data.length === 0 ? null : readLiveEvent(data.join('\n'));
}

/** Opens the stream and reports what happens to `listener`; answers the close (no signal follows it). */
export function openLiveStream(listener: (signal: LiveSignal) => void, fetcher: typeof fetch = fetch): () => void {
  const controller = new AbortController();
  let closed = false;
  const report = (signal: LiveSignal) => {
    if (!closed) listener(signal);
  };
  const run = async () => {
    const token = getToken();
    if (!token) {
      report({ type: 'unauthorized' });
      return;
    }
    const url = `${apiConfig().baseURL.replace(/\/+$/, '')}/live`;
    const res = await fetcher(url, {
      headers: { accept: 'text/event-stream', [headers.authorization]: `Bearer ${token}` },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (res.status === 401) return report({ type: 'unauthorized' });
    if (res.status === 403 || res.status === 409) return report({ type: 'refused' });
    if (!res.ok || !res.body) return report({ type: 'dropped' });
    report({ type: 'open' });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      report({ type: 'alive' });
      const { blocks, rest } = splitEventBlocks(buffered + chunk.value);
      buffered = rest;
      for (const block of blocks) {
        const event = eventOfBlock(block);
        if (event) report({ type: 'event', event });
      }
    }
    report({ type: 'dropped' });
  };
  run().catch(() => report({ type: 'dropped' }));
  return () => {
    closed = true;
    controller.abort();
  };
}
