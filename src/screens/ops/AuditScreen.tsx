import { useActorRef, useSelector } from '@xstate/react';
import { auditLogMachine } from '../../../machines/ops/auditLog.machine';
import { listApplied, listFilter, listItems } from '../../../machines/ops/opsList.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import type { AuditRow } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** /ops/audit: admin reads the append-only audit log, newest first, optionally about one target. */
export function AuditScreen({ token, session }: Gate) {
  const audit = useActorRef(auditLogMachine, { input: { token, session } });
  const rows = useSelector(audit, listItems<AuditRow>);
  const filter = useSelector(audit, listFilter);
  const applied = useSelector(audit, listApplied);
  const view = useSelector(audit, queueView, sameQueueView);
  return (
    <QueuePage
      id="ops-audit-title"
      title={applied === '' ? 'Audit log' : `Audit log of ${applied}`}
      columns={['Time', 'Who', 'Action', 'Target', 'Before', 'After']}
      caption="Audit rows, newest first (at most 100)"
      empty="No audit row."
      view={view}
      tools={
        <Form onSubmit={() => audit.send({ type: 'APPLY' })} aria-label="Filter the audit log">
          <TextField
            label="Target (withdrawal:<order>, player:<id>, staff:<id>, config…); empty for every row"
            name="target"
            value={filter}
            onChange={(value) => audit.send({ type: 'FILTER.CHANGE', value })}
          />
          <Button type="submit" disabled={!view.idle}>
            Show
          </Button>
        </Form>
      }
      queue={audit}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <OpsTime at={row.at} />
          </th>
          <td>{row.staffName || '—'}</td>
          <td>{row.action}</td>
          <td>{row.target}</td>
          <td className="ops-json">{json(row.before)}</td>
          <td className="ops-json">{json(row.after)}</td>
        </tr>
      ))}
    </QueuePage>
  );
}
