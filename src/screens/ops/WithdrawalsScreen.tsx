import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { staffMember, staffToken } from '../../../machines/ops/opsSession.selectors';
import { withdrawalQueueMachine } from '../../../machines/ops/withdrawalQueue.machine';
import {
  isQueueBusy,
  queueFailed,
  queueItems,
  queueLoadError,
  queueNotice,
  reasonOf,
  showsQueue,
  workingOn,
} from '../../../machines/ops/withdrawalQueue.selectors';
import type { WithdrawalItem } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { useOpsSession } from './opsSession';

type Queue = ActorRefFrom<typeof withdrawalQueueMachine>;

/** /ops/withdrawals: finance's queue (other roles are told it is not theirs; the server refuses them anyway). */
export function WithdrawalsScreen() {
  const session = useOpsSession();
  const staff = useSelector(session, staffMember);
  const token = useSelector(session, staffToken);
  if (staff?.role !== 'finance' || !token) {
    return (
      <section aria-labelledby="ops-wd-title">
        <h1 id="ops-wd-title">Withdrawals</h1>
        <p>Only finance staff review withdrawals.</p>
      </section>
    );
  }
  return <WithdrawalQueue token={token} session={session} />;
}

function WithdrawalQueue({ token, session }: { token: string; session: ReturnType<typeof useOpsSession> }) {
  const queue = useActorRef(withdrawalQueueMachine, { input: { token, session } });
  const items = useSelector(queue, queueItems);
  const notice = useSelector(queue, queueNotice);
  const failed = useSelector(queue, queueFailed);
  const loadError = useSelector(queue, queueLoadError);
  const shown = useSelector(queue, showsQueue);
  const busy = useSelector(queue, isQueueBusy);
  return (
    <section aria-labelledby="ops-wd-title" aria-busy={busy}>
      <h1 id="ops-wd-title">Withdrawals waiting for approval</h1>
      <p className={`ops-notice ops-notice--${notice?.kind ?? 'none'}`} role="status">
        {notice?.text ?? ''}
      </p>
      {failed ? (
        <div role="alert">
          <p>{loadError}</p>
          <Button onClick={() => queue.send({ type: 'RETRY' })}>Retry</Button>
        </div>
      ) : items.length === 0 ? (
        <p>{shown ? 'No withdrawal is waiting.' : 'Loading…'}</p>
      ) : (
        <table className="ops-table">
          <caption className="ops-visually-hidden">Withdrawals, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Bank account</th>
              <th scope="col">Requested</th>
              <th scope="col">Approvals</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <QueueRow key={item.orderId} item={item} queue={queue} />
            ))}
          </tbody>
        </table>
      )}
      <Button onClick={() => queue.send({ type: 'REFRESH' })} disabled={!shown || busy}>
        Refresh
      </Button>
    </section>
  );
}

function QueueRow({ item, queue }: { item: WithdrawalItem; queue: Queue }) {
  const reason = useSelector(queue, (s) => reasonOf(s, item.orderId));
  const working = useSelector(queue, workingOn) === item.orderId;
  const idle = useSelector(queue, (s) => showsQueue(s) && !isQueueBusy(s));
  const reasonId = `reason-${item.orderId}`;
  return (
    <tr data-order={item.orderId}>
      <th scope="row">{item.orderId}</th>
      <td>{item.account}</td>
      <td>
        <Money value={item.amount} />
      </td>
      <td>
        {item.bankName}, {item.accountName}
      </td>
      <td>
        <time dateTime={new Date(item.createdAt).toISOString()}>
          {new Date(item.createdAt).toLocaleString('en-PH')}
        </time>
      </td>
      <td>
        {item.needsSecondApprover ? `${item.approvedBy.length} of 2` : 'one needed'}
        {item.approvedBy.length > 0 && ` (${item.approvedBy.join(', ')})`}
      </td>
      <td className="ops-decision">
        <Button
          variant="primary"
          busy={working}
          disabled={!idle}
          onClick={() => queue.send({ type: 'APPROVE', orderId: item.orderId })}
          aria-label={`Approve ${item.orderId}`}
        >
          Approve
        </Button>
        <label className="ops-visually-hidden" htmlFor={reasonId}>
          Reason for rejecting {item.orderId}
        </label>
        <input
          id={reasonId}
          className="ops-input"
          value={reason}
          placeholder="Reason for the player"
          maxLength={300}
          onChange={(event) =>
            queue.send({ type: 'REASON.CHANGE', orderId: item.orderId, value: event.currentTarget.value })
          }
        />
        <Button
          disabled={!idle}
          onClick={() => queue.send({ type: 'REJECT', orderId: item.orderId })}
          aria-label={`Reject ${item.orderId}`}
        >
          Reject
        </Button>
      </td>
    </tr>
  );
}
