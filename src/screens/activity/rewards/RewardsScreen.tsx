import { FormattedMessage, useIntl } from 'react-intl';
import { guestOffers, rewardLists } from '../../../../machines/activity/rewards';
import { activityTargetOf } from '../../../../machines/lobby/homeContent';
import type { MessageId } from '../../../platform/intl/messages';
import { Link } from '../../../platform/navigation/Link';
import { PageHeader } from '../../../ui/PageHeader';
import { SessionContext } from '../../shared/sessionContext';
import { isLoggedIn } from '../../shared/sessionStatus';
import { ACTIVITY_LABEL } from '../promotions/labels';
import '../activity.css';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';

const KNOWN: Readonly<Record<string, MessageId>> = ACTIVITY_LABEL;

/**
 * /lobby/rewards (public; spec §4 activity list filtering): a player's live activities sorted by sort, and the
 * sign-up bonus cards in their own list; a guest sees the offers of the configuration, each leading to login.
 */
export function Component() {
  const intl = useIntl();
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  const activity = SessionContext.useSelector((snapshot) => snapshot.context.activity);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  if (!config) return null;
  const lists = loggedIn && activity ? rewardLists(activity, config) : null;
  const entries: { name: string; url?: string | undefined }[] = lists
    ? lists.activities
    : guestOffers(config).map((name) => ({ name }));
  const names = entries.map((entry) => entry.name);
  const label = (name: string) =>
    KNOWN[name]
      ? intl.formatMessage({ id: KNOWN[name] })
      : intl.formatMessage({ id: 'rewards.activity.other' }, { name });
  return (
    <div className="activity rewards" data-rewards={loggedIn ? 'player' : 'guest'}>
      <PageHeader title={<FormattedMessage id="rewards.title" />} />
      <h2>{intl.formatMessage({ id: 'rewards.promotions' })}</h2>
      {names.length === 0 && <p>{intl.formatMessage({ id: 'rewards.empty' })}</p>}
      <ul className="activity-list">
        {entries.map(({ name, url }) => {
          const target = activityTargetOf({ name, url });
          return (
            <li key={name} data-activity={name}>
              {target?.kind === 'route' ? (
                <Link to={hrefOf(target.to)}>{label(name)}</Link>
              ) : (
                <span>{label(name)}</span>
              )}
              {!loggedIn && <small> · {intl.formatMessage({ id: 'rewards.loginToJoin' })}</small>}
            </li>
          );
        })}
      </ul>
      {lists && lists.signUpBonus.length > 0 && (
        <>
          <h2>{intl.formatMessage({ id: 'rewards.signUpBonus' })}</h2>
          <ul className="activity-list">
            {lists.signUpBonus.map((card) => (
              <li key={card.id} data-card={card.id}>
                <Link to={hrefOf({ page: 'signPay' })}>
                  {card.name} ·{' '}
                  {intl.formatMessage({ id: 'activity.sign.buy' }, { price: formatMoney(intl, card.price) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
