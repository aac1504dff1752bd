import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { UserInfo } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import type { Settled } from '../shared/actorEvents';
import { editField, type FieldChange, failureAbout, setsField } from '../shared/form';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import { profileFailure } from './profileErrors';

/**
 * /profile/superior (spec §5: a superior can be set only when none exists): the superior's player id,
 * agentFill {pid} once; the server refuses an unknown id, the player's own id and a second time with clear errors.
 * An empty id, an unknown one (5011) and the player's own (5012) are about the id field; a superior
 * already set (5013) names no field.
 */
export interface SuperiorInput {
  session: { send(event: { type: 'USER.UPDATED'; user: UserInfo }): void };
  user: UserInfo;
}

export interface SuperiorContext extends SuperiorInput {
  fields: { pid: string };
  notice: Notice | null;
}

export type SuperiorEvent = FieldChange<'pid'> | { type: 'SUBMIT' } | Settled<DataOf<'agentFill'>, 'agentFill'>;

const LIMITS = { pid: (value: string) => value.replace(/\D/g, '').slice(0, 9) } as const;

/** agentFill refused: an id that is no player, or the player's own, is about the id field. */
export const superiorFailure = failureAbout(profileFailure, {
  [PROFILE_ERRCODE.superiorUnknown]: 'pid',
  [PROFILE_ERRCODE.superiorSelf]: 'pid',
});

export const superiorMachine = setup({
  types: {} as TypesOf<SuperiorContext, SuperiorEvent, SuperiorInput>,
  actors: {
    agentFill: fromPromise<DataOf<'agentFill'>, { pid: number }>(({ input, signal }) =>
      callApi('agentFill', input, { signal }),
    ),
  },
  guards: {
    hasSuperior: ({ context }) => context.user.pid !== 0,
    pidTyped: ({ context }) => context.fields.pid !== '' && Number(context.fields.pid) > 0,
  },
  actions: {
    setField: assign(({ context }, change: FieldChange<'pid'>) => editField(context, change, LIMITS)),
    noticeMissing: assign({ notice: () => ({ ...notice('profile.superior.required', 'error'), field: 'pid' }) }),
    assignSet: assign(({ context, event }) => {
      const pid = (event as DoneActorEvent<DataOf<'agentFill'>>).output.pid;
      const user = { ...context.user, pid };
      context.session.send({ type: 'USER.UPDATED', user });
      return { user, notice: notice('profile.superior.saved', 'success') };
    }),
    noticeFailure: assign({ notice: ({ event }) => superiorFailure((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'superior',
  context: ({ input }) => ({ ...input, fields: { pid: '' }, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'No superior yet: the id field and Save (a player who has one goes straight to set).',
      always: { guard: 'hasSuperior', target: 'set' },
      on: {
        ...setsField,
        SUBMIT: [{ guard: 'pidTyped', target: 'saving' }, { actions: 'noticeMissing' }],
      },
    },
    saving: {
      tags: ['busy'],
      description: 'agentFill is under way.',
      invoke: {
        id: 'agentFill',
        src: 'agentFill',
        input: ({ context }) => ({ pid: Number(context.fields.pid) }),
        onDone: { target: 'set', actions: 'assignSet' },
        onError: { target: 'editing', actions: 'noticeFailure' },
      },
    },
    set: { tags: ['set'], description: 'The superior is set: shown, not changeable.' },
  },
});

export type SuperiorMachine = typeof superiorMachine;
