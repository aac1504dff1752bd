import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { type ErrcodeMap, errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import type { MessageId } from '../../src/platform/intl/messages';
import type { Settled } from '../shared/actorEvents';
import { type FailedTry, failedTry } from '../shared/failedTry';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { DepositOptions, NavigateRequest, SessionRef } from '../shared/protocol';

/**
 * createActivityMachine: the skeleton every activity (first-charge, invite, sign-up bonus, the promotions) shares
 * (one skeleton, not one machine per promotion; spec §2-§5, §8, §9). An activity is a config of a few functions on top
 * of it:
 *
 *   createActivityMachine<Params, Loaded, Data, Claimed>({
 *     id,                      // machine id (statecharts, delayed-event names)
 *     load: (signal) => callApi(...),             // the player's activity state
 *     read: (loaded) => ({ data, expireTime }),   // data null = no offer: closes as unavailable
 *     claim?: { call, allowed, apply, message, alsoTell?, refreshesActivities? }, // CLAIM { id }: debounced 200 ms
 *     purchase?: (context, id) => DepositOptions, // BUY { id? }: the session's deposit; DEPOSIT.FINISHED reloads
 *     afterPurchase?: (context) => ToSession[],   // said to the session by the reload after a purchase
 *     ends?: (context) => 'close' | 'exit' | false, // the countdown reached expireTime (default 'close')
 *     closeRefreshesActivities?: true,            // a closing errcode on load also refreshes the activity ids
 *     optional?: true,                            // the server may answer "no offer" (read gives data null)
 *     countdown?: false,                          // the activity never ends
 *     reloadAt?: true,                            // expireTime is the next change, not the end: reload then
 *   })
 *
 * States: loading → ready (a 1 s countdown while expireTime is not -1) ⇄ debouncing → claiming;
 * closing (an alert says why: errcode 1001-1010 on load, no offer, ended; ACKNOWLEDGE) → closed (final, emits
 * `exit`); failed (any other load failure; RETRY). A failed claim (the network, or the server's refusal) stays on
 * the content with `failedClaim`: why, and the CLAIM that tries it again; the next CLAIM clears it, so each try that
 * fails says so anew (machines/shared/failedTry.ts).
 * Only the parts a config uses are in its chart (no `debouncing` without `claim`…), so the coverage gate sees what
 * the activity can do. Sharing a link is the share panel's (machines/activity/shareLink.machine.ts).
 * Tags: `busy` (a call under way), `loaded` (the content shows), `claiming`, `closing`, `failed`,
 * `closed`. Screens read it through machines/activity/activity.selectors.ts. Input: the activity's params plus the
 * `session` (balance and activity refreshes, the deposit, navigation).
 */

/** Countdown tick of the activity pages and modals. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Claim buttons are debounced (spec §5, §9: 200 ms). */
export const CLAIM_DEBOUNCE_MS = 200;

/** Activity errcodes 1001-1010 (spec §8): shown as activity.act39.err{code}, and the activity closes on load. */
export function isClosingErrcode(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'errcode') return false;
  const code = error.errcode ?? 0;
  return code >= 1001 && code <= 1010;
}

/** Activity errcodes 1001-1010 (spec §8: activity.act39.err{code}); their texts load with the activity screens. */
const ACTIVITY_ERRORS: ErrcodeMap = {
  byErrcode: {
    1001: 'activity.act39.err1001',
    1002: 'activity.act39.err1002',
    1003: 'activity.act39.err1003',
    1004: 'activity.act39.err1004',
    1005: 'activity.act39.err1005',
    1006: 'activity.act39.err1006',
    1007: 'activity.act39.err1007',
    1008: 'activity.act39.err1008',
    1009: 'activity.act39.err1009',
    1010: 'activity.act39.err1010',
  },
  otherwise: 'common.errorError',
};

/** The message of an activity call's failure: activity.act39.err{code}, else common.errorError with the code. */
export function activityNotice(error: unknown): Notice {
  const text = errorMessage(error, ACTIVITY_ERRORS);
  return notice(text.id, 'error', text.values);
}

/** Seconds left until `expireTime` (ms), never negative; null when the activity does not end (-1). */
export function secondsLeft(expireTime: number, now: number): number | null {
  if (expireTime === -1) return null;
  return Math.max(0, Math.ceil((expireTime - now) / 1000));
}

