import { useIntl } from 'react-intl';
import { freeSignMachine, todaysDay } from '../../../../machines/activity/freeSign.machine';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { DayChips } from '../DayChips';
import { RulesLink } from '../RulesLink';
import { useActivityPage } from '../useActivityPage';

/**
 * /activity/freeSign (desktop /lobby/activity/freeSign): the daily sign-in's week, each day's reward and status,
 * as a row of day chips, and today's Claim (docs/promotions.md).
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(freeSignMachine);
  const week = snapshot.context.data;
  const today = todaysDay(week);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  // With today's claimed, the day just claimed is the current one.
  const lastClaimed = week?.days.filter((day) => day.itemStatus === 2).at(-1)?.day;
  const todayCoin = week?.days.find((day) => day.day === today)?.award.find((item) => item.id === 2001)?.count ?? 0;
  return (
    <ActivityPage title="promotions.freeSign.title" data-testid="free-sign" run={run} data={week}>
      {(week) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.freeSign.intro' })}</p>
          <p data-testid="free-sign-streak">
            {intl.formatMessage({ id: 'promotions.freeSign.streak' }, { days: week.loginDays })}
          </p>
          <DayChips
            label={intl.formatMessage({ id: 'promotions.freeSign.days' })}
            chips={week.days.map((day) => ({
              key: day.day,
              title: intl.formatMessage({ id: 'promotions.freeSign.day' }, { day: day.day }),
              value: peso(day.award.find((item) => item.id === 2001)?.count ?? 0),
              state: intl.formatMessage({
                id:
                  day.itemStatus === 2
                    ? 'promotions.freeSign.claimed'
                    : day.itemStatus === 1
                      ? 'promotions.days.today'
                      : 'promotions.freeSign.later',
              }),
              status: day.itemStatus,
              current: day.day === (today ?? lastClaimed),
              hooks: { 'data-day': day.day },
            }))}
          />
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
