import type { DepositFinishedEmitted } from '../../../machines/shared/protocol';
import { useEmitted } from '../../platform/react/useEmitted';
import { SessionContext } from '../shared/sessionContext';

/**
 * Forwards the session's `deposit.finished` of one activity type (39 first-charge, 15 sign-up card) to the
 * screen's machine as DEPOSIT.FINISHED, so it reloads its state after a purchase.
 */
export function DepositFinishedForward({
  actType,
  to,
}: {
  actType: number;
  to: { send(event: { type: 'DEPOSIT.FINISHED' }): void };
}) {
  const session = SessionContext.useActorRef();
  useEmitted<DepositFinishedEmitted>(session, 'deposit.finished', (event) => {
    if (event.actType === actType) to.send({ type: 'DEPOSIT.FINISHED' });
  });
  return null;
}
