import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type Notice, notice } from '../shared/notice';
import { checkAmount, parsePoints, pointsOf } from './walletRules';
import { type BalanceReceiver, callFailure } from './walletSession';

/**
 * /points (spec §2, §7 getLotterConfig and lotteryExchange, §9 points shown as floor(value / 100)): the points
 * balance and the exchange of whole points for coin at the configured rate, within the configured limits.
 */

export type LotteryConfig = DataOf<'getLotterConfig'>;
export type LotteryExchange = DataOf<'lotteryExchange'>;

export interface PointsInput {
  session?: BalanceReceiver;
}

export interface PointsContext {
  config: LotteryConfig | null;
  points: string;
  notice: Notice | null;
  session: BalanceReceiver | null;
}

export type PointsEvent =
  | { type: 'RETRY' }
  | { type: 'POINTS.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | DoneActorEvent<LotteryConfig, 'getLotterConfig'>
  | ErrorActorEvent<unknown, 'getLotterConfig'>
  | DoneActorEvent<LotteryExchange, 'lotteryExchange'>
  | ErrorActorEvent<unknown, 'lotteryExchange'>;

/** Coin (hundredths) that `points` hundredths buy at the configured rate (contract: floor(points × rate / 10000)). */
export const coinFor = (points: number, rateBasisPoints: number) => Math.floor((points * rateBasisPoints) / 10_000);

const pointsProblem = (context: PointsContext) => {
  const config = context.config;
  if (!config) return null;
  return checkAmount(
    context.points,
    { min: config.minPoints, max: config.maxPoints, held: config.lottery },
    parsePoints,
    pointsOf,
  );
};

export const pointsMachine = setup({
  types: {
    context: {} as PointsContext,
    events: {} as PointsEvent,
    input: {} as PointsInput,
  },
  actors: {
    getLotterConfig: fromPromise<LotteryConfig>(({ signal }) => callApi('getLotterConfig', {}, { signal })),
    lotteryExchange: fromPromise<LotteryExchange, { points: number }>(({ input, signal }) =>
      callApi('lotteryExchange', input, { signal }),
    ),
  },
  guards: {
    pointsRejected: ({ context }) => pointsProblem(context) !== null,
  },
  actions: {
    assignConfig: assign({
      config: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.getLotterConfig');
        return event.output;
      },
    }),
    assignLoadError: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.getLotterConfig');
        return callFailure(event.error);
      },
    }),
    assignPoints: assign({
      points: ({ event }) => {
        assertEvent(event, 'POINTS.CHANGE');
        return event.value.replace(/\D/g, '').slice(0, 9);
      },
    }),
    noticePoints: assign({
      notice: ({ context }) => {
        const problem = pointsProblem(context);
        return problem ? notice(problem.id, 'error', problem.values) : null;
      },
    }),
    assignExchanged: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.lotteryExchange');
      return {
        config: context.config ? { ...context.config, lottery: event.output.lottery } : null,
        points: '',
        notice: notice('wallet.points.exchanged', 'success'),
      };
    }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.lotteryExchange');
        return callFailure(event.error);
      },
    }),
    refreshSession: enqueueActions(({ enqueue, context }) => {
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'BALANCE.REFRESH' }));
    }),
  },
}).createMachine({
  id: 'points',
  context: ({ input }) => ({ config: null, points: '', notice: null, session: input.session ?? null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getLotterConfig: points balance, limits and rate.',
      invoke: {
        id: 'getLotterConfig',
        src: 'getLotterConfig',
        onDone: { target: 'editing', actions: 'assignConfig' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      description: 'The terms could not be read: the reason and Retry.',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'Whole points to exchange; the coin they buy shows as they are typed.',
      on: {
        'POINTS.CHANGE': { actions: 'assignPoints' },
        SUBMIT: [{ guard: 'pointsRejected', actions: 'noticePoints' }, { target: 'exchanging' }],
      },
    },
    exchanging: {
      description: 'lotteryExchange; the answer holds both balances after.',
      invoke: {
        id: 'lotteryExchange',
        src: 'lotteryExchange',
        input: ({ context }) => ({ points: parsePoints(context.points) ?? 0 }),
        onDone: { target: 'editing', actions: ['assignExchanged', 'refreshSession'] },
        onError: { target: 'editing', actions: 'noticeFailure' },
      },
    },
  },
});

export type PointsMachine = typeof pointsMachine;
