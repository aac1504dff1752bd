import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { Settled } from '../shared/actorEvents';
import { accepted, editField, editingState, type FieldChange, failureAbout } from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import { about } from '../shared/validation';
import { checkAmount, parsePoints, pointsOf } from './walletRules';
import { askBalanceRefresh, type BalanceReceiver, callFailure, WALLET_ERRCODE } from './walletSession';

/**
 * /points (spec §2, §7 getLotterConfig and lotteryExchange, §9 points shown as floor(value / 100)): the points
 * balance and the exchange of whole points for coin at the configured rate, within the configured limits.
 * The limits' errors and the server's 3002 / 3005 name the `points` field.
 */

export type LotteryConfig = DataOf<'getLotterConfig'>;
export type LotteryExchange = DataOf<'lotteryExchange'>;

export interface PointsInput {
  session?: BalanceReceiver;
}

export interface PointsContext {
  config: LotteryConfig | null;
  fields: { points: string };
  notice: Notice | null;
  session: BalanceReceiver | null;
}

interface ExchangeRequest {
  points: string;
  config: LotteryConfig | null;
}

export type PointsEvent =
  | { type: 'RETRY' }
  | FieldChange<'points'>
  | { type: 'SUBMIT' }
  | Settled<LotteryConfig, 'getLotterConfig'>
  | DoneActorEvent<SubmissionOutput<LotteryExchange>, 'submission'>;

/** Coin (hundredths) that `points` hundredths buy at the configured rate (contract: floor(points × rate / 10000)). */
export const coinFor = (points: number, rateBasisPoints: number) => Math.floor((points * rateBasisPoints) / 10_000);

/** Whole points within the configured limits and the points held. */
export const checkExchange = ({ points, config }: ExchangeRequest) =>
  config
    ? about(
        'points',
        checkAmount(
          points,
          { min: config.minPoints, max: config.maxPoints, held: config.lottery },
          parsePoints,
          pointsOf,
        ),
      )
    : null;

/** lotteryExchange refused: outside the limits or more than held, both about the points typed. */
export const pointsFailure = failureAbout(callFailure, {
  [WALLET_ERRCODE.amountOutOfRange]: 'points',
  [WALLET_ERRCODE.balanceTooLow]: 'points',
});

export const pointsSubmission = submissionOf((request: ExchangeRequest, signal: AbortSignal) =>
  callApi('lotteryExchange', { points: parsePoints(request.points) ?? 0 }, { signal }),
);

export const pointsMachine = setup({
  types: {} as TypesOf<PointsContext, PointsEvent, PointsInput, 'getLotterConfig' | 'submission'>,
  actors: {
    getLotterConfig: fromPromise<LotteryConfig>(({ signal }) => callApi('getLotterConfig', {}, { signal })),
    submission: pointsSubmission,
  },
  guards: {
    accepted,
  },
  actions: {
    assignConfig: assign({ config: (_, config: LotteryConfig) => config }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => callFailure(params.error) }),
    setField: assign(({ context }, change: FieldChange<'points'>) =>
      editField(context, change, { points: (value) => value.replace(/\D/g, '').slice(0, 9) }),
    ),
    showOutcome: assign(({ context }, output: SubmissionOutput<LotteryExchange>) =>
      output.ok
        ? {
            config: context.config ? { ...context.config, lottery: output.result.lottery } : null,
            fields: { points: '' },
            notice: notice('wallet.points.exchanged', 'success'),
          }
        : { notice: output.notice },
    ),
    refreshSession: askBalanceRefresh,
  },
}).createMachine({
  id: 'points',
  context: ({ input }) => ({ config: null, fields: { points: '' }, notice: null, session: input.session ?? null }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'getLotterConfig',
      target: 'editing',
      assign: 'assignConfig',
      read: 'getLotterConfig: points balance, limits and rate.',
      failed: 'The terms could not be read: the reason and Retry.',
    }),
    editing: editingState('Whole points to exchange; the coin they buy shows as they are typed.', 'exchanging'),
    exchanging: submittingNow({
      description: 'The submission child: the limits, then lotteryExchange; the answer holds both balances after.',
      tags: ['form'],
      request: (context: PointsContext) => ({ points: context.fields.points, config: context.config }),
      check: checkExchange,
      errors: pointsFailure,
      onDone: submitted([
        { guard: 'accepted', target: 'editing', output: ['showOutcome'], also: ['refreshSession'] },
        { target: 'editing', output: ['showOutcome'] },
      ]),
    }),
  },
});

export type PointsMachine = typeof pointsMachine;
