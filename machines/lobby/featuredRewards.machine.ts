import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The featured-rewards entry block of the Home tab (spec §2, §5, §9): tradeInfo for a player, the anonymous
 * variant for a guest. The first-deposit badge (+300) shows until the first recharge is done. A failed call hides
 * the block (it is promotional; the lobby works without it).
 */

export type TradeInfo = DataOf<'tradeInfo'>;

export interface FeaturedRewardsInput {
  loggedIn: boolean;
}

export interface FeaturedRewardsContext {
  loggedIn: boolean;
  info: TradeInfo | null;
}

export type FeaturedRewardsEvent = Settled<TradeInfo, 'tradeInfo'>;

export const featuredRewardsMachine = setup({
  types: {} as TypesOf<FeaturedRewardsContext, FeaturedRewardsEvent, FeaturedRewardsInput, 'tradeInfo'>,
  actors: {
    tradeInfo: fromPromise<TradeInfo, FeaturedRewardsInput>(({ input, signal }) =>
      input.loggedIn ? callApi('tradeInfo', {}, { signal }) : callApi('anonymousTradeInfo', {}, { signal }),
    ),
  },
  guards: {
    hasEntries: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.tradeInfo');
      // Defensive: the client validates answers, but a stubbed or partial answer must hide the block, not throw.
      return Array.isArray(event.output?.entries) && event.output.entries.length > 0;
    },
  },
  actions: {
    assignInfo: assign({
      info: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.tradeInfo');
        return event.output;
      },
    }),
  },
}).createMachine({
  id: 'featuredRewards',
  context: ({ input }) => ({ loggedIn: input.loggedIn, info: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'tradeInfo (player) or anonymous tradeInfo (guest).',
      invoke: {
        id: 'tradeInfo',
        src: 'tradeInfo',
        input: ({ context }) => ({ loggedIn: context.loggedIn }),
        onDone: [{ guard: 'hasEntries', target: 'ready', actions: 'assignInfo' }, { target: 'hidden' }],
        onError: 'hidden',
      },
    },
    ready: { description: 'The entries, with the +300 first-deposit badge unless the first recharge is done.' },
    hidden: { description: 'Nothing to show, or the call failed: the block is not rendered.' },
  },
});
