import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { ShownChoice } from '../../src/api/contract/contentMedia';
import type { TypesOf } from '../shared/machineTypes';
import { movedOrder } from './content.machine';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * The home's floating activity icons and featured rewards on /ops/content (marketing and admins; docs/ops.md
 * "Content"): each a fixed list the operator turns on and off and moves up and down, then saves whole. The server
 * offers only what the app can show and checks the list again; a 401 tells the session.
 */
export type ChoiceList = 'floating' | 'featured';

export interface ChoiceGroup {
  name: ChoiceList;
  choices: ShownChoice[];
}

export interface ChoicesContext extends QueueContext<ChoiceGroup> {
  /** The list being saved. */
  saving: ChoiceList;
}

export type ChoicesEvent =
  | { type: 'TOGGLE'; list: ChoiceList; key: string }
  | { type: 'MOVE'; list: ChoiceList; key: string; by: -1 | 1 }
  | { type: 'SAVE'; list: ChoiceList }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: ChoiceGroup[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<unknown, 'save'>
  | ErrorActorEvent<unknown, 'save'>;

const SAVED: Record<ChoiceList, string> = { floating: 'Floating icons saved.', featured: 'Featured rewards saved.' };

/** The keys a list shows, in order: the body the server takes. */
export const shownOf = (choices: readonly ShownChoice[]): string[] => choices.filter((c) => c.on).map((c) => c.key);

/** One list with `change` applied to its choices. */
const changed = (groups: ChoiceGroup[], name: ChoiceList, change: (choices: ShownChoice[]) => ShownChoice[]) =>
  groups.map((g) => (g.name === name ? { ...g, choices: change(g.choices) } : g));

const call = queueCallsOf<ChoicesContext>();

export const contentChoicesMachine = setup({
  types: {} as TypesOf<ChoicesContext, ChoicesEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: ChoiceGroup[] }, { token: string }>(async ({ input, signal }) => {
      const answer = await opsCall<Record<ChoiceList, ShownChoice[]>>(
        'GET',
        '/content/choices',
        input.token,
        undefined,
        signal,
      );
      return {
        list: [
          { name: 'floating', choices: answer.floating },
          { name: 'featured', choices: answer.featured },
        ],
      };
    }),
    save: fromPromise<unknown, { token: string; list: ChoiceList; shown: string[] }>(({ input, signal }) =>
      opsCall('POST', `/content/${input.list}`, input.token, { shown: input.shown }, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
  },
  actions: {
    ...queueActions,
    toggle: assign({
      list: ({ context }, { list, key }: { list: ChoiceList; key: string }) =>
        changed(context.list, list, (choices) => choices.map((c) => (c.key === key ? { ...c, on: !c.on } : c))),
      notice: null,
    }),
    move: assign({
      list: ({ context }, { list, key, by }: { list: ChoiceList; key: string; by: -1 | 1 }) =>
        changed(context.list, list, (choices) => {
          const order = movedOrder(
            choices.map((_choice, id) => ({ id })),
            choices.findIndex((c) => c.key === key),
            by,
          );
          return order.map((i) => choices[i]!);
        }),
      notice: null,
    }),
    chooseSave: assign({ saving: ({ event }) => (event as { list: ChoiceList }).list, notice: null }),
    saved: assign({ notice: ({ context }) => ({ kind: 'success', text: SAVED[context.saving] }) }),
  },
}).createMachine({
  id: 'contentChoices',
  context: ({ input }) => ({ ...input, list: [], notice: null, loadError: null, saving: 'floating' }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The floating icons and the featured rewards, each on or off, moved up or down, and saved.',
      tags: ['ready'],
      on: {
        TOGGLE: { actions: { type: 'toggle', params: ({ event }) => event } },
        MOVE: { actions: { type: 'move', params: ({ event }) => event } },
        SAVE: { target: 'saving', actions: 'chooseSave' },
        REFRESH: 'loading',
      },
    },
    saving: call({
      description: 'Stores the list shown, in its order; the server checks it again and audits it.',
      src: 'save',
      input: (context) => ({
        list: context.saving,
        shown: shownOf(context.list.find((g) => g.name === context.saving)?.choices ?? []),
      }),
      done: 'saved',
      refusedTo: 'loading',
    }),
  },
});

export type ContentChoicesMachine = typeof contentChoicesMachine;
