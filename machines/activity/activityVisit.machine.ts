import { type AnyActorRef, setup } from 'xstate';

/**
 * One visit of an activity the session owns (a page opened, the home modal shown): the screen starts it where the
 * activity shows, and its start sends OPEN with the activity's params to the session's child (which starts a fresh
 * run: machines/activity/activityHost.machine.ts). No state of its own.
 */
export interface ActivityVisitInput {
  /** The session's activity child (`snapshot.children.firstCharge`…); absent for a guest. */
  host: AnyActorRef | undefined;
  params: object;
}

export const activityVisitMachine = setup({
  types: {
    context: {} as ActivityVisitInput,
    input: {} as ActivityVisitInput,
  },
  actions: {
    open: ({ context }) => context.host?.send({ type: 'OPEN', params: context.params }),
  },
}).createMachine({
  id: 'activityVisit',
  context: ({ input }) => input,
  initial: 'visiting',
  states: {
    visiting: { description: 'The activity is on screen; its run belongs to the session.', entry: 'open' },
  },
});