/** What an activity asks of the session. */
export type ToSession =
  | { type: 'BALANCE.REFRESH' }
  | { type: 'ACTIVITIES.REFRESH' }
  | { type: 'DEPOSIT.OPEN'; options: DepositOptions }
  | NavigateRequest;

export type ActivitySession = SessionRef<ToSession>;

export interface ActivityContext<TParams, TData> {
  /** What the screen or the session gave (packs, prizes, mode…). */
  params: TParams;
  session: ActivitySession | null;
  /** The player's activity state once loaded. */
  data: TData | null;
  /** End of the activity (ms), -1 when it does not end. */
  expireTime: number;
  /** The countdown's clock, set on every tick. */
  now: number;
  /** The item a claim is debouncing or running for. */
  claiming: number | null;
  /** A purchase was started: the next reload runs `afterPurchase`. */
  bought: boolean;
  /** The last claim that failed: why, and the CLAIM that tries it again; null from the next try on. */
  failedClaim: FailedTry<ClaimEvent> | null;
  notice: Notice | null;
}

/** Claims item `id` (a press of its Claim button, or Retry after a failed claim). */
export type ClaimEvent = { type: 'CLAIM'; id: number };

export type ActivityInput<TParams> = TParams & { session?: ActivitySession };

export type ActivityEvent<TLoaded, TClaimed> =
  | ClaimEvent
  | { type: 'BUY'; id?: number }
  /** The session's deposit of this activity finished (the session routes it). */
  | { type: 'DEPOSIT.FINISHED' }
  | { type: 'RETRY' }
  /** The player read the closing alert. */
  | { type: 'ACKNOWLEDGE' }
  | Settled<TLoaded, 'load'>
  | Settled<TClaimed, 'claim'>;

export type ActivityEmitted = { type: 'exit' };

export type ActivityTag = 'busy' | 'loaded' | 'claiming' | 'closing' | 'failed' | 'closed';

export interface ActivityConfig<TParams, TLoaded, TData, TClaimed> {
  id: string;
  load(signal: AbortSignal): Promise<TLoaded>;
  /** The activity's data and end; data null means no offer for this player (closes as unavailable). */
  read(loaded: TLoaded): { data: TData | null; expireTime?: number };
  claim?: {
    call(id: number, signal: AbortSignal): Promise<TClaimed>;
    /** Whether item `id` may be claimed now. */
    allowed(context: ActivityContext<TParams, TData>, id: number): boolean;
    /** The data after the claim paid. */
    apply(data: TData, claimed: TClaimed): TData;
    /** The success toast, or its choice by the answer (a claim config with two calls says which ran). */
    message: MessageId | ((claimed: TClaimed) => MessageId);
    /** Also said to the session after a paid claim, beside the balance refresh (the cash bonus's red dot). */
    alsoTell?: readonly ToSession[];
    /** A paid claim also refreshes the session's activity data (its red dots: hasSignUpBonus, hasFreeBonus). */
    refreshesActivities?: boolean;
  };
  /** What BUY opens (the session's deposit), undefined when item `id` cannot be bought now. */
  purchase?(context: ActivityContext<TParams, TData>, id: number | undefined): DepositOptions | undefined;
  /** What the reload after a purchase tells the session. */
  afterPurchase?(context: ActivityContext<TParams, TData>): readonly ToSession[];
  /** The countdown reached expireTime: close with the "ended" alert, exit at once, or keep going. */
  ends?(context: ActivityContext<TParams, TData>): 'close' | 'exit' | false;
  /** A closing errcode on load also refreshes the session's activity ids (spec §8: first-charge). */
  closeRefreshesActivities?: boolean;
  /** The server may answer without an offer for this player (`read` gives data null): close as unavailable. */
  optional?: boolean;
  /** false: the activity never ends (no countdown in its chart). */
  countdown?: boolean;
  /**
   * expireTime is when the activity's state next changes (a window opens or closes), not its end: when the
   * countdown reaches it, the state is read again (the festival's red packet windows).
   */
  reloadAt?: boolean;
}

const never = (): Promise<never> => Promise.reject(new Error('not part of this activity'));

