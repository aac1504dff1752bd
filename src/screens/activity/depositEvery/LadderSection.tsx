import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { activityPhase, activityToast } from '../../../../machines/activity/activity.selectors';
import { ladderRechargeMachine } from '../../../../machines/activity/ladderRecharge.machine';
import { formatMoney } from '../../../ui/Money';
import { NoticeToast } from '../../shared/NoticeToast';
import { SessionContext } from '../../shared/sessionContext';
import { ClaimButton } from '../ActivityPage';
import { ActivityStatus } from '../ActivityStatus';
import { ClaimFailed } from '../ClaimFailed';
import { DayChips } from '../DayChips';
import { coinOf } from './coinOf';

/**
 * The monthly ladder recharge (LadderRecharge 17) on the deposit rewards page: this Manila month's paid deposits,
 * the tiers with Claim as a row of chips (the first tier not yet claimed in view), and when the ladder starts again. Its own run: a failure or closing shows in this section
 * only; once closed the section is gone.
 */
export function LadderSection() {
  const intl = useIntl();
  const headingId = useId();
  const session = SessionContext.useActorRef();
  const actor = useActorRef(ladderRechargeMachine, { input: { session } });
  const snapshot = useSelector(actor, (s) => s);
  const run = { snapshot, send: actor.send };
  const ladder = snapshot.context.data;
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const nextTier = ladder?.tiers.find((tier) => tier.itemStatus !== 2)?.id;
  if (activityPhase(snapshot) === 'closed') return null;
  return (
    <section aria-labelledby={headingId} data-testid="ladder-recharge">
      <h2 id={headingId}>{intl.formatMessage({ id: 'promotions.ladderRecharge.title' })}</h2>
      {activityPhase(snapshot) !== 'content' || !ladder ? (
        <ActivityStatus snapshot={snapshot} title="promotions.ladderRecharge.title" send={actor.send} />
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'promotions.ladderRecharge.intro' })}</p>
          <p data-testid="ladder-total">
            {intl.formatMessage({ id: 'promotions.ladderRecharge.total' }, { amount: peso(ladder.totalRecharge) })}
          </p>
          <DayChips
            label={intl.formatMessage({ id: 'promotions.ladderRecharge.tiers' })}
            chips={ladder.tiers.map((tier) => ({
              key: tier.id,
              title: intl.formatMessage({ id: 'promotions.ladderRecharge.tier' }, { need: peso(tier.needRecharge) }),
              value: peso(coinOf(tier.award)),
              state:
                tier.itemStatus === 1 ? (
                  <ClaimButton run={run} id={tier.id}>
                    {intl.formatMessage({ id: 'promotions.ladderRecharge.claim' }, { pesos: peso(coinOf(tier.award)) })}
                  </ClaimButton>
                ) : tier.itemStatus === 2 ? (
                  intl.formatMessage({ id: 'promotions.ladderRecharge.claimed' })
                ) : (
                  intl.formatMessage(
                    { id: 'promotions.ladderRecharge.later' },
                    { left: peso(tier.needRecharge - ladder.totalRecharge) },
                  )
                ),
              status: tier.itemStatus,
              current: tier.id === nextTier,
              hooks: { 'data-tier': tier.id },
            }))}
          />
          <p>
            {intl.formatMessage(
              { id: 'promotions.ladderRecharge.ends' },
              { date: intl.formatDate(ladder.expireTime, { dateStyle: 'long', timeZone: 'Asia/Manila' }) },
            )}
          </p>
          <p>{intl.formatMessage({ id: 'promotions.ladderRecharge.rule' })}</p>
        </>
      )}
      <ClaimFailed run={run} />
      <NoticeToast notice={activityToast(snapshot)} />
    </section>
  );
}
