import { FormattedDate, useIntl } from 'react-intl';
import {
  EXCHANGE_ITEM,
  SPIN_ITEM,
  SPIN_SOURCE,
  spinMachine,
  wheelTurn,
} from '../../../../machines/activity/spin.machine';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';
import { PagedList } from '../../shared/PagedList';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { SharePanel } from '../share/SharePanel';
import { useActivityPage } from '../useActivityPage';
import './spin.css';

/** The wheel's face: alternating colours, one slice per segment, clockwise from the top. */
const faceOf = (segments: number) =>
  `conic-gradient(${Array.from({ length: segments }, (_, i) => {
    const size = 360 / segments;
    return `${i % 2 === 0 ? '#7a1fa2' : '#ad1457'} ${i * size}deg ${(i + 1) * size}deg`;
  }).join(', ')})`;

/**
 * /activity/spin (desktop /lobby/spin): invite-and-spin. The figures, the wheel, Spin while a spin is left, the
 * result (said by a live region; the wheel turns to it, or stands there at once under reduced motion: spin.css),
 * the wheel cash with its exchange for coins, the prizes with their chances, and every spin of the player (a paged
 * list, read again after each spin and exchange).
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(spinMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const text = intl.formatMessage;
  return (
    <ActivityPage title="promotions.spin.title" data-testid="spin" run={run} data={snapshot.context.data}>
      {(wheel) => {
        const total = wheel.segments.reduce((sum, segment) => sum + segment.weight, 0);
        const size = 360 / wheel.segments.length;
        return (
          <>
            <p className="activity__hero">{text({ id: 'promotions.spin.intro' })}</p>
            <dl className="promotions__figures">
              <dt>{text({ id: 'promotions.spin.invited' })}</dt>
              <dd>{wheel.inviteCount}</dd>
              <dt>{text({ id: 'promotions.spin.valid' })}</dt>
              <dd>{wheel.validCount}</dd>
              <dt>{text({ id: 'promotions.spin.left' })}</dt>
              <dd data-testid="spin-left">{wheel.spinCount}</dd>
              <dt>{text({ id: 'promotions.spin.won' })}</dt>
              <dd>{peso(wheel.totalWon)}</dd>
              <dt>{text({ id: 'promotions.spin.cash' })}</dt>
              <dd data-testid="spin-cash">{peso(wheel.cash)}</dd>
            </dl>
            <div className="spin-wheel" role="img" aria-label={text({ id: 'promotions.spin.wheel' })}>
              <span className="spin-wheel__pointer" aria-hidden="true" />
              <div
                className="spin-wheel__disc"
                aria-hidden="true"
                data-segment={wheel.lastSpin?.segment}
                style={{
                  background: faceOf(wheel.segments.length),
                  transform: `rotate(${wheelTurn(wheel.segments.length, wheel.lastSpin)}deg)`,
                }}
              >
                {wheel.segments.map((segment, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its place on the wheel.
                    key={i}
                    className="spin-wheel__label"
                    style={{ transform: `rotate(${(i + 0.5) * size}deg)` }}
                  >
                    <span>{peso(segment.prize)}</span>
                  </span>
                ))}
              </div>
            </div>
            <p className="spin__result" role="status" data-testid="spin-result">
              {wheel.lastSpin && (
                <span key={wheel.lastSpin.id}>
                  {text({ id: 'promotions.spin.result' }, { prize: peso(wheel.lastSpin.prize) })}
                </span>
              )}
            </p>
            {wheel.spinCount > 0 ? (
              <ClaimButton run={run} id={SPIN_ITEM}>
                {text({ id: 'promotions.spin.spin' })}
              </ClaimButton>
            ) : (
              <p className="activity__status">
                {text({ id: 'promotions.spin.none' })}{' '}
                <Link to={hrefOf({ page: 'inviteFriends' })}>{text({ id: 'promotions.spin.invite' })}</Link>
              </p>
            )}
            {wheel.cash > 0 ? (
              <ClaimButton run={run} id={EXCHANGE_ITEM}>
                {text({ id: 'promotions.spin.exchange' }, { cash: peso(wheel.cash) })}
              </ClaimButton>
            ) : (
              <p className="activity__status">{text({ id: 'promotions.spin.noCash' })}</p>
            )}
            <SharePanel source={SPIN_SOURCE} />
            <h2>{text({ id: 'promotions.spin.odds' })}</h2>
            <ul className="spin__odds" data-testid="spin-odds">
              {[...wheel.segments]
                .sort((a, b) => a.prize - b.prize)
                .map((segment, i) => (
                  // Two segments may pay one prize (the operator sets the wheel): the place in the sorted list is the key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole from the wheel.
                  <li key={`${segment.prize}-${i}`}>
                    {text(
                      { id: 'promotions.spin.chance' },
                      {
                        prize: peso(segment.prize),
                        chance: intl.formatNumber(segment.weight / total, {
                          style: 'percent',
                          maximumFractionDigits: 1,
                        }),
                      },
                    )}
                  </li>
                ))}
            </ul>
            <h2>{text({ id: 'promotions.spin.record' })}</h2>
            <PagedList
              // A new spin, or an exchange, reads the record again from its first page.
              key={`${wheel.lastSpin?.id ?? 0}:${wheel.cash}`}
              source="actInviteUserRecord"
              label={text({ id: 'promotions.spin.record' })}
              empty="promotions.spin.record.none"
              texts={{
                failed: 'promotions.spin.record.failed',
                moreFailed: 'promotions.spin.record.moreFailed',
                end: 'promotions.spin.record.end',
              }}
              itemKey={(row) => String(row.id)}
              renderItem={(row) => (
                <p className="spin__row" data-spin={row.spinNo}>
                  <span>
                    {text({ id: 'promotions.spin.record.row' }, { n: row.spinNo, prize: peso(row.prize) })}
                    {' · '}
                    {text({
                      id: row.exchanged ? 'promotions.spin.record.exchanged' : 'promotions.spin.record.waiting',
                    })}
                  </span>
                  <FormattedDate value={row.createTime} dateStyle="medium" timeStyle="short" />
                </p>
              )}
            />
          </>
        );
      }}
    </ActivityPage>
  );
}
