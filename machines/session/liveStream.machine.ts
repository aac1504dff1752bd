import { assertEvent, assign, setup } from 'xstate';
import { tellLiveEvent } from '../../src/api/client/liveEvents';
import { LIVE_KEEP_ALIVE_MS } from '../../src/api/contract/live';
import type { TypesOf } from '../shared/machineTypes';
import type { SessionRef } from '../shared/protocol';
import { liveStreamActor, type StreamReport } from './liveStream.actor';

/**
 * The live stream of a logged-in tab (docs/architecture.md "Live updates"): the session starts it with START while a
 * player is logged in (a lazy child: a guest never downloads it). A balance or mail change asks the session for the
 * same silent refresh a wallet flow asks for (BALANCE.REFRESH); a chat change goes to the open chat; a session ended
 * elsewhere, or a stream refused with 401, logs out like any 401 (UNAUTHORIZED), and one ended because the account
 * was suspended logs out like the 401 that says so (errcode 1047), so /login tells the player why. A lost stream is
 * tried again after 1, 2, 4, 8, 16 and 30 s; after that,
 * or when the server refuses this tab a stream (another tab on the token holds it, a break), it waits 5 minutes.
 * Meanwhile, as always, the session's 60 s heartbeat runs beside it (spec §9): the stream only makes changes arrive
 * sooner.
 */

/** Waits before each new try after the 1st, 2nd, … consecutive lost stream; past the last one the tab gives up. */
export const LIVE_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
/** After giving up (or a refusal), the stream is tried again this much later. */
export const LIVE_UNAVAILABLE_MS = 5 * 60_000;
/** Two keep-alives missed (and some slack): the stream is dead even if the connection has not said so. */
export const LIVE_SILENCE_MS = 2 * LIVE_KEEP_ALIVE_MS + 10_000;

/** The errcode a 401 carries when the account was suspended: what /login reads to say so. */
export const SUSPENDED_ERRCODE = 1047;

/** What the stream may send the session. */
export type LiveSessionEvent = { type: 'BALANCE.REFRESH' } | { type: 'UNAUTHORIZED'; errcode?: number };

export interface LiveStreamInput {
  session?: SessionRef<LiveSessionEvent>;
}

export interface LiveStreamContext {
  session: SessionRef<LiveSessionEvent> | null;
  /** Streams lost in a row since the last one that opened. */
  failures: number;
}

export type LiveStreamEvent =
  /** The session: a player is logged in. */
  { type: 'START' } | StreamReport;

export const liveStreamMachine = setup({
  types: {} as TypesOf<LiveStreamContext, LiveStreamEvent, LiveStreamInput, 'stream'>,
  actors: { stream: liveStreamActor },
  guards: {
    gaveUp: ({ context }) => context.failures + 1 > LIVE_BACKOFF_MS.length,
    sessionEnded: ({ event }) => event.type === 'STREAM.EVENT' && event.event.kind === 'sessionEnded',
    suspended: ({ event }) =>
      event.type === 'STREAM.EVENT' && event.event.kind === 'sessionEnded' && event.event.reason === 'suspended',
    /** The player's balance or mail changed: what the silent refresh shows (the menu's dots follow the figures). */
    dataChanged: ({ event }) =>
      event.type === 'STREAM.EVENT' && (event.event.kind === 'balance' || event.event.kind === 'mail'),
    /** A customer-service chat changed, or its agent is typing: the open chat reads it (src/api/client/liveEvents). */
    chatChanged: ({ event }) =>
      event.type === 'STREAM.EVENT' && (event.event.kind === 'chat' || event.event.kind === 'chatTyping'),
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    clearFailures: assign({ failures: 0 }),
    askRefresh: ({ context }) => context.session?.send({ type: 'BALANCE.REFRESH' }),
    endSession: ({ context }) => context.session?.send({ type: 'UNAUTHORIZED' }),
    endSuspended: ({ context }) => context.session?.send({ type: 'UNAUTHORIZED', errcode: SUSPENDED_ERRCODE }),
    passToChat: ({ event }) => {
      assertEvent(event, 'STREAM.EVENT');
      tellLiveEvent(event.event);
    },
    ignoreEvent: ({ event }) => {
      // A catalogue, notice or other change has no reader in the tab yet: the heartbeat and the pages' reads show it.
      assertEvent(event, 'STREAM.EVENT');
    },
  },
  delays: {
    backOff: ({ context }) => LIVE_BACKOFF_MS[Math.min(context.failures, LIVE_BACKOFF_MS.length) - 1] ?? 1_000,
    retryLater: LIVE_UNAVAILABLE_MS,
    silence: LIVE_SILENCE_MS,
  },
}).createMachine({
  id: 'liveStream',
  context: ({ input }) => ({ session: input.session ?? null, failures: 0 }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for the session to say a player is logged in.',
      on: { START: 'streaming' },
    },
    streaming: {
      description: 'One stream is open or opening; it closes when this state is left.',
      invoke: { id: 'stream', src: 'stream' },
      initial: 'connecting',
      on: {
        'STREAM.EVENT': [
          { guard: 'suspended', target: 'ended', actions: 'endSuspended' },
          { guard: 'sessionEnded', target: 'ended', actions: 'endSession' },
          { guard: 'dataChanged', actions: 'askRefresh' },
          { guard: 'chatChanged', actions: 'passToChat' },
          { actions: 'ignoreEvent' },
        ],
        'STREAM.UNAUTHORIZED': { target: 'ended', actions: 'endSession' },
        'STREAM.REFUSED': 'unavailable',
        'STREAM.DROPPED': [
          { guard: 'gaveUp', target: 'unavailable' },
          { target: 'backingOff', actions: 'countFailure' },
        ],
      },
      states: {
        connecting: {
          description: 'Asked the server for the stream; no answer yet.',
          on: { 'STREAM.OPEN': { target: 'open', actions: 'clearFailures' } },
          after: {
            silence: [
              { guard: 'gaveUp', target: '#liveStream.unavailable' },
              { target: '#liveStream.backingOff', actions: 'countFailure' },
            ],
          },
        },
        open: {
          description: 'The stream is open; every event or keep-alive shows it alive.',
          on: { 'STREAM.ALIVE': { target: 'open', reenter: true } },
          after: { silence: { target: '#liveStream.backingOff', actions: 'countFailure' } },
        },
      },
    },
    backingOff: {
      description: 'The stream was lost: tried again after 1, 2, 4, 8, 16 and then 30 s.',
      after: { backOff: 'streaming' },
    },
    unavailable: {
      description: 'No stream for now (refused, or lost too often): the heartbeat alone until the next try.',
      entry: 'clearFailures',
      after: { retryLater: 'streaming' },
    },
    ended: {
      description: 'The session ended: the session logs out and stops this machine.',
      type: 'final',
    },
  },
});

export type LiveStreamMachine = typeof liveStreamMachine;
