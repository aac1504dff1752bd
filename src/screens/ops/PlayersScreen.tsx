import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { playerLookupMachine } from '../../../machines/ops/playerLookup.machine';
import {
  lookupBusy,
  lookupError,
  lookupHits,
  lookupPlayer,
  lookupQuery,
} from '../../../machines/ops/playerLookup.selectors';
import type { PersonSignal, PersonView, PlayerDetail } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { OpsSectioned } from './OpsSections';
import { type OpsSession, useTokenFor } from './opsSession';
import { PlayerRoundsPanel } from './PlayerRoundsPanel';
import { PlayerSupportPanel } from './PlayerSupportPanel';

type Lookup = ActorRefFrom<typeof playerLookupMachine>;

const when = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString('en-PH'));

/**
 * /ops/players: every role reads a player's records (each view is audited by the server); support, finance and
 * admin also have the support panel beside them, with the actions each role allows.
 */
export function PlayersScreen() {
  const { session, token } = useTokenFor(['support', 'finance', 'marketing', 'admin']);
  const helper = useTokenFor(['support', 'finance', 'admin']).token;
  const lookup = useActorRef(playerLookupMachine, { input: { token: token ?? '', session } });
  const player = useSelector(lookup, lookupPlayer);
  const error = useSelector(lookup, lookupError);
  return (
    <section aria-labelledby="ops-players-title">
      <h1 id="ops-players-title">{player ? `Player ${player.profile.account}` : 'Player lookup'}</h1>
      <p className="ops-error" role="alert">
        {error ?? ''}
      </p>
      {player ? (
        <PlayerRecords player={player} lookup={lookup} support={helper ? { token: helper, session } : null} />
      ) : (
        <PlayerSearch lookup={lookup} />
      )}
    </section>
  );
}

function PlayerSearch({ lookup }: { lookup: Lookup }) {
  const query = useSelector(lookup, lookupQuery);
  const hits = useSelector(lookup, lookupHits);
  const busy = useSelector(lookup, lookupBusy);
  return (
    <>
      <Form onSubmit={() => lookup.send({ type: 'SEARCH' })} aria-label="Find a player">
        <TextField
          label="Player id, account, mobile number or nickname"
          name="q"
          value={query}
          onChange={(value) => lookup.send({ type: 'QUERY.CHANGE', value })}
        />
        <Button type="submit" variant="primary" busy={busy}>
          Search
        </Button>
      </Form>
      {hits !== null && (
        <RecordTable
          caption="Players found"
          columns={['Id', 'Account', 'Nickname', 'Mobile', '']}
          empty="No player matches."
          rows={hits.map((h) => [
            h.id,
            h.account,
            h.nickname,
            h.mobile,
            <Button key="open" onClick={() => lookup.send({ type: 'OPEN', userId: h.id })} disabled={busy}>
              Open {h.account}
            </Button>,
          ])}
        />
      )}
    </>
  );
}

