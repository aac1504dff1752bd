import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { playerRoundsMachine, type RoundFilter } from '../../../machines/ops/playerRounds.machine';
import {
  roundFilter,
  roundsFailed,
  roundsLoading,
  roundsPaging,
  roundsShown,
  samePaging,
} from '../../../machines/ops/playerRounds.selectors';
import type { SupportRound } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { OpsTime } from './OpsTime';
import type { OpsSession } from './opsSession';
import { LoadFailed } from './QueuePage';

const FILTERS: readonly { value: RoundFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
  { value: 'rolledback', label: 'Rolled back' },
];

const STATUS_WORDS: Record<SupportRound['status'], string> = {
  open: 'Open: stake taken, no result yet',
  settled: 'Settled',
  rolledback: 'Rolled back: stake returned',
};

/** What support reads out to verify a round on /fair: the seed pair and nonce, or the live table's round. */
const proofText = (proof: SupportRound['proof']): string =>
  proof === null
    ? '—'
    : proof.kind === 'seed'
      ? `Seed ${proof.seedId}, nonce ${proof.nonce}`
      : `Table ${proof.gameId}, round ${proof.round}`;

/**
 * A player's game rounds for support (docs/ops.md "Player support"): every provider's, newest first, 20 a page,
 * filtered by status. An open round (a stake taken and no result yet: what players call about) is marked by a bar
 * and its words; an in-house round names the seed pair and nonce, a drawn live-table round its round, to verify.
 */
export function PlayerRoundsPanel(props: { token: string; session: OpsSession; userId: number }) {
  const rounds = useActorRef(playerRoundsMachine, { input: props });
  const list = useSelector(rounds, roundsShown);
  const filter = useSelector(rounds, roundFilter);
  const loading = useSelector(rounds, roundsLoading);
  const failed = useSelector(rounds, roundsFailed);
  const paging = useSelector(rounds, roundsPaging, samePaging);
  const name = useId();
  return (
    <section aria-labelledby="ops-rounds-title" aria-busy={loading}>
      <h2 id="ops-rounds-title">Game rounds</h2>
      <fieldset className="field">
        <legend className="field__label">Status</legend>
        {FILTERS.map((f) => (
          <label key={f.value || 'all'} className="ops-choice">
            <input
              type="radio"
              name={name}
              value={f.value}
              checked={filter === f.value}
              onChange={() => rounds.send({ type: 'STATUS.CHANGE', value: f.value })}
            />{' '}
            {f.label}
          </label>
        ))}
      </fieldset>
      {failed !== null ? (
        <LoadFailed error={failed} onRetry={() => rounds.send({ type: 'RETRY' })} />
      ) : list.length === 0 ? (
        <p role="status">{loading ? 'Loading…' : 'No round.'}</p>
      ) : (
        <>
          <table className="ops-table" data-testid="ops-rounds">
            <caption className="ops-visually-hidden">
              Game rounds, newest first, page {paging.page} of {paging.pages}
            </caption>
            <thead>
              <tr>
                {['Round', 'Game', 'Provider', 'Status', 'Bet', 'Win', 'Opened', 'Closed', 'Proof'].map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((round) => (
                <tr
                  key={`${round.providerId}:${round.roundId}`}
                  data-round={round.roundId}
                  data-status={round.status}
                  className={round.status === 'open' ? 'ops-row--open' : undefined}
                >
                  <th scope="row">
                    <code>{round.roundId}</code>
                  </th>
                  <td>{round.gameName || `Game ${round.gameId}`}</td>
                  <td>{round.providerId}</td>
                  <td>{round.status === 'open' ? <strong>{STATUS_WORDS.open}</strong> : STATUS_WORDS[round.status]}</td>
                  <td className="ops-num">
                    <Money value={round.bet} />
                  </td>
                  <td className="ops-num">
                    <Money value={round.win} />
                  </td>
                  <td>
                    <OpsTime at={round.openedAt} />
                  </td>
                  <td>{round.closedAt === null ? '—' : <OpsTime at={round.closedAt} />}</td>
                  <td>{proofText(round.proof)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Page {paging.page} of {paging.pages} ({paging.total} {paging.total === 1 ? 'round' : 'rounds'})
          </p>
        </>
      )}
      <Button onClick={() => rounds.send({ type: 'NEWER' })} disabled={loading || !paging.newer}>
        Newer
      </Button>{' '}
      <Button onClick={() => rounds.send({ type: 'OLDER' })} disabled={loading || !paging.older}>
        Older
      </Button>{' '}
      <Button onClick={() => rounds.send({ type: 'REFRESH' })} disabled={loading}>
        Refresh
      </Button>
    </section>
  );
}
