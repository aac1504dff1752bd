import { useIntl } from 'react-intl';
import { freeSignMachine, todaysDay } from '../../../../machines/activity/freeSign.machine';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { RulesLink } from '../RulesLink';
import { useActivityPage } from '../useActivityPage';

/**
 * /activity/freeSign (desktop /lobby/activity/freeSign): the daily sign-in's week, each day's reward and status,
 * and today's Claim (docs/promotions.md).
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(freeSignMachine);
  const week = snapshot.context.data;
  const today = todaysDay(week);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const todayCoin = week?.days.find((day) => day.day === today)?.award.find((item) => item.id === 2001)?.count ?? 0;
  return (
    <ActivityPage title="promotions.freeSign.title" data-testid="free-sign" run={run} data={week}>
      {(week) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.freeSign.intro' })}</p>
          <p data-testid="free-sign-streak">
            {intl.formatMessage({ id: 'promotions.freeSign.streak' }, { days: week.loginDays })}
          </p>
          <ol className="promotions__calendar">
            {week.days.map((day) => (
              <li key={day.day} className="promotions__day" data-status={day.itemStatus} data-day={day.day}>
                <strong>{intl.formatMessage({ id: 'promotions.freeSign.day' }, { day: day.day })}</strong>
                <div>{peso(day.award.find((item) => item.id === 2001)?.count ?? 0)}</div>
                <small>
                  {day.itemStatus === 2
                    ? intl.formatMessage({ id: 'promotions.freeSign.claimed' })
                    : day.itemStatus === 0
                      ? intl.formatMessage({ id: 'promotions.freeSign.later' })
                      : ''}
                </small>
              </li>
            ))}
          </ol>
          {today === null ? (
            <p role="status">{intl.formatMessage({ id: 'promotions.freeSign.done' })}</p>
          ) : (
            <ClaimButton run={run} id={today}>
              {intl.formatMessage({ id: 'promotions.freeSign.claim' }, { pesos: peso(todayCoin) })}
            </ClaimButton>
          )}
          <RulesLink name="signBonus" label="promotions.freeSign.rules" />
        </>
      )}
    </ActivityPage>
  );
}
