import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useEmitted } from '../../platform/react/useEmitted';
import { SessionContext } from '../shared/sessionContext';

/**
 * One promotion page's run of its activity machine (machines/activity/activity.machine.ts, no params): started with
 * the session, leaving the page (back) when it closes. Answers the actor, its snapshot and the `run` ActivityPage
 * and ClaimButton take.
 */
export function useActivityPage<M extends AnyStateMachine>(machine: M) {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const actor = useActorRef(machine, { input: { session } as InputFrom<M> });
  useEmitted(actor, 'exit', () => void navigate(-1));
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, run: { snapshot, send: actor.send } };
}
