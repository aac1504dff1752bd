import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { reconciliationMachine } from '../../../machines/ops/reconciliation.machine';
import {
  reconcileDayTyped,
  reconciliationIdle,
  reconciliations,
  reconcilingDay,
} from '../../../machines/ops/reconciliation.selectors';
import type { ProviderReconciliation } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import { manilaDate } from './ReportsScreen';
import type { Gate } from './RoleGate';

/**
 * /ops/reconciliation (finance and admin; docs/ops.md "Reconciliation"): each provider's day of rounds against the
 * ledger, newest day first. A day with mismatches is marked in words (not by colour alone) and lists its rounds;
 * "Run now" reconciles one day that is over in Manila again (audited).
 */
export function ReconciliationScreen({ token, session }: Gate) {
  // The page's clock: where today's date enters; the machine is given it.
  const today = useMemo(() => manilaDate(Date.now()), []);
  const page = useActorRef(reconciliationMachine, { input: { token, session, today } });
  const list = useSelector(page, reconciliations);
  const day = useSelector(page, reconcileDayTyped);
  const running = useSelector(page, reconcilingDay);
  const idle = useSelector(page, reconciliationIdle);
  const view = useSelector(page, queueView, sameQueueView);
  return (
    <QueuePage
      id="ops-reconciliation-title"
      title="Reconciliation"
      columns={['Day', 'Provider', 'Rounds', 'Open rounds', 'Bets', 'Wins', 'Mismatches', 'Reconciled']}
      caption="Each provider's rounds per Manila day against the ledger, newest day first"
      empty="No day is reconciled yet: the job reconciles each day at 00:10 Manila, or run one now."
      view={view}
      queue={page}
      tools={
        <Form className="ops-range" onSubmit={() => page.send({ type: 'RUN' })} aria-label="Reconcile a day">
          <TextField
            label="Day"
            name="day"
            type="date"
            value={day}
            onChange={(value) => page.send({ type: 'DAY.CHANGE', value })}
            hint="A Manila day that is over; its reports are replaced with fresh figures."
          />
          <Button type="submit" variant="primary" busy={running !== null} disabled={!idle}>
            Run now
          </Button>
        </Form>
      }
    >
      {list.map((row) => (
        <ReconciliationRow key={`${row.day}:${row.providerId}`} row={row} />
      ))}
    </QueuePage>
  );
}

function ReconciliationRow({ row }: { row: ProviderReconciliation }) {
  const flagged = row.mismatches.length > 0;
  return (
    <tr data-day={row.day} data-provider={row.providerId} className={flagged ? 'ops-row--flagged' : undefined}>
      <th scope="row">{row.day}</th>
      <td>{row.providerId}</td>
      <td className="ops-num">{row.rounds}</td>
      <td className="ops-num">{row.openRounds}</td>
      <td className="ops-num">
        <Money value={row.bets} />
      </td>
      <td className="ops-num">
        <Money value={row.wins} />
      </td>
      <td data-testid="reconciliation-mismatches">
        {flagged ? (
          <>
            <strong>
              {row.mismatches.length} {row.mismatches.length === 1 ? 'mismatch' : 'mismatches'}
            </strong>
            <ul className="ops-mismatches">
              {row.mismatches.map((m) => (
                <li key={m.roundId}>
                  Round <code>{m.roundId}</code>: bet <Money value={m.bet} />, ledger <Money value={m.ledgerBet} />; win{' '}
                  <Money value={m.win} />, ledger <Money value={m.ledgerWin} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          'None'
        )}
      </td>
      <td>
        <OpsTime at={row.createdAt} />
      </td>
    </tr>
  );
}
