import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { indexVisitMachine } from '../../../../machines/activity/indexVisit.machine';
import { hasRedDot, rewardLists } from '../../../../machines/activity/rewards';
import { activityTargetOf } from '../../../../machines/lobby/homeContent';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { CouponList } from '../../shared/CouponList';
import { PageTop } from '../../shared/PageTop';
import { SessionContext } from '../../shared/sessionContext';
import { ACTIVITY_LABEL, ACTIVITY_PAGE } from './labels';
import '../activity.css';

/**
 * /activity and /lobby/activity (desktop /lobby/activities; spec §4 activity list filtering): the player's live
 * activities from getActivityIds, Supply only when bankrupt, Agent hidden beside AgentCount, sorted by sort, each
 * card opening its page and its terms (/reward/detail/{id}); the sign-up bonus in its own list. The cash bonus card
 * carries the server's hasFund red dot; each visit re-reads the activity data (indexVisit), so the dot is current.
 */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  useActorRef(indexVisitMachine, { input: { session } });
  const activity = SessionContext.useSelector((snapshot) => snapshot.context.activity);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  if (!config || !activity) return null;
  const lists = rewardLists(activity, config);
  const signUp = Object.values(activity.activityMap).find((entry) => entry.name === 'SignUpBonus');
  const cards = signUp ? [...lists.activities, signUp] : lists.activities;
  const label = (name: string) =>
    ACTIVITY_LABEL[name]
      ? intl.formatMessage({ id: ACTIVITY_LABEL[name] })
      : intl.formatMessage({ id: 'rewards.activity.other' }, { name });
  return (
    <div className="activity promotions" data-testid="activity-index">
      <PageTop title="promotions.index.title" />
      {cards.length === 0 && <p>{intl.formatMessage({ id: 'promotions.index.empty' })}</p>}
      <ul className="activity-list promotions__cards">
        {cards.map((entry) => {
          const page = ACTIVITY_PAGE[entry.name];
          const target = page ? { kind: 'route' as const, to: page } : activityTargetOf(entry);
          const name = label(entry.name);
          const dot = hasRedDot(activity, entry.name);
          return (
            <li key={entry.id} className="promotions__card" data-activity={entry.name} data-dot={dot}>
              <h2 className="promotions__name">
                {name}
                {dot && (
                  <span
                    className="promotions__dot"
                    role="img"
                    aria-label={intl.formatMessage({ id: 'promotions.index.waiting' })}
                  />
                )}
              </h2>
              <div className="promotions__actions">
                {target?.kind === 'route' && (
                  <Link
                    className="promotions__open"
                    to={hrefOf(target.to)}
                    aria-label={`${intl.formatMessage({ id: 'promotions.index.open' })} ${name}`}
                  >
                    {intl.formatMessage({ id: 'promotions.index.open' })}
                  </Link>
                )}
                <Link
                  to={hrefOf({ page: 'rewardDetail', params: { id: String(entry.id) } })}
                  aria-label={`${intl.formatMessage({ id: 'promotions.index.terms' })} ${name}`}
                >
                  {intl.formatMessage({ id: 'promotions.index.terms' })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <CouponList />
    </div>
  );
}
