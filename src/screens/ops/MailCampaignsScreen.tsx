import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { type AudienceKind, mailCampaignsMachine } from '../../../machines/ops/mailCampaigns.machine';
import { mailFields, mailRows } from '../../../machines/ops/mailCampaigns.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { staffMember } from '../../../machines/ops/opsSession.selectors';
import type { MailAudience, MailCampaign } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';

const AUDIENCES: { kind: AudienceKind; label: string; target?: string; hint?: string }[] = [
  { kind: 'player', label: 'One player', target: 'Player id', hint: 'The number Player lookup shows.' },
  { kind: 'vip', label: 'A VIP level and up', target: 'Lowest VIP level', hint: 'From 1 to 50.' },
  {
    kind: 'dormant',
    label: 'Players without a deposit for some days',
    target: 'Days since their last deposit',
    hint: 'From 1 to 365; players who never deposited are not included.',
  },
  { kind: 'everyone', label: 'Everyone' },
];

function audienceText(audience: MailAudience): string {
  switch (audience.kind) {
    case 'player':
      return `Player #${audience.userId}`;
    case 'vip':
      return `VIP ${audience.minLevel} and up`;
    case 'dormant':
      return `No deposit for ${audience.days} days`;
    case 'everyone':
      return 'Everyone';
  }
}

function stateOf(row: MailCampaign) {
  if (row.cancelledAt !== null) return 'Cancelled';
  if (row.sentAt !== null) return `Sent to ${row.recipients ?? 0}`;
  return 'Scheduled';
}

/**
 * /ops/mail: marketing and admins mail one player, a segment or everyone, now or at a Manila time; admins may
 * attach a coin reward. Players on a break are left out by the server.
 */
export function MailCampaignsScreen({ token, session }: Gate) {
  const mail = useActorRef(mailCampaignsMachine, { input: { token, session } });
  const rows = useSelector(mail, mailRows);
  const view = useSelector(mail, queueView, sameQueueView);
  const fields = useSelector(mail, mailFields);
  const isAdmin = useSelector(session, staffMember)?.role === 'admin';
  const contentId = useId();
  const audienceName = useId();
  const target = AUDIENCES.find((a) => a.kind === fields.audience);
  const set = (field: 'title' | 'content' | 'coin' | 'target' | 'sendAt') => (value: string) =>
    mail.send({ type: 'FIELD.CHANGE', field, value });
  return (
    <>
      <QueuePage
        id="ops-mail-title"
        title="Mail to players"
        columns={['Mail', 'To', 'Reward', 'When', 'State', 'Actions']}
        caption="Mails sent and scheduled, newest first"
        empty="No mail sent yet."
        view={view}
        queue={mail}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              #{row.id} {row.title}
            </th>
            <td>{audienceText(row.audience)}</td>
            <td>{row.coin > 0 ? <Money value={row.coin} /> : 'None'}</td>
            <td>
              <OpsTime at={row.sentAt ?? row.sendAt} />
            </td>
            <td>{stateOf(row)}</td>
            <td className="ops-decision">
              {row.sentAt === null && row.cancelledAt === null && (
                <Button
                  disabled={!view.idle}
                  onClick={() => mail.send({ type: 'CANCEL', campaignId: row.id })}
                  aria-label={`Cancel mail #${row.id}`}
                >
                  Cancel
                </Button>
              )}
            </td>
          </tr>
        ))}
      </QueuePage>
      <section aria-labelledby="ops-mail-new">
        <h2 id="ops-mail-new">Write a mail</h2>
        <Form onSubmit={() => mail.send({ type: 'SEND' })} aria-labelledby="ops-mail-new">
          <TextField
            label="Title"
            name="title"
            value={fields.title}
            onChange={set('title')}
            hint="Up to 80 characters."
          />
          <div className="field">
            <label className="field__label" htmlFor={contentId}>
              Message
            </label>
            <textarea
              id={contentId}
              className="field__input"
              rows={5}
              maxLength={2_000}
              value={fields.content}
              onChange={(event) => set('content')(event.currentTarget.value)}
            />
          </div>
          <fieldset className="field">
            <legend className="field__label">Send to</legend>
            {AUDIENCES.map((a) => (
              <label key={a.kind} className="ops-choice">
                <input
                  type="radio"
                  name={audienceName}
                  value={a.kind}
                  checked={fields.audience === a.kind}
                  onChange={() => mail.send({ type: 'AUDIENCE.CHANGE', audience: a.kind })}
                />{' '}
                {a.label}
              </label>
            ))}
          </fieldset>
          {target?.target && (
            <TextField
              label={target.target}
              name="target"
              inputMode="numeric"
              value={fields.target}
              onChange={set('target')}
              hint={target.hint}
            />
          )}
          {isAdmin && (
            <TextField
              label="Coin reward per player (pesos)"
              name="coin"
              inputMode="text"
              value={fields.coin}
              onChange={set('coin')}
              hint="Optional, at most 1,000 pesos; paid through the ledger when the player takes it."
            />
          )}
          <TextField
            label="Send at (Manila time)"
            name="sendAt"
            type="datetime-local"
            value={fields.sendAt}
            onChange={set('sendAt')}
            hint="Leave empty to send now; at most 90 days ahead."
          />
          <Button type="submit" variant="primary" busy={!view.idle}>
            {fields.sendAt === '' ? 'Send now' : 'Schedule'}
          </Button>
        </Form>
      </section>
    </>
  );
}
