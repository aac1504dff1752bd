import { assertEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import type { ActivityData, SessionRef } from '../shared/protocol';

/**
 * Refreshes the player's activity data (spec §3, §7 getActivityIds) for the session, which invokes it while logged
 * in (child id 'activities'). REFRESH loads it; the answer goes to the session (ACTIVITIES.UPDATED); a failed load
 * is ignored, as the spec says of activity loads (the session keeps what the login gave). A REFRESH while loading
 * starts over, so the last answer wins.
 */

export type { ActivityData };

export type ActivityDataReceiver = SessionRef<{ type: 'ACTIVITIES.UPDATED'; data: ActivityData }>;

export interface ActivityDataInput {
  session?: ActivityDataReceiver;
}

export type ActivityDataEvent = { type: 'REFRESH' } | Settled<ActivityData, 'getActivityIds'>;

export const activityDataMachine = setup({
  types: {} as TypesOf<{ session: ActivityDataReceiver | null }, ActivityDataEvent, ActivityDataInput>,
  actors: {
    getActivityIds: fromPromise<ActivityData>(({ signal }) => callApi('getActivityIds', {}, { signal })),
  },
  actions: {
    tellSession: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.getActivityIds');
      context.session?.send({ type: 'ACTIVITIES.UPDATED', data: event.output });
    },
  },
}).createMachine({
  id: 'activityData',
  context: ({ input }) => ({ session: input?.session ?? null }),
  initial: 'idle',
  states: {
    idle: { on: { REFRESH: 'loading' } },
    loading: {
      description: 'getActivityIds; a new REFRESH restarts it.',
      on: { REFRESH: { target: 'loading', reenter: true } },
      invoke: {
        id: 'getActivityIds',
        src: 'getActivityIds',
        onDone: { target: 'idle', actions: 'tellSession' },
        onError: 'idle',
      },
    },
  },
});

export type ActivityDataMachine = typeof activityDataMachine;
