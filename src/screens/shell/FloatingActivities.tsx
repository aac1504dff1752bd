import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { floatingShown } from '../../../machines/session/overlays.selectors';
import type { PageName } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/iconNames';
import { SessionContext } from '../shared/sessionContext';

/**
 * Floating activity icons on the home (spec §2): the first-deposit bonus while the player has not deposited yet
 * (guests too) and invite friends, each when the configuration has that activity; the daily sign-in for a player,
 * and for a player with more live promotions one icon to all of them (the index). Private targets send a guest
 * to /login (the route guard). The close button hides them for the rest of the tab's session (the session's
 * `overlays` child, machines/session/overlays.machine.ts).
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
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const shown = useSelector(overlays, floatingShown);
  if (!shown || (!firstCharge && !invite && !freeSign)) return null;
  const entries: [boolean, PageName, IconName, MessageId][] = [
    [firstCharge, 'firstCharge', 'gift', 'shell.activity.firstCharge'],
    [invite, 'inviteFriends', 'invite', 'shell.activity.inviteFriends'],
    [freeSign, 'freeSign', 'signIn', 'shell.activity.freeSign'],
    [more, 'activities', 'rewards', 'shell.activity.more'],
  ];
  return (
    <nav className="floating-activities" aria-label={intl.formatMessage({ id: 'shell.activities' })}>
      {entries.map(
        ([on, page, icon, label]) =>
          on && (
            <Link key={page} className="floating-activities__icon" to={hrefOf({ page })}>
              <Icon name={icon} />
              <span className="floating-activities__label">{intl.formatMessage({ id: label })}</span>
            </Link>
          ),
      )}
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
