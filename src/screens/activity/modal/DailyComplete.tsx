import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  dailyAwardsWaiting,
  dailyCompleteMachine,
  dailyCompleteShown,
} from '../../../../machines/activity/dailyComplete.machine';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { ActivityDialog } from '../ActivityDialog';

/**
 * The daily-complete modal (machines/activity/dailyComplete.machine.ts): once a Manila day, when the player's daily
 * tasks are all done, a congratulation that points to the awards still waiting (Claim rewards opens the task page)
 * or to tomorrow. Mounted by the home's activity modal once its activities are shown, so it never covers another
 * overlay; each time the home shows it again (back from a game, a claim), its machine starts and reads the tasks.
 */
export function DailyComplete({ playerId }: { playerId: number }) {
  const intl = useIntl();
  const daily = useActorRef(dailyCompleteMachine, { input: { playerId } });
  const shown = useSelector(daily, dailyCompleteShown);
  const claim = useSelector(daily, dailyAwardsWaiting);
  if (!shown) return null;
  const close = () => daily.send({ type: 'CLOSE' });
  return (
    <ActivityDialog
      titleId="daily-complete-title"
      describedBy="daily-complete-body"
      title={intl.formatMessage({ id: 'activity.dailyComplete.title' })}
      onDone={close}
      actions={
        claim ? (
          <Link
            className="button button--primary"
            to={hrefOf({ page: 'profileTask' })}
            onClick={() => daily.send({ type: 'CLAIM' })}
          >
            {intl.formatMessage({ id: 'activity.dailyComplete.toTasks' })}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={close}>
            {intl.formatMessage({ id: 'activity.dailyComplete.seeYou' })}
          </button>
        )
      }
    >
      <p id="daily-complete-body" className="dialog__body">
        {intl.formatMessage({ id: claim ? 'activity.dailyComplete.claim' : 'activity.dailyComplete.tomorrow' })}
      </p>
    </ActivityDialog>
  );
}
