import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { floatingIcons, takenOffers } from '../../../machines/lobby/homeContent';
import { floatingShown } from '../../../machines/session/overlays.selectors';
import type { FloatingKey } from '../../api/contract/contentMedia';
import type { PageName } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/iconNames';
import { SessionContext } from '../shared/sessionContext';

/** What each floating icon opens, draws and says. */
const FLOATING_ICONS: Record<FloatingKey, { page: PageName; icon: IconName; label: MessageId }> = {
  firstCharge: { page: 'firstCharge', icon: 'gift', label: 'shell.activity.firstCharge' },
  inviteFriends: { page: 'inviteFriends', icon: 'invite', label: 'shell.activity.inviteFriends' },
  freeSign: { page: 'freeSign', icon: 'signIn', label: 'shell.activity.freeSign' },
  more: { page: 'activities', icon: 'rewards', label: 'shell.activity.more' },
};

/**
 * Floating activity icons on the home (spec §2): the first-deposit bonus while the player has not deposited yet
 * (guests too) and invite friends, each when the configuration has that activity; the daily sign-in for a player,
 * and for a player with more live promotions one icon to all of them (the index). Private targets send a guest
 * to /login (the route guard). The operator picks which of them show and in which order (/ops/content). The close
 * button hides them for the rest of the tab's session (the session's `overlays` child,
 * machines/session/overlays.machine.ts).
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
  // The daily sign-in, for a player whose activity data has it.
  const freeSign = SessionContext.useSelector((snapshot) =>
    Object.values(snapshot.context.activity?.activityMap ?? {}).some((entry) => entry.name === 'FreeSign'),
  );
  // Every other live promotion: one icon to the index (a column of a dozen would cover the grid on a phone).
  const more = SessionContext.useSelector((snapshot) => (snapshot.context.activity?.activityIds.length ?? 0) > 3);
  // The operator's choice and order (/ops/content), carried in the web config.
  const configured = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.floatingActivities);
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const shown = useSelector(overlays, floatingShown);
  // An offer the player has taken leaves the column too (machines/lobby/homeContent.ts).
  const taken = takenOffers(SessionContext.useSelector((snapshot) => snapshot.context.activity));
  const icons = floatingIcons(configured, {
    firstCharge: firstCharge && !taken.has('FirstCharge'),
    inviteFriends: invite && !taken.has('InviteFriends'),
    freeSign,
    more,
  });
  if (!shown || icons.length === 0) return null;
  return (
    <nav className="floating-activities" aria-label={intl.formatMessage({ id: 'shell.activities' })}>
      {icons.map((key) => {
        const { page, icon, label } = FLOATING_ICONS[key];
        return (
          <Link key={key} className="floating-activities__icon" to={hrefOf({ page })}>
            <Icon name={icon} />
            <span className="floating-activities__label">{intl.formatMessage({ id: label })}</span>
          </Link>
        );
      })}
      <button
        type="button"
        className="floating-activities__hide"
        aria-label={intl.formatMessage({ id: 'shell.activities.hide' })}
        onClick={() => overlays?.send({ type: 'FLOATING.HIDE' })}
      >
        <Icon name="close" />
      </button>
    </nav>
  );
}
