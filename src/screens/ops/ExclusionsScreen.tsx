import { useActorRef, useSelector } from '@xstate/react';
import { exclusionImportMachine, MAX_CSV_CHARS } from '../../../machines/ops/exclusionImport.machine';
import {
  importBusy,
  importCanApply,
  importCsv,
  importNotice,
  importOutcome,
  importSource,
} from '../../../machines/ops/exclusionImport.selectors';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';

/** /ops/exclusions: admin imports the operator's list of excluded persons (a dry run first, then apply). */
export function ExclusionsScreen({ token, session }: Gate) {
  const form = useActorRef(exclusionImportMachine, { input: { token, session } });
  const source = useSelector(form, importSource);
  const csv = useSelector(form, importCsv);
  const outcome = useSelector(form, importOutcome);
  const notice = useSelector(form, importNotice);
  const busy = useSelector(form, importBusy);
  const canApply = useSelector(form, importCanApply);
  return (
    <section aria-labelledby="ops-exclusions-title" aria-busy={busy}>
      <h1 id="ops-exclusions-title">Excluded persons</h1>
      <p>
        The operator's list (for example PAGCOR's national database): one person per line, <code>name,birth date</code>{' '}
        and an optional phone number, birth dates as YYYY-MM-DD. A listed person's accounts are refused log-in,
        registration, identity checks, deposits and play, with no end.
      </p>
      <OpsNotice notice={notice} />
      <Form onSubmit={() => form.send({ type: 'CHECK' })} aria-label="Import the list of excluded persons">
        <TextField
          label="Name of the list"
          name="source"
          value={source}
          onChange={(value) => form.send({ type: 'SOURCE.CHANGE', value })}
        />
        <label htmlFor="ops-exclusions-csv">Rows (CSV)</label>
        <textarea
          id="ops-exclusions-csv"
          name="csv"
          rows={10}
          maxLength={MAX_CSV_CHARS}
          value={csv}
          aria-describedby="ops-exclusions-csv-hint"
          onChange={(e) => form.send({ type: 'CSV.CHANGE', value: e.target.value })}
        />
        <p id="ops-exclusions-csv-hint">At most {MAX_CSV_CHARS.toLocaleString('en-PH')} characters per import.</p>
        <Button type="submit" busy={busy}>
          Check
        </Button>
        <Button variant="primary" disabled={!canApply || busy} onClick={() => form.send({ type: 'APPLY' })}>
          Apply
        </Button>
      </Form>
      {outcome && outcome.problems.length > 0 && (
        <table>
          <caption>Bad rows</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {outcome.problems.map((p) => (
              <tr key={p.line}>
                <td>{p.line}</td>
                <td>{p.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