export function createActivityMachine<TParams, TLoaded, TData, TClaimed = never>(
  config: ActivityConfig<TParams, TLoaded, TData, TClaimed>,
) {
  type Context = ActivityContext<TParams, TData>;
  const expired = (context: Context) => context.expireTime !== -1 && Date.now() >= context.expireTime;
  const endsAs = (context: Context) => (expired(context) ? (config.ends?.(context) ?? 'close') : false);
  const activity = setup({
    types: {} as TypesOf<
      Context,
      ActivityEvent<TLoaded, TClaimed>,
      ActivityInput<TParams>,
      never,
      ActivityEmitted,
      ActivityTag
    >,
    actors: {
      load: fromPromise<TLoaded>(({ signal }) => config.load(signal)),
      claim: fromPromise<TClaimed, { id: number }>(({ input, signal }) =>
        config.claim ? config.claim.call(input.id, signal) : never(),
      ),
    },
    guards: {
      noOffer: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.load');
        return config.read(event.output).data === null;
      },
      closingError: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.load');
        return isClosingErrcode(event.error);
      },
      canClaim: ({ context, event }) => {
        assertEvent(event, 'CLAIM');
        return context.data !== null && (config.claim?.allowed(context, event.id) ?? false);
      },
      canBuy: ({ context, event }) => {
        assertEvent(event, 'BUY');
        return context.session !== null && config.purchase?.(context, event.id) !== undefined;
      },
      endsClosing: ({ context }) => endsAs(context) === 'close',
      changed: ({ context }) => expired(context),
      endsExiting: ({ context }) => endsAs(context) === 'exit',
      counting: ({ context }) => context.expireTime !== -1,
    },
    actions: {
      assignLoaded: assign(({ event }) => {
        assertEvent(event, 'xstate.done.actor.load');
        const { data, expireTime = -1 } = config.read(event.output);
        return { data, expireTime, now: Date.now(), failedClaim: null };
      }),
      afterPurchase: enqueueActions(({ enqueue, context }) => {
        const { session } = context;
        if (context.bought && session) {
          for (const message of config.afterPurchase?.(context) ?? []) enqueue(() => session.send(message));
        }
        enqueue.assign({ bought: false });
      }),
      assignClaiming: assign({
        claiming: ({ event }) => {
          assertEvent(event, 'CLAIM');
          return event.id;
        },
        failedClaim: null,
      }),
      assignClaimed: assign(({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.claim');
        const data =
          context.data !== null && config.claim ? config.claim.apply(context.data, event.output) : context.data;
        return { data, claiming: null, failedClaim: null };
      }),
      assignNow: assign({ now: () => Date.now() }),
      openDeposit: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'BUY');
        const options = config.purchase?.(context, event.id);
        const { session } = context;
        if (!options || !session) return;
        enqueue.assign({ bought: true });
        // Any close reports back: a cancelled pick reloads the same state, a paid order shows what it bought.
        enqueue(() => session.send({ type: 'DEPOSIT.OPEN', options: { ...options, reportFinishedDirectly: true } }));
      }),
      refreshBalance: ({ context }) => {
        context.session?.send({ type: 'BALANCE.REFRESH' });
        for (const message of config.claim?.alsoTell ?? []) context.session?.send(message);
        if (config.claim?.refreshesActivities) context.session?.send({ type: 'ACTIVITIES.REFRESH' });
      },
      refreshActivities: ({ context }) => {
        if (config.closeRefreshesActivities) context.session?.send({ type: 'ACTIVITIES.REFRESH' });
      },
      noticeClaimed: assign({
        notice: ({ event }) => {
          assertEvent(event, 'xstate.done.actor.claim');
          const message = config.claim?.message ?? 'common.success';
          return notice(typeof message === 'function' ? message(event.output) : message, 'success');
        },
      }),
      noticeFailure: assign({
        notice: ({ event }) => {
          assertEvent(event, 'xstate.error.actor.load');
          return activityNotice(event.error);
        },
      }),
      claimFailed: assign({
        failedClaim: ({ context, event }) => {
          assertEvent(event, 'xstate.error.actor.claim');
          return failedTry(activityNotice(event.error), { type: 'CLAIM' as const, id: context.claiming ?? 0 });
        },
        claiming: null,
      }),
      noticeEnded: assign({ notice: () => notice('activity.ended', 'error') }),
      noticeUnavailable: assign({ notice: () => notice('activity.act39.err1010', 'error') }),
      emitExit: emit({ type: 'exit' }),
    },
    delays: {
      countdownTick: COUNTDOWN_TICK_MS,
      claimDebounce: CLAIM_DEBOUNCE_MS,
    },
  });
  // Only what this activity uses is in its chart (the coverage gate walks every transition).
  const claim = config.claim !== undefined;
  const buy = config.purchase !== undefined;
  const counts = config.countdown !== false;
  return activity.createMachine({
    id: config.id,
    context: ({ input }) => {
      const { session, ...params } = input;
      return {
        params: params as TParams,
        session: session ?? null,
        data: null,
        expireTime: -1,
        now: Date.now(),
        claiming: null,
        bought: false,
        failedClaim: null,
        notice: null,
      };
    },
    initial: 'loading',
    states: {
      loading: {
        description: "The player's activity state (and its end).",
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          onDone: [
            ...(config.optional
              ? [{ guard: 'noOffer', target: 'closing', actions: 'noticeUnavailable' } as const]
              : []),
            { target: 'ready', actions: ['assignLoaded', 'afterPurchase'] },
          ],
          onError: [
            { guard: 'closingError', target: 'closing', actions: ['noticeFailure', 'refreshActivities'] },
            { target: 'failed', actions: 'noticeFailure' },
          ],
        },
      },
      ready: {
        description: config.reloadAt
          ? 'The content: claim; a 1 s countdown runs to the next change (expireTime), then the state is read again.'
          : 'The content: buy, claim; a 1 s countdown runs to expireTime (none when -1).',
        tags: ['loaded'],
        on: {
          ...(claim ? { CLAIM: { guard: 'canClaim', target: 'debouncing', actions: 'assignClaiming' } as const } : {}),
          ...(buy
            ? { BUY: { guard: 'canBuy', actions: 'openDeposit' } as const, 'DEPOSIT.FINISHED': 'loading' as const }
            : {}),
        },
        after: counts
          ? {
              countdownTick: [
                config.reloadAt
                  ? ({ guard: 'changed', target: 'loading' } as const)
                  : ({ guard: 'endsClosing', target: 'closing', actions: 'noticeEnded' } as const),
                ...(config.ends ? [{ guard: 'endsExiting', target: 'closed', actions: 'emitExit' } as const] : []),
                { guard: 'counting', target: 'ready', reenter: true, actions: 'assignNow' } as const,
              ],
            }
          : {},
      },
      ...(claim
        ? {
            debouncing: {
              description: 'A claim waits 200 ms; another press restarts the wait (spec §9 claim debounce).',
              tags: ['loaded', 'claiming'],
              on: { CLAIM: { guard: 'canClaim', target: 'debouncing', reenter: true, actions: 'assignClaiming' } },
              after: { claimDebounce: 'claiming' },
            } as const,
            claiming: {
              description: 'The one claim in flight; the coins refresh after it pays.',
              tags: ['loaded', 'claiming', 'busy'],
              invoke: {
                id: 'claim',
                src: 'claim',
                input: ({ context }: { context: Context }) => ({ id: context.claiming ?? 0 }),
                onDone: { target: 'ready', actions: ['assignClaimed', 'noticeClaimed', 'refreshBalance'] },
                // Spec §8: an activity errcode closes the activity when loading; a failed claim says why and
                // offers the same claim again, on every try.
                onError: { target: 'ready', actions: 'claimFailed' },
              },
            } as const,
          }
        : {}),
      closing: {
        description: 'An alert says why the activity closes (ended, no offer, an activity errcode); OK leaves it.',
        tags: ['closing'],
        on: { ACKNOWLEDGE: { target: 'closed', actions: 'emitExit' } },
      },
      failed: {
        description: 'The load failed for another reason (common.errorError or a network message): retry.',
        tags: ['failed'],
        on: { RETRY: 'loading' },
      },
      closed: {
        type: 'final',
        description: 'The activity is closed (modal hidden, page left).',
        tags: ['closed'],
      },
    },
  });
}

export type ActivityMachine<TParams, TLoaded, TData, TClaimed = never> = ReturnType<
  typeof createActivityMachine<TParams, TLoaded, TData, TClaimed>
>;
