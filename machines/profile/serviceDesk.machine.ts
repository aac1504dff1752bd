import { assign, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { CustomerService } from '../../src/api/contract/entities';
import type { Settled } from '../shared/actorEvents';
import { loadingStates } from '../shared/loading';

/**
 * The customer-service page (/service, desktop /lobby/service; spec §2, §5): the list from
 * getCustomerServices (a failed load shows Retry). Choosing an in-app entry (isOut 0) embeds its live chat in the
 * page; an external entry (isOut 1) opens its URL in a new tab, emitted inside the press (a popup blocker lets it
 * through), after which choices are ignored for 5 s like every service button (spec §5).
 */

export interface ServiceDeskContext {
  services: readonly CustomerService[];
  /** The embedded live chat's URL while it is shown. */
  chatUrl: string | null;
}

/** What the screen's adapter receives: open this URL in a new tab (machines never touch window). */
export interface ServiceOpenUrlEmitted {
  type: 'openUrl';
  url: string;
}

type ServiceList = { appCustomerServiceQueue: CustomerService[] };

export type ServiceDeskEvent =
  | { type: 'RETRY' }
  /** The player chose the entry with this id. */
  | { type: 'CHOOSE'; id: number }
  /** Closes the embedded chat. */
  | { type: 'CLOSE' }
  | Settled<ServiceList, 'getCustomerServices'>;

/** Same throttle as the service button (spec §5). */
export const SERVICE_DESK_THROTTLE_MS = 5_000;

const usable = (service: CustomerService) => service.url !== '';
const chosen = (context: ServiceDeskContext, event: ServiceDeskEvent) =>
  event.type === 'CHOOSE' ? context.services.find((service) => service.id === event.id) : undefined;

export const serviceDeskMachine = setup({
  types: {
    context: {} as ServiceDeskContext,
    events: {} as ServiceDeskEvent,
    emitted: {} as ServiceOpenUrlEmitted,
    children: {} as { getCustomerServices: 'getCustomerServices' },
  },
  actors: {
    getCustomerServices: fromPromise<ServiceList>(({ signal }) => callApi('getCustomerServices', {}, { signal })),
  },
  guards: {
    inApp: ({ context, event }) => chosen(context, event)?.isOut === 0,
    external: ({ context, event }) => chosen(context, event)?.isOut === 1,
  },
  actions: {
    assignServices: assign({
      services: (_, answer: ServiceList) => (answer.appCustomerServiceQueue ?? []).filter(usable),
    }),
    assignChat: assign({ chatUrl: ({ context, event }) => chosen(context, event)?.url ?? null }),
    clearChat: assign({ chatUrl: null }),
    openExternal: emit(({ context, event }) => ({ type: 'openUrl', url: chosen(context, event)?.url ?? '' }) as const),
    ignoreChoice: () => {
      // Within 5 s of an external opening (spec §5): nothing opens. Named so the chart shows the refusal.
    },
  },
  delays: { serviceThrottle: SERVICE_DESK_THROTTLE_MS },
}).createMachine({
  id: 'serviceDesk',
  context: { services: [], chatUrl: null },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'getCustomerServices',
      target: 'listed',
      assign: 'assignServices',
      failure: null,
      read: 'getCustomerServices is under way.',
      failed: 'The list could not load: Retry.',
    }),
    listed: {
      tags: ['listed'],
      initial: 'ready',
      states: {
        ready: {
          description: 'A choice opens the entry.',
          on: {
            CHOOSE: [
              { guard: 'inApp', target: 'chatting', actions: 'assignChat' },
              { guard: 'external', target: 'throttled', actions: 'openExternal' },
            ],
          },
        },
        chatting: {
          tags: ['chatting'],
          description: 'The live chat is embedded in the page; another in-app entry replaces it.',
          on: {
            CLOSE: { target: 'ready', actions: 'clearChat' },
            CHOOSE: [
              { guard: 'inApp', target: 'chatting', reenter: true, actions: 'assignChat' },
              { guard: 'external', target: 'throttled', actions: ['clearChat', 'openExternal'] },
            ],
          },
        },
        throttled: {
          tags: ['throttled'],
          description: 'Choices are ignored for 5 s after an external opening.',
          after: { serviceThrottle: 'ready' },
          on: { CHOOSE: { actions: 'ignoreChoice' } },
        },
      },
    },
  },
});

export type ServiceDeskMachine = typeof serviceDeskMachine;
