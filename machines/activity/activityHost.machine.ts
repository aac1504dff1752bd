import { type ActorRefFrom, type AnyActorRef, type AnyStateMachine, assertEvent, enqueueActions, setup } from 'xstate';
import type { ActivitySession } from '../shared/activity.machine';

/**
 * The session's child for one activity (design card: the session owns first-charge, invite and the sign-up bonus).
 * Each visit (a page opened, the home modal shown) sends OPEN with the activity's params and starts a fresh run of
 * the activity as the host's child (`context.run`, with the session as its `session`); a new OPEN replaces it,
 * CLOSE stops it. The session routes DEPOSIT.FINISHED of the activity's purchases here; the host passes it on.
 * Screens read the run through machines/activity/activityHost.selectors.ts.
 */

export interface ActivityHostContext<TRun> {
  session: ActivitySession | null;
  run: TRun | null;
  visits: number;
}

export type ActivityHostEvent<TParams> =
  | { type: 'OPEN'; params: TParams }
  | { type: 'CLOSE' }
  | { type: 'DEPOSIT.FINISHED' };

export function activityHostOf<TParams extends object, TLogic extends AnyStateMachine>(id: string, logic: TLogic) {
  type Run = ActorRefFrom<TLogic>;
  return setup({
    types: {
      context: {} as ActivityHostContext<Run>,
      events: {} as ActivityHostEvent<TParams>,
      input: {} as { session?: ActivitySession },
    },
    actions: {
      startRun: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'OPEN');
        if (context.run) enqueue.stopChild(context.run);
        const visits = context.visits + 1;
        enqueue.assign({
          visits,
          // The logic is data here (one host per activity), so spawn sees it untyped; the run is typed by it.
          run: ({ spawn }) =>
            (spawn as unknown as (logic: AnyStateMachine, options: { id: string; input: unknown }) => unknown)(logic, {
              id: `${id}.${visits}`,
              input: { ...event.params, session: context.session },
            }) as Run,
        });
      }),
      stopRun: enqueueActions(({ enqueue, context }) => {
        if (context.run) enqueue.stopChild(context.run);
        enqueue.assign({ run: null });
      }),
      forward: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'DEPOSIT.FINISHED');
        if (context.run) enqueue.sendTo(context.run as AnyActorRef, { type: 'DEPOSIT.FINISHED' });
      }),
    },
  }).createMachine({
    id: `${id}Host`,
    context: ({ input }) => ({ session: input.session ?? null, run: null, visits: 0 }),
    on: {
      OPEN: { actions: 'startRun' },
      CLOSE: { actions: 'stopRun' },
      'DEPOSIT.FINISHED': { actions: 'forward' },
    },
  });
}
