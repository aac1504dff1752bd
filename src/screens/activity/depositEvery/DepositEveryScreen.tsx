import { useIntl } from 'react-intl';
import { depositStreakMachine } from '../../../../machines/activity/depositStreak.machine';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { DayChips } from '../DayChips';
import { useActivityPage } from '../useActivityPage';
import { coinOf } from './coinOf';
import { LadderSection } from './LadderSection';

/**
 * /activity/depositEvery (docs/promotions.md "Deposit rewards"): the deposit streak (ContinuousRecharge 43) —
 * this week's 7 days as a row of day chips, each with its minimum deposit, reward and Claim — with its rules, and below it the monthly
 * ladder recharge (LadderRecharge 17), which has its own run. Both index cards open this page.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(depositStreakMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  return (
    <ActivityPage
      title="promotions.depositEvery.title"
      data-testid="deposit-streak"
      run={run}
      data={snapshot.context.data}
    >
      {(week) => {
        // The minimums are the operator's, as the server answered them (/ops Promotions).
        const minOf = (day: number) => peso(week.tiers[day - 1]?.needRecharge ?? 0);
        return (
          <>
            <h2>{intl.formatMessage({ id: 'promotions.depositStreak.title' })}</h2>
            <p className="activity__hero">{intl.formatMessage({ id: 'promotions.depositStreak.intro' })}</p>
            <p data-testid="deposit-streak-progress">
              {intl.formatMessage({ id: 'promotions.depositStreak.progress' }, { days: week.streak?.days ?? 0 })}
            </p>
            <p>{intl.formatMessage({ id: 'promotions.depositStreak.today' }, { amount: peso(week.totalRecharge) })}</p>
            <p role="status">
              {week.streak?.todayDone
                ? intl.formatMessage({ id: 'promotions.depositStreak.done' }, { day: week.streak.next })
                : intl.formatMessage(
                    { id: 'promotions.depositStreak.next' },
                    { day: week.streak?.next ?? 1, min: minOf(week.streak?.next ?? 1) },
                  )}
            </p>
            <DayChips
              label={intl.formatMessage({ id: 'promotions.depositStreak.days' })}
              chips={week.tiers.map((tier, index) => ({
                key: tier.id,
                title: intl.formatMessage({ id: 'promotions.depositStreak.day' }, { day: index + 1 }),
                value: peso(coinOf(tier.award)),
                note: intl.formatMessage({ id: 'promotions.depositStreak.min' }, { min: peso(tier.needRecharge) }),
                state:
                  tier.itemStatus === 1 ? (
                    <ClaimButton run={run} id={tier.id}>
                      {intl.formatMessage(
                        { id: 'promotions.depositStreak.claim' },
                        { pesos: peso(coinOf(tier.award)) },
                      )}
                    </ClaimButton>
                  ) : (
                    intl.formatMessage({
                      id: tier.itemStatus === 2 ? 'promotions.depositStreak.claimed' : 'promotions.depositStreak.later',
                    })
                  ),
                status: tier.itemStatus,
                current: index + 1 === (week.streak?.todayDone ? week.streak.days : (week.streak?.next ?? 1)),
                hooks: { 'data-day': index + 1 },
              }))}
            />
            <Link className="activity__link" to={hrefOf({ page: 'wallets', params: { id: 'deposit' } })}>
              {intl.formatMessage({ id: 'promotions.depositEvery.deposit' })}
            </Link>
            <h3>{intl.formatMessage({ id: 'promotions.depositStreak.rules' })}</h3>
            <ul>
              <li>{intl.formatMessage({ id: 'promotions.depositStreak.rule.1' })}</li>
              <li>{intl.formatMessage({ id: 'promotions.depositStreak.rule.2' }, { min: minOf(1) })}</li>
              <li>{intl.formatMessage({ id: 'promotions.depositStreak.rule.3' })}</li>
            </ul>
            <LadderSection />
          </>
        );
      }}
    </ActivityPage>
  );
}
