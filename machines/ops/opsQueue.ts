import { assign, type ErrorActorEvent } from 'xstate';
import { errorText, sessionEnded } from '../../src/api/client/ops/opsApi';

/**
 * What the back office's queues share (withdrawalQueue, kycReview; docs/ops.md): their input, their notice, the
 * load / failed / ended states, and what they do on a refusal or a session that ended (401).
 */
export interface QueueInput {
  token: string;
  session: { send(event: { type: 'SESSION.EXPIRED' }): void };
}

export interface QueueNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface QueueContext<TItem> extends QueueInput {
  list: TItem[];
  notice: QueueNotice | null;
  loadError: string | null;
}

export const errorOf = (event: unknown) => (event as ErrorActorEvent).error;

/** What a refused call says in the queue's notice. */
export const refusal = (event: unknown): QueueNotice => ({ kind: 'error', text: errorText(errorOf(event)) });

export const isSessionEnd = (event: unknown): boolean => sessionEnded(errorOf(event));

/**
 * The actions every queue has, for its setup: the list read, the read's failure, a refusal, and telling the session
 * it ended. Typed as `never` so they fit any queue machine's action map (their context has these fields).
 */
export const queueActions = {
  setList: assign({ list: ({ event }) => (event as unknown as { output: { list: unknown[] } }).output.list }),
  setLoadError: assign({ loadError: ({ event }) => errorText(errorOf(event)) }),
  clearLoadError: assign({ loadError: null }),
  refused: assign({ notice: ({ event }) => refusal(event) }),
  expire: ({ context }: { context: QueueInput }) => context.session.send({ type: 'SESSION.EXPIRED' }),
} as unknown as Record<'setList' | 'setLoadError' | 'clearLoadError' | 'refused' | 'expire', never>;

/** A call of the queue refused: a 401 ends the queue (the session shows the log-in), anything else is said. */
export const refusedThen = <T extends string>(target: T) =>
  [
    { guard: 'sessionEnded', target: 'ended', actions: 'expire' },
    { target, actions: 'refused' },
  ] as const;

/** Reading the queue, its failure with Retry, and the end when the session ended. */
export const QUEUE_STATES = {
  loading: {
    description: 'Reads the queue.',
    tags: 'busy',
    entry: 'clearLoadError',
    invoke: {
      id: 'load',
      src: 'load',
      input: ({ context }: { context: QueueInput }) => ({ token: context.token }),
      onDone: { target: 'ready', actions: 'setList' },
      onError: [
        { guard: 'sessionEnded', target: 'ended', actions: 'expire' },
        { target: 'failed', actions: 'setLoadError' },
      ],
    },
  },
  failed: {
    description: 'The queue could not be read: the reason and Retry.',
    tags: 'failed',
    on: { RETRY: 'loading' },
  },
  ended: {
    description: 'The session ended (401); the session machine shows the log-in.',
    type: 'final',
  },
} as const;

/**
 * The call states of one queue (`const call = queueCallsOf<KycReviewContext>()`): a call on a row (`src`, child
 * id = src, with the staff token and `input`) shown over the list (tags ready and busy), then the action `done` and
 * `after` (the queue read again unless said); a refusal is said in `refusedTo` (`after` unless said), a 401 ends
 * the queue.
 */
export const queueCallsOf =
  <TContext extends QueueInput>() =>
  <
    const TSrc extends string,
    TInput extends object,
    const TDone extends string,
    const TAfter extends string = 'loading',
    const TRefused extends string = TAfter,
  >(config: {
    description: string;
    src: TSrc;
    input: (context: TContext) => TInput;
    done: TDone;
    after?: TAfter;
    refusedTo?: TRefused;
  }) => {
    const after = (config.after ?? 'loading') as TAfter;
    const refusedTo = (config.refusedTo ?? after) as TRefused;
    return {
      description: config.description,
      tags: ['ready', 'busy'],
      invoke: {
        id: config.src,
        src: config.src,
        input: ({ context }: { context: TContext }): { token: string } & TInput => ({
          token: context.token,
          ...config.input(context),
        }),
        onDone: { target: after, actions: config.done },
        onError: refusedThen(refusedTo),
      },
    } as const;
  };
