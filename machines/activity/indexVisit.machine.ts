import { setup } from 'xstate';
import type { SessionRef } from '../shared/protocol';

/**
 * A visit of the activity index (/activity; docs/promotions.md): it asks the session to re-read the activity data
 * (getActivityIds) once, so the list, Supply's isBankrupt and the hasFund red dot follow the server while the
 * player looks at them, not only as the login left them. It also holds the visit's moment (`seenAt`, from the page's
 * clock; tests pass theirs), which the cards' "Ends in N d" chips count from.
 */

export type IndexVisitSession = SessionRef<{ type: 'ACTIVITIES.REFRESH' }>;

export const indexVisitMachine = setup({
  types: {
    context: {} as { session: IndexVisitSession | null; seenAt: number },
    input: {} as { session?: IndexVisitSession; now?: () => number },
  },
  actions: {
    refreshActivities: ({ context }) => context.session?.send({ type: 'ACTIVITIES.REFRESH' }),
  },
}).createMachine({
  id: 'indexVisit',
  context: ({ input }) => ({ session: input.session ?? null, seenAt: (input.now ?? Date.now)() }),
  initial: 'asked',
  states: {
    asked: {
      type: 'final',
      description: 'The session was asked to re-read the activity data (once per visit).',
      entry: 'refreshActivities',
    },
  },
});

export type IndexVisitMachine = typeof indexVisitMachine;
