import { afterEach, describe, expect, it } from 'vitest';
import { eventOfBlock, type LiveSignal, openLiveStream, splitEventBlocks } from '../../src/api/client/liveStream';
import { clearToken, setToken } from '../../src/platform/storage/token';

afterEach(() => clearToken());

/** A fetch answering `status` with a body streamed in the given pieces; records what was asked. */
function fakeFetch(status: number, pieces: string[] = []) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    return new Response(status === 200 ? body : null, { status });
  }) as unknown as typeof fetch;
  return { fetcher, asked };
}

async function signalsOf(fetcher: typeof fetch): Promise<LiveSignal[]> {
  const signals: LiveSignal[] = [];
  const done = new Promise<void>((resolve) => {
    openLiveStream((signal) => {
      signals.push(signal);
      if (signal.type !== 'open' && signal.type !== 'alive' && signal.type !== 'event') resolve();
    }, fetcher);
  });
  await done;
  return signals;
}

describe('the live stream transport', () => {
  it('splits event blocks across chunk boundaries and reads only our events', () => {
    const first = splitEventBlocks(': open\n\ndata: {"kind":"bal');
    expect(first.blocks).toEqual([': open']);
    const second = splitEventBlocks(`${first.rest}ance","accountId":7,"version":3}\r\n\r\n`);
    expect(second.blocks.map(eventOfBlock)).toEqual([{ kind: 'balance', accountId: 7, version: 3 }]);
    expect(eventOfBlock(': keep-alive')).toBeNull();
    expect(eventOfBlock('data: {"kind":"jackpot","accountId":7}')).toBeNull();
    expect(eventOfBlock('data: not json')).toBeNull();
  });

  it('asks with the bearer token and reports opening, each chunk, each event and the end', async () => {
    setToken('tok-1');
    const { fetcher, asked } = fakeFetch(200, [
      ': open\n\n',
      'data: {"kind":"mail","accountId":7}\n\ndata: {"kind":"sessionEnded",',
      '"accountId":7}\n\n',
    ]);
    const signals = await signalsOf(fetcher);
    expect(asked[0]?.url).toBe('/prod-api-2/live');
    expect(new Headers(asked[0]?.init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(signals).toEqual([
      { type: 'open' },
      { type: 'alive' },
      { type: 'alive' },
      { type: 'event', event: { kind: 'mail', accountId: 7 } },
      { type: 'alive' },
      { type: 'event', event: { kind: 'sessionEnded', accountId: 7 } },
      { type: 'dropped' },
    ]);
  });

  it('tells a dead token, a refusal and a lost server apart', async () => {
    setToken('tok-1');
    expect(await signalsOf(fakeFetch(401).fetcher)).toEqual([{ type: 'unauthorized' }]);
    expect(await signalsOf(fakeFetch(409).fetcher)).toEqual([{ type: 'refused' }]);
    expect(await signalsOf(fakeFetch(503).fetcher)).toEqual([{ type: 'dropped' }]);
    clearToken();
    expect(await signalsOf(fakeFetch(200).fetcher)).toEqual([{ type: 'unauthorized' }]);
  });
});
