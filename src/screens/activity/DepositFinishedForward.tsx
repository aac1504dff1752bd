import type { DepositFinishedEmitted } from '../../../machines/wallet/depositHost.machine';
import { useEmitted } from '../../platform/react/useEmitted';
import { SessionContext } from '../shared/sessionContext';

type Emitter = Parameters<typeof useEmitted<DepositFinishedEmitted>>[0];

/**
 * Forwards the session deposit's `deposit.finished` of one activity type (39 first-charge, 15 sign-up card) to the
 * screen's machine as DEPOSIT.FINISHED, so it reloads its state after a purchase.
 */
export function DepositFinishedForward({
  actType,
  to,
}: {
  actType: number;
  to: { send(event: { type: 'DEPOSIT.FINISHED' }): void };
}) {
  const host = SessionContext.useSelector((snapshot) => snapshot.children.deposit);
  return host ? <Listener host={host} actType={actType} to={to} /> : null;
}

function Listener(props: { host: Emitter; actType: number; to: { send(event: { type: 'DEPOSIT.FINISHED' }): void } }) {
  useEmitted<DepositFinishedEmitted>(props.host, 'deposit.finished', (event) => {
    if (event.actType === props.actType) props.to.send({ type: 'DEPOSIT.FINISHED' });
  });
  return null;
}
