import { useIntl } from 'react-intl';
import { countdownOf } from '../../../../machines/activity/activity.selectors';
import { festivalMachine, PACKET_ITEM } from '../../../../machines/activity/festival.machine';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { countdownText } from '../RewardLabel';
import { useActivityPage } from '../useActivityPage';
import { daysBeyondShortMonths, festivalDaysText } from './festivalDays';

const MANILA = 'Asia/Manila';

/**
 * /activity/festival: the payday festival's red packets (docs/promotions.md). The window open now (Open, once) or
 * when the next opens, with a countdown; the packets the player has opened; the rules, from the figures the server
 * answers (the days of the month, windows and packet range of the shown window's day, as the operator set them: the
 * ones it pays with).
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(festivalMachine);
  const left = countdownOf(snapshot);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const when = (ms: number) =>
    intl.formatDate(ms, {
      timeZone: MANILA,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
  const time = (minuteOfDay: number) =>
    intl.formatTime(Date.UTC(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60), { timeZone: 'UTC' });
  return (
    <ActivityPage title="promotions.festival.title" data-testid="festival" run={run} data={snapshot.context.data}>
      {(festival) => (
        <>
          <p className="activity__hero">
            {intl.formatMessage({ id: 'promotions.festival.intro' }, { days: festivalDaysText(intl, festival.days) })}
          </p>
          <p className="activity__countdown" data-testid="festival-window">
            {intl.formatMessage(
              { id: festival.open ? 'promotions.festival.openUntil' : 'promotions.festival.next' },
              { time: when(festival.open ? festival.end : festival.start) },
            )}
            {left !== null && (
              <>
                {' '}
                <span aria-hidden="true">({countdownText(left)})</span>
              </>
            )}
          </p>
          {!festival.deposited ? (
            <p role="status">
              {intl.formatMessage({ id: 'promotions.festival.depositFirst' })}{' '}
              <Link to={hrefOf({ page: 'wallets', params: { id: 'deposit' } })}>
                {intl.formatMessage({ id: 'promotions.festival.deposit' })}
              </Link>
            </p>
          ) : festival.itemStatus === 1 ? (
            <ClaimButton run={run} id={PACKET_ITEM}>
              {intl.formatMessage({ id: 'promotions.festival.open' })}
            </ClaimButton>
          ) : (
            festival.itemStatus === 2 && <p role="status">{intl.formatMessage({ id: 'promotions.festival.done' })}</p>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.festival.packets' })}</h2>
          {festival.packets.length === 0 ? (
            <p>{intl.formatMessage({ id: 'promotions.festival.none' })}</p>
          ) : (
            <ul data-testid="festival-packets">
              {festival.packets.map((packet) => (
                <li key={packet.start}>
                  {intl.formatMessage(
                    { id: 'promotions.festival.packet' },
                    { time: when(packet.start), amount: peso(packet.amount) },
                  )}
                </li>
              ))}
            </ul>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.rule.title' })}</h2>
          <ul>
            <li>
              {intl.formatMessage(
                { id: 'promotions.festival.rule.1' },
                { days: festivalDaysText(intl, festival.days) },
              )}
            </li>
            {daysBeyondShortMonths(intl, festival.days).map((day) => (
              <li key={day}>{intl.formatMessage({ id: 'promotions.festival.rule.shortMonth' }, { day })}</li>
            ))}
            <li>
              {intl.formatMessage(
                { id: 'promotions.festival.rule.2' },
                {
                  windows: intl.formatList(
                    festival.windows.map((window) =>
                      intl.formatMessage(
                        { id: 'promotions.festival.window' },
                        { start: time(window.start), end: time(window.end) },
                      ),
                    ),
                    { type: 'conjunction' },
                  ),
                },
              )}
            </li>
            <li>
              {intl.formatMessage(
                { id: 'promotions.festival.rule.3' },
                { min: peso(festival.packet.min), max: peso(festival.packet.max) },
              )}
            </li>
            <li>{intl.formatMessage({ id: 'promotions.festival.rule.4' })}</li>
          </ul>
        </>
      )}
    </ActivityPage>
  );
}
