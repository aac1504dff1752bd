import { type AnyActorRef, enqueueActions, fromCallback, setup } from 'xstate';

/**
 * One visit of an activity the session owns (a page opened, the home modal shown): the screen starts it where the
 * activity shows, and its start sends OPEN with the activity's params to the session's child (which starts a fresh
 * run: machines/activity/activityHost.machine.ts). When the screen goes (the visit stops), it sends CLOSE, so the
 * run and its timers do not outlive the page; the host ignores a CLOSE from a visit a newer one has replaced.
 */
export interface ActivityVisitInput {
  /** The session's activity child (`snapshot.children.firstCharge`…); absent for a guest. */
  host: AnyActorRef | undefined;
  params: object;
}

interface LeaveInput {
  host: AnyActorRef | undefined;
  visitor: string;
}

/**
 * Says CLOSE when the visit stops. XState runs no exit action when an actor is stopped, but it does clean up its
 * invoked children: this callback's clean-up is that moment.
 */
const closeOnLeave = fromCallback<{ type: string }, LeaveInput>(({ input }) => () => {
  input.host?.send({ type: 'CLOSE', visitor: input.visitor });
});

export const activityVisitMachine = setup({
  types: {
    context: {} as ActivityVisitInput,
    input: {} as ActivityVisitInput,
  },
  actors: { closeOnLeave },
  actions: {
    // sendTo, not a custom action calling send(): the host handles OPEN at once, and its own assigns would then run
    // inside this action (XState warns of that).
    open: enqueueActions(({ enqueue, context, self }) => {
      if (context.host) enqueue.sendTo(context.host, { type: 'OPEN', params: context.params, visitor: self.sessionId });
    }),
  },
}).createMachine({
  id: 'activityVisit',
  context: ({ input }) => input,
  initial: 'visiting',
  states: {
    visiting: {
      description: 'The activity is on screen; its run belongs to the session. Leaving closes the run.',
      entry: 'open',
      invoke: {
        src: 'closeOnLeave',
        input: ({ context, self }) => ({ host: context.host, visitor: self.sessionId }),
      },
    },
  },
});