function PlayerRecords({
  player,
  lookup,
  support,
}: {
  player: PlayerDetail;
  lookup: Lookup;
  support: { token: string; session: OpsSession } | null;
}) {
  const { profile, balances, responsibleGaming: rg } = player;
  return (
    <OpsSectioned>
      <Button onClick={() => lookup.send({ type: 'BACK' })}>Back to the players found</Button>
      <h2 id="ops-player-profile">Profile</h2>
      <dl className="ops-facts">
        <dt>Id</dt>
        <dd>{profile.id}</dd>
        <dt>Nickname</dt>
        <dd>{profile.nickname}</dd>
        <dt>Mobile</dt>
        <dd>{profile.mobile || '—'}</dd>
        <dt>Birth date</dt>
        <dd>{profile.birthDate ?? '—'}</dd>
        <dt>Registered</dt>
        <dd>{when(profile.createdAt)}</dd>
        <dt>Identity check</dt>
        <dd>{profile.kyc.status}</dd>
        <dt>Coin</dt>
        <dd>
          <Money value={balances.coin} />
        </dd>
        <dt>Safe box</dt>
        <dd>
          <Money value={balances.safebox} />
        </dd>
      </dl>
      {support && (
        <PlayerSupportPanel key={profile.id} token={support.token} session={support.session} userId={profile.id} />
      )}
      {support && (
        <PlayerRoundsPanel key={profile.id} token={support.token} session={support.session} userId={profile.id} />
      )}
      <RecordTable
        caption="Ledger, newest first (running balance after each movement)"
        columns={['Time', 'Balance', 'Kind', 'Reference', 'Amount', 'Running balance']}
        empty="No movement."
        rows={player.ledger.map((r) => [
          when(r.at),
          r.balance,
          r.kind,
          r.ref,
          <Money key="a" value={r.amount} />,
          <Money key="b" value={r.balanceAfter} />,
        ])}
      />
      <RecordTable
        caption="Deposits"
        columns={['Order', 'Method', 'Amount', 'Status', 'Time']}
        empty="No deposit."
        rows={player.deposits.map((d) => [
          d.orderId,
          d.method,
          <Money key="a" value={d.amount} />,
          ['waiting', 'paid', 'failed'][d.status] ?? d.status,
          when(d.createdAt),
        ])}
      />
      <RecordTable
        caption="Withdrawals"
        columns={['Order', 'Amount', 'Stage', 'Approved by', 'Time']}
        empty="No withdrawal."
        rows={player.withdrawals.map((w) => [
          w.orderId,
          <Money key="a" value={w.amount} />,
          w.stage,
          w.approvedBy ?? '—',
          when(w.createdAt),
        ])}
      />
      <RecordTable
        caption="Devices"
        columns={['Device (short hash)', 'Sessions', 'First seen', 'Last seen']}
        empty="No session."
        rows={player.devices.map((d) => [d.device || '—', d.sessions, when(d.firstSeen), when(d.lastSeen)])}
      />
      <RecordTable
        caption="Promotions claimed"
        columns={['Activity', 'Award', 'Item', 'Time']}
        empty="No promotion claimed."
        rows={player.promotions.map((p) => [p.activityType, p.awardId, p.propId, when(p.at)])}
      />
      <h2 id="ops-player-gaming">Responsible gaming</h2>
      <p>Reality check every {rg.realityCheckMinutes} minutes.</p>
      <RecordTable
        caption="Deposit limits"
        columns={['Period', 'Limit']}
        empty="No deposit limit."
        rows={rg.depositLimits.map((l) => [l.period, l.amount === null ? 'none' : <Money key="a" value={l.amount} />])}
      />
      <RecordTable
        caption="Breaks"
        columns={['Kind', 'From', 'Until']}
        empty="No break taken."
        rows={rg.breaks.map((b) => [b.breakId, when(b.startedAt), when(b.until)])}
      />
      <PersonSection person={player.person} />
    </OpsSectioned>
  );
}

const SIGNAL_WORDS: Record<PersonSignal, string> = {
  identity: 'same verified identity',
  phone: 'same phone number',
  bank: 'same bank account',
  device: 'same device',
  fingerprint: 'same browser fingerprint',
};

/** The person behind the account: who shares a signal with it, and what binds the person now. */
function PersonSection({ person }: { person: PersonView | undefined }) {
  if (!person) return null;
  const { exclusion } = person;
  return (
    <>
      <h2 id="ops-player-person">The person</h2>
      <p>
        {exclusion === null
          ? 'Nothing binds this person now.'
          : exclusion.source === 'list'
            ? "On the operator's list of excluded persons: deposits, play and log-in refused, with no end."
            : `On a ${exclusion.kind === 'exclusion' ? 'self-exclusion' : 'time-out'} taken by player ${exclusion.userId} until ${when(exclusion.until)}: it binds this account.`}
      </p>
      <RecordTable
        caption="Linked accounts"
        columns={['Id', 'Account', 'Reasons', 'Binds this account']}
        empty="No other account shares a signal with this one."
        rows={person.accounts.map((a) => [
          a.id,
          a.account,
          a.reasons.map((r) => SIGNAL_WORDS[r]).join(', '),
          a.binds ? 'yes' : 'no (a shared device; this account is verified as another person)',
        ])}
      />
    </>
  );
}

function RecordTable(props: { caption: string; columns: string[]; empty: string; rows: ReactNode[][] }) {
  if (props.rows.length === 0) return <p>{props.empty}</p>;
  return (
    <table className="ops-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c, i) => (
            <th key={c || i} scope="col">
              {c || <span className="ops-visually-hidden">Open</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((cells, r) => (
          // Rows are read-only records shown in the server's order.
          // biome-ignore lint/suspicious/noArrayIndexKey: the records have no edits, the order is the key.
          <tr key={r}>
            {cells.map((cell, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed column order.
              <td key={c}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
