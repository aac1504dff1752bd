import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { playerSupportMachine } from '../../../machines/ops/playerSupport.machine';
import {
  supportBusy,
  supportConfirmation,
  supportDone,
  supportDrafts,
  supportError,
  supportPanel,
  supportUnavailable,
} from '../../../machines/ops/playerSupport.selectors';
import type { PlayerSupport, SupportAction } from '../../api/client/ops/playerSupportTypes';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { OpsTime } from './OpsTime';
import type { OpsSession } from './opsSession';

type Support = ActorRefFrom<typeof playerSupportMachine>;

const PERIOD_WORDS = { day: 'Daily', week: 'Weekly', month: 'Monthly' } as const;

/**
 * The support actions beside a player's records: what the staff member's role allows (the server says which), a
 * reason for the audit log before any of them, and a confirmation before the destructive ones.
 */
export function PlayerSupportPanel(props: { token: string; session: OpsSession; userId: number }) {
  const support = useActorRef(playerSupportMachine, { input: props });
  const panel = useSelector(support, supportPanel);
  const error = useSelector(support, supportError);
  const done = useSelector(support, supportDone);
  const busy = useSelector(support, supportBusy);
  const unavailable = useSelector(support, supportUnavailable);
  const confirmation = useSelector(support, supportConfirmation);
  const allows = (action: SupportAction) => panel?.allowed.includes(action) ?? false;
  return (
    <section aria-labelledby="ops-support-title" aria-busy={busy}>
      <h2 id="ops-support-title">Support</h2>
      <p className="ops-error" role="alert">
        {error ?? ''}
      </p>
      <p className="ops-notice ops-notice--success" role="status">
        {done ?? ''}
      </p>
      {unavailable && <Button onClick={() => support.send({ type: 'RELOAD' })}>Retry</Button>}
      {panel && (
        <>
          <AccountFacts panel={panel} />
          {panel.allowed.some((a) => a !== 'note') && <ReasonField support={support} />}
          <AccountActions support={support} panel={panel} busy={busy} allows={allows} />
          {allows('lowerLimit') && <LimitForm support={support} panel={panel} busy={busy} />}
          {(allows('proposeAdjustment') || panel.adjustments.length > 0) && (
            <Adjustments support={support} panel={panel} busy={busy} allows={allows} />
          )}
          <Notes support={support} panel={panel} busy={busy} allows={allows} />
        </>
      )}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.confirm ?? ''}
        cancelLabel="Cancel"
        onConfirm={() => support.send({ type: 'CONFIRM' })}
        onCancel={() => support.send({ type: 'CANCEL' })}
      />
    </section>
  );
}

interface PartProps {
  support: Support;
  panel: PlayerSupport;
  busy: boolean;
}

function ReasonField({ support }: { support: Support }) {
  const drafts = useSelector(support, supportDrafts);
  return (
    <TextField
      label="Reason for the action (written to the audit log)"
      name="reason"
      value={drafts.reason}
      maxLength={300}
      onChange={(value) => support.send({ type: 'FIELD', field: 'reason', value })}
    />
  );
}

function AccountFacts({ panel }: { panel: PlayerSupport }) {
  return (
    <dl className="ops-facts">
      <dt>Account</dt>
      <dd>
        {panel.locked ? 'Locked' : 'Active'}
        {panel.lockedAt !== null && (
          <>
            {' since '}
            <OpsTime at={panel.lockedAt} />
          </>
        )}
      </dd>
      <dt>Live sessions</dt>
      <dd>{panel.liveSessions}</dd>
      <dt>Wallet password</dt>
      <dd>{panel.walletPasswordSet ? 'Set' : 'Not set'}</dd>
    </dl>
  );
}

