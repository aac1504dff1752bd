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
import { coinOf } from './coinOf';

/**
 * The monthly ladder recharge (LadderRecharge 17) on the deposit rewards page: this Manila month's paid deposits,
 * the tiers with Claim, and when the ladder starts again. Its own run: a failure or closing shows in this section
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
          <ol className="activity-list">
            {ladder.tiers.map((tier) => (
              <li key={tier.id} className="promotions__card" data-tier={tier.id} data-status={tier.itemStatus}>
                <span>
                  {intl.formatMessage({ id: 'promotions.ladderRecharge.tier' }, { need: peso(tier.needRecharge) })}
                </span>
                <strong>{peso(coinOf(tier.award))}</strong>
                {tier.itemStatus === 1 ? (
                  <ClaimButton run={run} id={tier.id}>
                    {intl.formatMessage({ id: 'promotions.ladderRecharge.claim' }, { pesos: peso(coinOf(tier.award)) })}
                  </ClaimButton>
                ) : (
                  <small>
                    {tier.itemStatus === 2
                      ? intl.formatMessage({ id: 'promotions.ladderRecharge.claimed' })
                      : intl.formatMessage(
                          { id: 'promotions.ladderRecharge.later' },
                          { left: peso(tier.needRecharge - ladder.totalRecharge) },
                        )}
                  </small>
                )}
              </li>
            ))}
          </ol>
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
