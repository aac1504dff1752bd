import { useIntl } from 'react-intl';
import { weekendLotteryMachine } from '../../../../machines/activity/weekendLottery.machine';
import { LOTTERY_TICKET_BETS } from '../../../api/contract/promotions';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';

/** Dates in Manila time, where the weekend and the draw are defined. */
const MANILA = { timeZone: 'Asia/Manila', weekday: 'short', month: 'short', day: 'numeric' } as const;
const MANILA_TIME = { ...MANILA, hour: 'numeric', minute: '2-digit' } as const;

/**
 * /activity/weekendLottery (public, both layouts; docs/promotions.md): the rules (the figures the server draws
 * with), this weekend's window and draw with the player's tickets (a guest gets a login link), and the last
 * draw's winners with masked names.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(weekendLotteryMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const day = (ms: number) => intl.formatDate(ms, MANILA);
  const at = (ms: number) => intl.formatDate(ms, MANILA_TIME);
  return (
    <ActivityPage
      title="promotions.weekendLottery.title"
      data-testid="weekend-lottery"
      run={run}
      data={snapshot.context.data}
    >
      {(lottery) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.weekendLottery.intro' })}</p>
          <h2>{intl.formatMessage({ id: 'promotions.weekendLottery.thisWeekend' })}</h2>
          <p>
            {intl.formatMessage(
              { id: 'promotions.weekendLottery.window' },
              { start: day(lottery.startTime), end: day(lottery.endTime - 1), draw: at(lottery.drawTime) },
            )}
          </p>
          {lottery.tickets === null ? (
            <Link to={hrefOf({ page: 'login' })} className="promotions__open">
              {intl.formatMessage({ id: 'promotions.weekendLottery.login' })}
            </Link>
          ) : (
            <p data-testid="lottery-tickets">
              {intl.formatMessage({ id: 'promotions.weekendLottery.tickets' }, { tickets: lottery.tickets })}
            </p>
          )}
          {lottery.last && (
            <section aria-labelledby="lottery-last" data-testid="lottery-last">
              <h2 id="lottery-last">
                {intl.formatMessage({ id: 'promotions.weekendLottery.last' }, { draw: at(lottery.last.drawTime) })}
              </h2>
              <p>
                {intl.formatMessage(
                  { id: 'promotions.weekendLottery.figures' },
                  { tickets: lottery.last.tickets, players: lottery.last.players },
                )}
              </p>
              {lottery.last.winners.length === 0 ? (
                <p>{intl.formatMessage({ id: 'promotions.weekendLottery.noWinners' })}</p>
              ) : (
                <ol className="activity__rewards">
                  {lottery.last.winners.map((winner) => (
                    <li key={winner.rank} className="activity__reward">
                      {intl.formatMessage(
                        { id: 'promotions.weekendLottery.winner' },
                        { rank: winner.rank, name: winner.name, prize: peso(winner.prize) },
                      )}
                      {winner.me && ` ${intl.formatMessage({ id: 'promotions.weekendLottery.you' })}`}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.weekendLottery.rules' })}</h2>
          <ul data-testid="lottery-rules">
            <li>
              {intl.formatMessage({ id: 'promotions.weekendLottery.ruleTickets' }, { bet: peso(LOTTERY_TICKET_BETS) })}
            </li>
            <li>{intl.formatMessage({ id: 'promotions.weekendLottery.ruleDraw' })}</li>
            <li>
              {intl.formatMessage(
                { id: 'promotions.weekendLottery.rulePrizes' },
                // The prizes of the next draw, as the operator configured them (/ops Promotions).
                { prizes: intl.formatList(lottery.prizes.map(peso), { type: 'conjunction' }) },
              )}
            </li>
            <li>{intl.formatMessage({ id: 'promotions.weekendLottery.ruleNames' })}</li>
          </ul>
        </>
      )}
    </ActivityPage>
  );
}
