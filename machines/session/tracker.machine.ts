import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { type EventList, sendEventsByBeacon } from '../../src/api/client/beacon';
import { callApi } from '../../src/api/client/call';
import { appId, CHANNEL, CLIENT_VERSION } from '../../src/platform/device/clientFacts';
import { onPageHidden } from '../../src/platform/device/visibility';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';

/**
 * Event tracking (spec §3 tracking event, §7 appEventLogClient; docs/promotions.md), a child of the session
 * (systemId 'tracker') for guests and players alike. TRACK queues an event stamped with eventTime,
 * eventUserId (the player, 0 for a guest), channel, appId and version. The queue is sent (at most 20 per call)
 * when it reaches 20, else 3 s after the first waiting event; a failed send keeps the events for the next try.
 * When the page becomes hidden everything queued goes out at once by beacon (batches of 20), so closing the tab
 * loses nothing. ACTION records a named action with actionLog (logged-in players). Screens reach it with
 * `session.system.get('tracker')` (src/screens/shared/track.ts).
 */

export type TrackedEvent = EventList[number];

/** Events per appEventLogClient call and the queue size that sends at once (spec §9). */
export const BATCH_SIZE = 20;
/** Send interval of a partly filled queue (spec §9). */
export const FLUSH_INTERVAL_MS = 3_000;
/** Oldest events are dropped beyond this while sends keep failing (offline for long). */
export const MAX_QUEUE = 500;

export interface TrackerInput {
  /** Events per send (20; the coverage spec uses a small batch to keep the graph small). */
  batchSize?: number;
}

export interface TrackerContext {
  batchSize: number;
  queue: TrackedEvent[];
  /** Events at the head of the queue that a send is carrying. */
  inFlight: number;
  userId: number;
}

export type TrackerEvent =
  | { type: 'TRACK'; event: string; params?: Record<string, string | number> }
  /** A named player action (spec §7 actionLog): recorded for a logged-in player, fire and forget. */
  | { type: 'ACTION'; event: string }
  /** The session's player changed (0: guest). */
  | { type: 'USER'; userId: number }
  /** The page became hidden (visibility watcher). */
  | { type: 'HIDDEN' }
  | Settled<unknown, 'send'>;

/** The next batch: the head of the queue, at most 20. */
export const batchOf = (context: TrackerContext): TrackedEvent[] => context.queue.slice(0, context.batchSize);

export const trackerMachine = setup({
  types: {} as TypesOf<TrackerContext, TrackerEvent, TrackerInput>,
  actors: {
    send: fromPromise<unknown, { eventList: TrackedEvent[] }>(({ input, signal }) =>
      callApi('appEventLogClient', { eventList: input.eventList }, { signal }),
    ),
    watchVisibility: fromCallback(({ sendBack }) => onPageHidden(() => sendBack({ type: 'HIDDEN' }))),
  },
  guards: {
    full: ({ context }) => context.queue.length >= context.batchSize,
    /** After the batch in flight, a full batch still waits. */
    fullAfterSent: ({ context }) => context.queue.length - context.inFlight >= context.batchSize,
    leftAfterSent: ({ context }) => context.queue.length - context.inFlight > 0,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'TRACK');
        const item: TrackedEvent = {
          event: event.event,
          eventTime: Date.now(),
          eventUserId: context.userId,
          channel: CHANNEL,
          appId: appId(),
          version: CLIENT_VERSION,
          ...(event.params ? { params: event.params } : {}),
        };
        return [...context.queue, item].slice(-MAX_QUEUE);
      },
    }),
    /** actionLog needs a token: a guest's actions are only tracked as events. Its answer changes nothing. */
    logAction: ({ context, event }) => {
      assertEvent(event, 'ACTION');
      if (context.userId !== 0) void callApi('actionLog', { event: event.event }).catch(() => undefined);
    },
    assignUser: assign({
      userId: ({ event }) => {
        assertEvent(event, 'USER');
        return event.userId;
      },
    }),
    markInFlight: assign({ inFlight: ({ context }) => Math.min(context.queue.length, context.batchSize) }),
    dropSent: assign({ queue: ({ context }) => context.queue.slice(context.inFlight), inFlight: 0 }),
    keepUnsent: assign({ inFlight: 0 }),
    /** The page is hiding: everything queued goes by beacon now (the in-flight send may also land: at least once). */
    flushByBeacon: enqueueActions(({ enqueue, context }) => {
      const { queue, batchSize } = context;
      enqueue(() => {
        for (let start = 0; start < queue.length; start += batchSize) {
          sendEventsByBeacon(queue.slice(start, start + batchSize));
        }
      });
      enqueue.assign({ queue: [], inFlight: 0 });
    }),
  },
  delays: {
    flushInterval: FLUSH_INTERVAL_MS,
  },
}).createMachine({
  id: 'tracker',
  context: ({ input }) => ({ batchSize: input?.batchSize ?? BATCH_SIZE, queue: [], inFlight: 0, userId: 0 }),
  invoke: { id: 'watchVisibility', src: 'watchVisibility' },
  on: {
    USER: { actions: 'assignUser' },
    ACTION: { actions: 'logAction' },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing queued.',
      on: {
        TRACK: { target: 'waiting', actions: 'enqueue' },
      },
    },
    waiting: {
      description: 'Events queued: sent 3 s after this state began, or at once when the queue reaches 20.',
      on: {
        TRACK: { actions: 'enqueue' },
        HIDDEN: { target: 'idle', actions: 'flushByBeacon' },
      },
      always: { guard: 'full', target: 'sending' },
      after: { flushInterval: 'sending' },
    },
    sending: {
      description: 'appEventLogClient with the first 20 queued; more keep queueing meanwhile.',
      entry: 'markInFlight',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ eventList: batchOf(context) }),
        onDone: [
          { guard: 'fullAfterSent', target: 'sending', reenter: true, actions: 'dropSent' },
          { guard: 'leftAfterSent', target: 'waiting', actions: 'dropSent' },
          { target: 'idle', actions: 'dropSent' },
        ],
        // Kept for the next try, 3 s later.
        onError: { target: 'waiting', actions: 'keepUnsent' },
      },
      on: {
        TRACK: { actions: 'enqueue' },
        HIDDEN: { target: 'idle', actions: 'flushByBeacon' },
      },
    },
  },
});

export type TrackerMachine = typeof trackerMachine;
