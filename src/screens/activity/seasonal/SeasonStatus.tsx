import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../platform/intl/messages';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { ClaimButton } from '../ActivityPage';

/** The season fields of a Christmas or New Year state (src/api/contract/endpoints/activity.ts). */
export interface SeasonView {
  phase: 'upcoming' | 'running' | 'ended';
  start: number;
  end: number;
  day: number;
}

const manilaDate = { timeZone: 'Asia/Manila', day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * Where the season stands: the day and its last date while it runs, else when it opens or that it ended (with the
 * date), and the link to its rule page.
 */
export function SeasonStatus({ season, rule }: { season: SeasonView; rule: 'christmas' | 'newYear' }) {
  const intl = useIntl();
  // `end` is the midnight after the last day: the last day is the date just before it.
  const lastDay = intl.formatDate(season.end - 1, manilaDate);
  const text =
    season.phase === 'running'
      ? intl.formatMessage({ id: 'promotions.season.running' }, { day: season.day, date: lastDay })
      : season.phase === 'upcoming'
        ? intl.formatMessage({ id: 'promotions.season.upcoming' }, { date: intl.formatDate(season.start, manilaDate) })
        : intl.formatMessage({ id: 'promotions.season.ended' }, { date: lastDay });
  return (
    <>
      <p className="activity__countdown" role="status" data-testid="season-status" data-phase={season.phase}>
        {text}
      </p>
      <p>
        <Link to={hrefOf({ page: 'rule', params: { name: rule } })}>
          {intl.formatMessage({ id: 'promotions.season.rules' })}
        </Link>
      </p>
    </>
  );
}

/** A season reward's action: "Received" once received (2), its claim button while claimable (1), else `otherwise`. */
export function SeasonClaim({
  run,
  id,
  status,
  label,
  otherwise = null,
}: {
  run: ComponentProps<typeof ClaimButton>['run'];
  id: number;
  status: number;
  label: MessageId;
  otherwise?: ReactNode;
}) {
  const intl = useIntl();
  if (status === 2) return intl.formatMessage({ id: 'promotions.season.received' });
  if (status !== 1) return otherwise;
  return (
    <ClaimButton run={run} id={id}>
      {intl.formatMessage({ id: label })}
    </ClaimButton>
  );
}

/** The deposit that earns a season's extra. */
export function DepositLink() {
  const intl = useIntl();
  return (
    <Link to={hrefOf({ page: 'wallets', params: { id: 'deposit' } })}>
      {intl.formatMessage({ id: 'promotions.season.deposit' })}
    </Link>
  );
}
