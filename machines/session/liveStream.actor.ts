import { fromCallback } from 'xstate';
import { type LiveSignal, openLiveStream } from '../../src/api/client/liveStream';
import type { LiveEvent } from '../../src/api/contract/live';

/** What the stream tells the liveStream machine (machines/session/liveStream.machine.ts). */
export type StreamReport =
  | { type: 'STREAM.OPEN' }
  | { type: 'STREAM.ALIVE' }
  | { type: 'STREAM.EVENT'; event: LiveEvent }
  | { type: 'STREAM.UNAUTHORIZED' }
  | { type: 'STREAM.REFUSED' }
  | { type: 'STREAM.DROPPED' };

const REPORTS: { [K in Exclude<LiveSignal['type'], 'event'>]: StreamReport } = {
  open: { type: 'STREAM.OPEN' },
  alive: { type: 'STREAM.ALIVE' },
  unauthorized: { type: 'STREAM.UNAUTHORIZED' },
  refused: { type: 'STREAM.REFUSED' },
  dropped: { type: 'STREAM.DROPPED' },
};

/**
 * One live stream from the server for as long as it runs (src/api/client/liveStream.ts): what happens to it comes
 * back as STREAM.* events; stopping the actor closes the stream.
 */
export const liveStreamActor = fromCallback<StreamReport>(({ sendBack }) =>
  openLiveStream((signal) =>
    sendBack(signal.type === 'event' ? { type: 'STREAM.EVENT', event: signal.event } : REPORTS[signal.type]),
  ),
);