function AccountActions({ support, panel, busy, allows }: PartProps & { allows: (a: SupportAction) => boolean }) {
  const ask = (action: 'lock' | 'unlock' | 'endSessions' | 'resetWalletPassword') =>
    support.send({ type: 'ASK', request: { action } });
  const any = allows('lock') || allows('endSessions') || allows('resetWalletPassword');
  return (
    <>
      {any && (
        <>
          <h3>Account actions</h3>
          <div className="ops-actions">
            {panel.locked
              ? allows('unlock') && (
                  <Button onClick={() => ask('unlock')} disabled={busy}>
                    Unlock the player
                  </Button>
                )
              : allows('lock') && (
                  <Button onClick={() => ask('lock')} disabled={busy}>
                    Lock the player
                  </Button>
                )}
            {allows('endSessions') && (
              <Button onClick={() => ask('endSessions')} disabled={busy || panel.liveSessions === 0}>
                End sessions
              </Button>
            )}
            {allows('resetWalletPassword') && (
              <Button onClick={() => ask('resetWalletPassword')} disabled={busy || !panel.walletPasswordSet}>
                Reset the wallet password
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}

function LimitForm({ support, panel, busy }: PartProps) {
  const drafts = useSelector(support, supportDrafts);
  const periodId = useId();
  return (
    <>
      <h3>Deposit limits</h3>
      <table className="ops-table">
        <caption className="ops-visually-hidden">Deposit limits in force</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Limit</th>
            <th scope="col">Raise waiting (the player's)</th>
          </tr>
        </thead>
        <tbody>
          {panel.depositLimits.map((l) => (
            <tr key={l.period}>
              <td>{PERIOD_WORDS[l.period]}</td>
              <td>{l.amount === null ? 'none' : <Money value={l.amount} />}</td>
              <td>
                {l.pending === null ? (
                  '—'
                ) : (
                  <>
                    {l.pending.amount === null ? 'no limit' : <Money value={l.pending.amount} />}
                    {' from '}
                    <OpsTime at={l.pending.from} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Form
        aria-label="Lower a deposit limit"
        onSubmit={() => support.send({ type: 'ASK', request: { action: 'lowerLimit' } })}
      >
        <p>Staff may only lower a limit (or set one where none applies). A raise is the player's own choice.</p>
        <div className="field">
          <label className="field__label" htmlFor={periodId}>
            Period
          </label>
          <select
            id={periodId}
            className="ops-input"
            value={drafts.limitPeriod}
            onChange={(event) =>
              support.send({ type: 'FIELD', field: 'limitPeriod', value: event.currentTarget.value })
            }
          >
            {(['day', 'week', 'month'] as const).map((p) => (
              <option key={p} value={p}>
                {PERIOD_WORDS[p]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="New limit in whole pesos"
          name="limitAmount"
          inputMode="numeric"
          value={drafts.limitAmount}
          maxLength={12}
          onChange={(value) => support.send({ type: 'FIELD', field: 'limitAmount', value })}
        />
        <Button type="submit" disabled={busy}>
          Lower the limit
        </Button>
      </Form>
    </>
  );
}

function Adjustments({ support, panel, busy, allows }: PartProps & { allows: (a: SupportAction) => boolean }) {
  const drafts = useSelector(support, supportDrafts);
  const decide = allows('decideAdjustment');
  return (
    <>
      <h3>Balance adjustments</h3>
      {allows('proposeAdjustment') && (
        <Form
          aria-label="Propose a balance adjustment"
          onSubmit={() => support.send({ type: 'ASK', request: { action: 'proposeAdjustment' } })}
        >
          <p>An adjustment of the coin balance is paid only when another person approves it.</p>
          <TextField
            label="Amount in pesos (a minus sign for a debit)"
            name="adjustAmount"
            value={drafts.adjustAmount}
            maxLength={14}
            onChange={(value) => support.send({ type: 'FIELD', field: 'adjustAmount', value })}
          />
          <Button type="submit" disabled={busy}>
            Propose the adjustment
          </Button>
        </Form>
      )}
      {panel.adjustments.length === 0 ? (
        <p>No adjustment.</p>
      ) : (
        <table className="ops-table">
          <caption>Adjustments, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Amount</th>
              <th scope="col">Reason</th>
              <th scope="col">Proposed by</th>
              <th scope="col">Status</th>
              {decide && <th scope="col">Decision</th>}
            </tr>
          </thead>
          <tbody>
            {panel.adjustments.map((a) => (
              <tr key={a.id}>
                <td>{a.id}</td>
                <td>
                  <Money value={a.amount} />
                </td>
                <td>{a.reason}</td>
                <td>
                  {a.proposedBy}, <OpsTime at={a.proposedAt} />
                </td>
                <td>
                  {a.status === 'pending' ? 'waiting for a second person' : `${a.status} by ${a.decidedBy ?? '—'}`}
                </td>
                {decide && (
                  <td>
                    {a.status === 'pending' && (
                      <div className="ops-decision">
                        <Button
                          disabled={busy}
                          onClick={() => support.send({ type: 'ASK', request: { action: 'approve', changeId: a.id } })}
                        >
                          Approve adjustment {a.id}
                        </Button>
                        <Button
                          disabled={busy}
                          onClick={() => support.send({ type: 'ASK', request: { action: 'reject', changeId: a.id } })}
                        >
                          Reject adjustment {a.id}
                        </Button>
                      </div>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Notes({ support, panel, busy, allows }: PartProps & { allows: (a: SupportAction) => boolean }) {
  const drafts = useSelector(support, supportDrafts);
  const noteId = useId();
  return (
    <>
      <h3>Notes</h3>
      {allows('note') && (
        <Form aria-label="Add a note" onSubmit={() => support.send({ type: 'ASK', request: { action: 'note' } })}>
          <div className="field">
            <label className="field__label" htmlFor={noteId}>
              Note for the staff who help this player next
            </label>
            <textarea
              id={noteId}
              className="field__input"
              rows={3}
              maxLength={1000}
              value={drafts.note}
              onChange={(event) => support.send({ type: 'FIELD', field: 'note', value: event.currentTarget.value })}
            />
          </div>
          <Button type="submit" disabled={busy}>
            Add the note
          </Button>
        </Form>
      )}
      {panel.notes.length === 0 ? (
        <p>No note.</p>
      ) : (
        <ul>
          {panel.notes.map((n) => (
            <li key={n.id}>
              <OpsTime at={n.at} /> — {n.by}: {n.body}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
