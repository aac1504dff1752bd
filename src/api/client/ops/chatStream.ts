import { eventOfBlock, splitEventBlocks } from '../liveStream';
import { OPS_API_BASE } from './opsApi';

/**
 * Support's chat stream (`GET /ops-api/chat/stream`, server/ops/chatStream.ts): Server-Sent Events read with `fetch`,
 * authorised by the staff token in the header like every back-office call. Each `chat` event says a player's
 * conversation changed; the console reads again what it shows. `chatPlayerTyping` says the player of `accountId` is
 * typing.
 */
export type ChatStreamSignal =
  | { type: 'chat' }
  | { type: 'playerTyping'; accountId: number }
  | { type: 'unauthorized' }
  | { type: 'lost' };

/** Opens the stream; answers the close (no signal follows it). */
export function openChatStream(token: string, listener: (signal: ChatStreamSignal) => void): () => void {
  const controller = new AbortController();
  let closed = false;
  const report = (signal: ChatStreamSignal) => {
    if (!closed) listener(signal);
  };
  const run = async () => {
    const res = await fetch(`${OPS_API_BASE}/chat/stream`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (res.status === 401) return report({ type: 'unauthorized' });
    if (!res.ok || !res.body) return report({ type: 'lost' });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      const { blocks, rest } = splitEventBlocks(buffered + chunk.value);
      buffered = rest;
      for (const block of blocks) {
        const event = eventOfBlock(block);
        if (event?.kind === 'chat') report({ type: 'chat' });
        else if (event?.kind === 'chatPlayerTyping' && event.accountId !== null) {
          report({ type: 'playerTyping', accountId: event.accountId });
        }
      }
    }
    report({ type: 'lost' });
  };
  run().catch(() => report({ type: 'lost' }));
  return () => {
    closed = true;
    controller.abort();
  };
}
