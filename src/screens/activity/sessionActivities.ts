import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { AnyActorRef } from 'xstate';
import { currentRun } from '../../../machines/activity/activityHost.selectors';
import type { FirstChargeParams } from '../../../machines/activity/firstCharge.machine';
import type { InviteParams } from '../../../machines/activity/invite.machine';
import type { SignPayParams } from '../../../machines/activity/signPay.machine';
import { useLifecycle } from '../../platform/react/useLifecycle';
import { useSessionChild } from '../shared/sessionChildren';
import { SessionContext } from '../shared/sessionContext';

/**
 * The session owns first-charge, invite and the sign-up bonus (design card). A screen showing one is a visit: while
 * it is on the page, the session's child for the activity has it open (OPEN starts a fresh run with the screen's
 * params, loading the activity's code the first time; CLOSE when the screen goes stops the run and its timers:
 * machines/activity/activityHost.machine.ts). The visitor is this screen's own id, so a screen leaving after a newer
 * one opened the same activity (the home modal, then its page) does not close the newer run. The screen reads the
 * run in one read of the loaded host; null while the activity's code loads, and for a guest (no such child).
 */
function useVisit(owner: AnyActorRef | undefined, params: object): void {
  const visitor = useId();
  // The params of the first render are the visit's, as a run keeps the params it opened with.
  useLifecycle(() => {
    if (!owner) return;
    owner.send({ type: 'OPEN', params, visitor });
    return () => owner.send({ type: 'CLOSE', visitor });
  }, [owner, visitor]);
}

export function useFirstCharge(params: FirstChargeParams) {
  useVisit(
    SessionContext.useSelector((snapshot) => snapshot.children.firstCharge),
    params,
  );
  return useSelector(useSessionChild('firstChargeHost'), currentRun);
}

export function useInvite(params: InviteParams) {
  useVisit(
    SessionContext.useSelector((snapshot) => snapshot.children.invite),
    params,
  );
  return useSelector(useSessionChild('inviteHost'), currentRun);
}

export function useSignPay(params: SignPayParams) {
  useVisit(
    SessionContext.useSelector((snapshot) => snapshot.children.signPay),
    params,
  );
  return useSelector(useSessionChild('signPayHost'), currentRun);
}
