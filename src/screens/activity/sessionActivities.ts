import { useActorRef, useSelector } from '@xstate/react';
import { activityHostIn, currentRun } from '../../../machines/activity/activityHost.selectors';
import { activityVisitMachine } from '../../../machines/activity/activityVisit.machine';
import type { FirstChargeHost, FirstChargeParams } from '../../../machines/activity/firstCharge.machine';
import type { InviteHost, InviteParams } from '../../../machines/activity/invite.machine';
import type { SignPayHost, SignPayParams } from '../../../machines/activity/signPay.machine';
import { SessionContext } from '../shared/sessionContext';

/**
 * The session owns first-charge, invite and the sign-up bonus (design card). A screen showing one starts a visit
 * (a fresh run of the activity under the session) and reads the run by these typed selectors; null while the
 * activity's code loads.
 */
export function useFirstCharge(params: FirstChargeParams) {
  const lazy = SessionContext.useSelector((snapshot) => snapshot.children.firstCharge);
  useActorRef(activityVisitMachine, { input: { host: lazy, params } });
  const host = useSelector(lazy, (snapshot) => activityHostIn<FirstChargeHost>(snapshot, 'firstCharge'));
  return useSelector(host, currentRun);
}

export function useInvite(params: InviteParams) {
  const lazy = SessionContext.useSelector((snapshot) => snapshot.children.invite);
  useActorRef(activityVisitMachine, { input: { host: lazy, params } });
  const host = useSelector(lazy, (snapshot) => activityHostIn<InviteHost>(snapshot, 'invite'));
  return useSelector(host, currentRun);
}

export function useSignPay(params: SignPayParams) {
  const lazy = SessionContext.useSelector((snapshot) => snapshot.children.signPay);
  useActorRef(activityVisitMachine, { input: { host: lazy, params } });
  const host = useSelector(lazy, (snapshot) => activityHostIn<SignPayHost>(snapshot, 'signPay'));
  return useSelector(host, currentRun);
}
