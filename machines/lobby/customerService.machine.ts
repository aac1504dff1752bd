import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { CustomerService } from '../../src/api/contract/entities';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';

/**
 * The customer-service button (spec §2 header and menu, §5 throttle, §8): live chat inside the app when a chat
 * entry (isOut 0 with a URL) is configured, otherwise the first external service URL (isOut 1), opened in a
 * new tab. getCustomerServices loads when the button appears, so a press opens at once (inside the click: a
 * popup blocker lets it through); a press during the load opens when it answers. A failed load is ignored
 * (spec §8) and the configuration's list (webConfig.appCustomerServiceList) stands in. After an external
 * open, presses are ignored for 5 s. With no usable entry the player reads lobby.service.unavailable.
 */

export interface CustomerServiceInput {
  /** webConfig.appCustomerServiceList: used until (and unless) getCustomerServices answers. */
  services: readonly CustomerService[];
}

export interface CustomerServiceContext {
  services: readonly CustomerService[];
  /** The player pressed while the list was loading: open as soon as it is in. */
  wanted: boolean;
  /** The live-chat URL shown in the chat panel. */
  chatUrl: string | null;
  notice: Notice | null;
}

/** What the screen's adapter receives: open this URL in a new tab (machines never touch window). */
export interface OpenUrlEmitted {
  type: 'openUrl';
  url: string;
}

export type CustomerServiceEvent =
  | { type: 'PRESS' }
  /** Closes the live-chat panel. */
  | { type: 'CLOSE' }
  | Settled<{ appCustomerServiceQueue: CustomerService[] }, 'getCustomerServices'>;

/** Service button throttle (spec §5, §9). */
export const SERVICE_THROTTLE_MS = 5_000;

const liveChat = (services: readonly CustomerService[]) =>
  services.find((service) => service.isOut === 0 && service.url !== '');
const external = (services: readonly CustomerService[]) =>
  services.find((service) => service.isOut === 1 && service.url !== '');

export const customerServiceMachine = setup({
  types: {} as TypesOf<
    CustomerServiceContext,
    CustomerServiceEvent,
    CustomerServiceInput,
    'getCustomerServices',
    OpenUrlEmitted
  >,
  actors: {
    getCustomerServices: fromPromise<{ appCustomerServiceQueue: CustomerService[] }>(({ signal }) =>
      callApi('getCustomerServices', {}, { signal }),
    ),
  },
  guards: {
    wanted: ({ context }) => context.wanted,
    hasLiveChat: ({ context }) => liveChat(context.services) !== undefined,
    hasExternal: ({ context }) => external(context.services) !== undefined,
  },
  actions: {
    assignServices: assign({
      services: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.getCustomerServices');
        return event.output.appCustomerServiceQueue ?? [];
      },
    }),
    ignoreFailure: () => {
      // Spec §8: a failed customer-service fetch is ignored; the configuration's list stays.
    },
    want: assign({ wanted: true }),
    clearWanted: assign({ wanted: false }),
    assignChat: assign({ chatUrl: ({ context }) => liveChat(context.services)?.url ?? null }),
    clearChat: assign({ chatUrl: null }),
    openExternal: emit(({ context }) => ({ type: 'openUrl', url: external(context.services)?.url ?? '' }) as const),
    noticeUnavailable: assign({ notice: () => notice('lobby.service.unavailable', 'error') }),
    ignorePress: () => {
      // Within 5 s of the last opening (spec §5): nothing opens. Named so the chart shows the refusal.
    },
  },
  delays: {
    serviceThrottle: SERVICE_THROTTLE_MS,
  },
}).createMachine({
  id: 'customerService',
  context: ({ input }) => ({ services: input.services, wanted: false, chatUrl: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getCustomerServices is under way; a press is remembered.',
      invoke: {
        id: 'getCustomerServices',
        src: 'getCustomerServices',
        onDone: [
          { guard: 'wanted', target: 'choosing', actions: ['assignServices', 'clearWanted'] },
          { target: 'ready', actions: 'assignServices' },
        ],
        onError: [
          { guard: 'wanted', target: 'choosing', actions: ['ignoreFailure', 'clearWanted'] },
          { target: 'ready', actions: 'ignoreFailure' },
        ],
      },
      on: { PRESS: { actions: 'want' } },
    },
    ready: {
      description: 'The list is in: a press opens customer service.',
      on: { PRESS: 'choosing' },
    },
    choosing: {
      description: 'Live chat when configured, else the external URL, else a message.',
      always: [
        { guard: 'hasLiveChat', target: 'chatting', actions: 'assignChat' },
        { guard: 'hasExternal', target: 'throttled', actions: 'openExternal' },
        { target: 'ready', actions: 'noticeUnavailable' },
      ],
    },
    chatting: {
      description: 'The live-chat panel is open over the page.',
      // The panel covers the button while open, so no second chat can start; closing frees the button.
      on: { CLOSE: { target: 'ready', actions: 'clearChat' } },
    },
    throttled: {
      description: 'Presses are ignored for 5 s after an opening.',
      after: { serviceThrottle: 'ready' },
      on: { PRESS: { actions: 'ignorePress' } },
    },
  },
});

export type CustomerServiceMachine = typeof customerServiceMachine;
