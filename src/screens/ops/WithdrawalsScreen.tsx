import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { withdrawalQueueMachine } from '../../../machines/ops/withdrawalQueue.machine';
import {
  isQueueBusy,
  queueItems,
  reasonOf,
  showsQueue,
  workingOn,
} from '../../../machines/ops/withdrawalQueue.selectors';
import type { PayoutSend, WithdrawalItem } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import { ReasonInput } from './ReasonInput';
import type { Gate } from './RoleGate';

type Queue = ActorRefFrom<typeof withdrawalQueueMachine>;

/** /ops/withdrawals: finance's queue (other roles are told it is not theirs; the server refuses them anyway). */
export function WithdrawalsScreen({ token, session }: Gate) {
  const queue = useActorRef(withdrawalQueueMachine, { input: { token, session } });
  const items = useSelector(queue, queueItems);
  const view = useSelector(queue, queueView, sameQueueView);
  return (
    <QueuePage
      id="ops-wd-title"
      title="Withdrawals waiting for approval"
      columns={['Order', 'Player', 'Amount', 'Bank account', 'Requested', 'Approvals or sending', 'Decision']}
      caption="Withdrawals, oldest first"
      empty="No withdrawal is waiting."
      view={view}
      queue={queue}
    >
      {items.map((item) => (
        <QueueRow key={item.orderId} item={item} queue={queue} />
      ))}
    </QueuePage>
  );
}

function QueueRow({ item, queue }: { item: WithdrawalItem; queue: Queue }) {
  const reason = useSelector(queue, (s) => reasonOf(s, item.orderId));
  const working = useSelector(queue, workingOn) === item.orderId;
  const idle = useSelector(queue, (s) => showsQueue(s) && !isQueueBusy(s));
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
        <OpsTime at={item.createdAt} />
      </td>
      {item.send ? (
        <SendFailed item={item} send={item.send} queue={queue} idle={idle} working={working} />
      ) : (
        <>
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
            <ReasonInput
              id={`reason-${item.orderId}`}
              label={`Reason for rejecting ${item.orderId}`}
              value={reason}
              onChange={(value) => queue.send({ type: 'REASON.CHANGE', orderId: item.orderId, value })}
            />
            <Button
              disabled={!idle}
              onClick={() => queue.send({ type: 'REJECT', orderId: item.orderId })}
              aria-label={`Reject ${item.orderId}`}
            >
              Reject
            </Button>
          </td>
        </>
      )}
    </tr>
  );
}

const SEND_STATE: Record<PayoutSend['status'], string> = {
  retry: 'Sending failed: tried again automatically',
  unsent: 'Sending failed: no more automatic tries',
  sending: 'Being sent',
};

/** An approved withdrawal the payout provider did not take: what happened, and Retry send (same order, paid once). */
function SendFailed(props: { item: WithdrawalItem; send: PayoutSend; queue: Queue; idle: boolean; working: boolean }) {
  const { item, send } = props;
  return (
    <>
      <td>
        {SEND_STATE[send.status]} ({send.attempts} {send.attempts === 1 ? 'attempt' : 'attempts'}
        {send.error ? `, last: ${send.error}` : ''}
        {send.nextAt !== null && (
          <>
            ; next at <OpsTime at={send.nextAt} timeOnly />
          </>
        )}
        )
      </td>
      <td className="ops-decision">
        <Button
          variant="primary"
          busy={props.working}
          disabled={!props.idle || send.status === 'sending'}
          onClick={() => props.queue.send({ type: 'RETRY_SEND', orderId: item.orderId })}
          aria-label={`Retry sending ${item.orderId}`}
        >
          Retry send
        </Button>
      </td>
    </>
  );
}
