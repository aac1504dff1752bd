import { useActorRef, useSelector } from '@xstate/react';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { pendingChangesMachine } from '../../../machines/ops/pendingChanges.machine';
import { approvedSetup, decidedRows, pendingRows } from '../../../machines/ops/pendingChanges.selectors';
import type { PendingChange } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';
import { TotpSetupPanel } from './TotpSetupPanel';

/** What a change does, in a sentence (amounts through the one money format). */
function ChangeSummary({ change }: { change: PendingChange }) {
  const s = change.summary;
  if (change.kind === 'config.secondApprovalAbove') {
    return (
      <>
        Second-approver amount: <Money value={Number(s.before)} /> → <Money value={Number(s.after)} />
      </>
    );
  }
  if (change.kind === 'player.adjust') {
    return (
      <>
        {`Balance adjustment of ${String(s.account)}: `}
        <Money value={Number(s.amount)} />
        {` (${String(s.reason)})`}
      </>
    );
  }
  if (change.kind === 'staff.create')
    return <>{`New ${String(s.role)} account ${String(s.username)} (person ${String(s.personId)})`}</>;
  return <>{`Role of ${String(s.username)}: ${String(s.before)} → ${String(s.after)}`}</>;
}

/** /ops/changes: admin changes waiting for a second admin (another person than the proposer), and the decided ones. */
export function ChangesScreen({ token, session }: Gate) {
  const changes = useActorRef(pendingChangesMachine, { input: { token, session } });
  const pending = useSelector(changes, pendingRows);
  const decided = useSelector(changes, decidedRows);
  const view = useSelector(changes, queueView, sameQueueView);
  const setup = useSelector(changes, approvedSetup);
  return (
    <>
      <QueuePage
        id="ops-changes-title"
        title="Pending changes"
        tools={
          <p>
            A change one admin proposes applies only when a second admin, another person, approves it. The proposer may
            withdraw it with Reject.
          </p>
        }
        columns={['Change', 'What', 'Proposed by', 'Proposed', 'Decision']}
        caption="Changes waiting for a second admin"
        empty="No change is waiting."
        view={view}
        queue={changes}
      >
        {pending.map((change) => (
          <tr key={change.id}>
            <th scope="row">#{change.id}</th>
            <td>
              <ChangeSummary change={change} />
            </td>
            <td>{change.proposedBy}</td>
            <td>
              <OpsTime at={change.proposedAt} />
            </td>
            <td className="ops-decision">
              <Button
                variant="primary"
                disabled={!view.idle}
                onClick={() => changes.send({ type: 'APPROVE', changeId: change.id })}
                aria-label={`Approve change #${change.id}`}
              >
                Approve
              </Button>
              <Button
                disabled={!view.idle}
                onClick={() => changes.send({ type: 'REJECT', changeId: change.id })}
                aria-label={`Reject change #${change.id}`}
              >
                Reject
              </Button>
            </td>
          </tr>
        ))}
      </QueuePage>
      {setup && <TotpSetupPanel setup={setup} />}
      {decided.length > 0 && (
        <section aria-labelledby="ops-changes-decided">
          <h2 id="ops-changes-decided">Decided</h2>
          <table className="ops-table">
            <caption className="ops-visually-hidden">The newest decided changes</caption>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">What</th>
                <th scope="col">Proposed by</th>
                <th scope="col">Outcome</th>
                <th scope="col">Decided by</th>
              </tr>
            </thead>
            <tbody>
              {decided.map((change) => (
                <tr key={change.id}>
                  <th scope="row">#{change.id}</th>
                  <td>
                    <ChangeSummary change={change} />
                  </td>
                  <td>{change.proposedBy}</td>
                  <td>{change.status}</td>
                  <td>{change.decidedBy ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
