import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { freeSignMachine, todaysDay } from '../../../../machines/activity/freeSign.machine';
import { activityPhase, activityToast, canClaim, claimingItem } from '../../../../machines/shared/activity.selectors';
import { hrefOf } from '../../../platform/pages';
import { useEmitted } from '../../../platform/react/useEmitted';
import { Button } from '../../../ui/Button';
import { NoticeToast } from '../../shared/NoticeToast';
import { PageTop } from '../../shared/PageTop';
import { SessionContext } from '../../shared/sessionContext';
import { ActivityStatus } from '../ActivityStatus';
import '../activity.css';
import { formatMoney } from '../../../ui/Money';

/**
 * /activity/freeSign (desktop /lobby/activity/freeSign): the daily sign-in's week, each day's reward and status,
 * and today's Claim (docs/promotions.md).
 */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const actor = useActorRef(freeSignMachine, { input: { session } });
  useEmitted(actor, 'exit', () => void navigate(-1));
  const snapshot = useSelector(actor, (s) => s);
  const week = snapshot.context.data;
  const today = todaysDay(week);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const todayCoin = week?.days.find((day) => day.day === today)?.award.find((item) => item.id === 2001)?.count ?? 0;
  return (
    <main>
      <PageTop title="promotions.freeSign.title" />
      <section className="activity promotions" data-testid="free-sign">
        {activityPhase(snapshot) !== 'content' || !week ? (
          <ActivityStatus snapshot={snapshot} title="promotions.freeSign.title" send={actor.send} />
        ) : (
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
              <Button
                className="activity__link"
                disabled={!canClaim(snapshot, today)}
                aria-busy={claimingItem(snapshot, today)}
                onClick={() => actor.send({ type: 'CLAIM', id: today })}
              >
                {intl.formatMessage({ id: 'promotions.freeSign.claim' }, { pesos: peso(todayCoin) })}
              </Button>
            )}
            <Link to={hrefOf({ page: 'rule', params: { name: 'signBonus' } })}>
              {intl.formatMessage({ id: 'promotions.freeSign.rules' })}
            </Link>
          </>
        )}
      </section>
      <NoticeToast notice={activityToast(snapshot)} loading={undefined} />
    </main>
  );
}
