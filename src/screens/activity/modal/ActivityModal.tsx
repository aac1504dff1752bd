import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { activityModalMachine, currentModal } from '../../../../machines/activity/activityModal.machine';
import { promptUp } from '../../../../machines/session/overlays.selectors';
import { Link } from '../../../platform/navigation/Link';
import { SessionContext } from '../../shared/sessionContext';
import { ActivityDialog } from '../ActivityDialog';
import { ActivityIntl } from '../ActivityIntl';
import { FirstChargeModal } from '../firstCharge/FirstChargeModal';
import { DailyComplete } from './DailyComplete';
import '../activity.css';
import { hrefOf } from '../../../platform/navigation/pages';

/**
 * The home activity modal (spec §4): the player's live, unseen activities one at a time, first-charge first
 * (machines/activity/activityModal.machine.ts), then the daily-complete modal when every task of the day is done
 * (machines/activity/dailyComplete.machine.ts). The layouts mount it in its turn (the session's overlays: after
 * the notice pop-up); it shows nothing while a prompt is up. Loaded only for a logged-in player on the home,
 * with the activity messages.
 */
export function ActivityModal() {
  const activityIds = SessionContext.useSelector((snapshot) => snapshot.context.activityIds);
  const queue = useActorRef(activityModalMachine, { input: { activityIds } });
  const current = useSelector(queue, (snapshot) => currentModal(snapshot));
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const waiting = useSelector(overlays, promptUp);
  const playerId = SessionContext.useSelector((snapshot) => snapshot.context.user?.id ?? 0);
  if (waiting) return null;
  // The activities shown (or none live): the day's tasks, all done, are the queue's last word.
  if (current === undefined)
    return <ActivityIntl>{playerId > 0 && <DailyComplete playerId={playerId} />}</ActivityIntl>;
  const seen = () => queue.send({ type: 'SEEN' });
  return (
    <ActivityIntl>
      {current === 39 && <FirstChargeModal key={39} onDone={seen} />}
      {current === 40 && <InviteTeaser onDone={seen} />}
    </ActivityIntl>
  );
}

/** Invite friends in the modal queue: what it pays, and the way to the page. */
function InviteTeaser({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  return (
    <ActivityDialog
      titleId="invite-modal-title"
      describedBy="invite-modal-intro"
      title={intl.formatMessage({ id: 'activity.invite.title' })}
      onDone={onDone}
      actions={
        <Link className="button button--primary" to={hrefOf({ page: 'inviteFriends' })} onClick={onDone}>
          {intl.formatMessage({ id: 'activity.invite.invite' })}
        </Link>
      }
    >
      <p id="invite-modal-intro" className="dialog__body">
        {intl.formatMessage({ id: 'activity.invite.intro' })}
      </p>
    </ActivityDialog>
  );
}
