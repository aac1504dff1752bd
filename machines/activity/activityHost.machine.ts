import { type ActorRefFrom, type AnyActorRef, type AnyStateMachine, assertEvent, enqueueActions, setup } from 'xstate';
import type { TypesOf } from '../shared/machineTypes';
import type { ActivitySession } from './activity.machine';

/**
 * The session's child for one activity (design card: the session owns first-charge, invite and the sign-up bonus).
 * Each visit (a page opened, the home modal shown) sends OPEN with the activity's params and starts a fresh run of
 * the activity as the host's child (`context.run`, with the session as its `session`); a new OPEN replaces it,
 * CLOSE stops it: one without a visitor always, a visit's own only while its run is the current one (a page that
 * goes after the next visit began must not stop that visit's run). The session routes DEPOSIT.FINISHED of the
 * activity's purchases here; the host passes it on. Screens open and close visits, and read the run, in
 * src/screens/activity/sessionActivities.ts.
 */

export interface ActivityHostContext<TRun> {
  session: ActivitySession | null;
  run: TRun | null;
  visits: number;
  /** The visit (the visiting screen's id) whose OPEN started the current run. */
  visitor: string | null;
}

export type ActivityHostEvent<TParams> =
  | { type: 'OPEN'; params: TParams; visitor?: string }
  | { type: 'CLOSE'; visitor?: string }
  | { type: 'DEPOSIT.FINISHED' };

export function activityHostOf<TParams extends object, TLogic extends AnyStateMachine>(id: string, logic: TLogic) {
  type Run = ActorRefFrom<TLogic>;
  return setup({
    types: {} as TypesOf<ActivityHostContext<Run>, ActivityHostEvent<TParams>, { session?: ActivitySession }>,
    actions: {
      startRun: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'OPEN');
        if (context.run) enqueue.stopChild(context.run);
        const visits = context.visits + 1;
        enqueue.assign({
          visits,
          visitor: event.visitor ?? null,
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
        enqueue.assign({ run: null, visitor: null });
      }),
      forward: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'DEPOSIT.FINISHED');
        if (context.run) enqueue.sendTo(context.run as AnyActorRef, { type: 'DEPOSIT.FINISHED' });
      }),
    },
    guards: {
      isCurrentVisit: ({ context, event }) => {
        assertEvent(event, 'CLOSE');
        return event.visitor === undefined || event.visitor === context.visitor;
      },
    },
  }).createMachine({
    id: `${id}Host`,
    context: ({ input }) => ({ session: input.session ?? null, run: null, visits: 0, visitor: null }),
    on: {
      OPEN: { actions: 'startRun' },
      CLOSE: { guard: 'isCurrentVisit', actions: 'stopRun' },
      'DEPOSIT.FINISHED': { actions: 'forward' },
    },
  });
}
