import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../platform/pages';
import { SessionContext } from '../shared/sessionContext';

/**
 * Floating activity icons on the home (spec §2): the first-deposit bonus while the player has not deposited yet
 * (guests too) and invite friends, each when the configuration has that activity. Private targets send a guest
 * to /login (the route guard).
 */
export function FloatingActivities() {
  const intl = useIntl();
  const firstCharge = SessionContext.useSelector(
    (snapshot) =>
      (snapshot.context.webConfig?.appRechargeBonusCollection9ConfigList.length ?? 0) > 0 &&
      (snapshot.context.user?.totalRecharge ?? 0) === 0,
  );
  const invite = SessionContext.useSelector(
    (snapshot) => (snapshot.context.webConfig?.appInviteBonus1ConfigList.length ?? 0) > 0,
  );
  if (!firstCharge && !invite) return null;
  return (
    <nav className="floating-activities" aria-label={intl.formatMessage({ id: 'shell.activities' })}>
      {firstCharge && (
        <Link
          className="floating-activities__icon floating-activities__icon--charge"
          to={hrefOf({ page: 'firstCharge' })}
        >
          <span aria-hidden="true">🎁</span>
          <span className="floating-activities__label">{intl.formatMessage({ id: 'shell.activity.firstCharge' })}</span>
        </Link>
      )}
      {invite && (
        <Link
          className="floating-activities__icon floating-activities__icon--invite"
          to={hrefOf({ page: 'inviteFriends' })}
        >
          <span aria-hidden="true">🤝</span>
          <span className="floating-activities__label">
            {intl.formatMessage({ id: 'shell.activity.inviteFriends' })}
          </span>
        </Link>
      )}
    </nav>
  );
}
