import { useIntl } from 'react-intl';
import { followMachine, visitItem } from '../../../../machines/activity/follow.machine';
import { FOLLOW_COIN } from '../../../api/contract/promotions';
import type { MessageId } from '../../../platform/intl/messages';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';

/**
 * /activity/follow (desktop /lobby/follow): the operator's social accounts. Each is a real link (new tab,
 * rel="noopener"); opening it records the visit (the machine's Share), then Receive pays its reward once. The page
 * says plainly that the server cannot see a follow.
 */
export function Component() {
  const intl = useIntl();
  const { actor, snapshot, run } = useActivityPage(followMachine);
  const text = intl.formatMessage;
  const coin = formatMoney(intl, FOLLOW_COIN);
  return (
    <ActivityPage title="promotions.follow.title" data-testid="follow" run={run} data={snapshot.context.data}>
      {(follow) => (
        <>
          <p className="activity__hero">{text({ id: 'promotions.follow.intro' }, { coin })}</p>
          <p>{text({ id: 'promotions.follow.honest' })}</p>
          <h2>{text({ id: 'promotions.follow.accounts' })}</h2>
          <ul className="activity__rewards">
            {follow.tasks.map((task) => {
              const name = text({ id: `lobby.social.${task.account}` as MessageId });
              return (
                <li
                  key={task.id}
                  className="activity__reward"
                  data-account={task.account}
                  data-status={task.itemStatus}
                >
                  <a
                    href={task.url}
                    target="_blank"
                    rel="noopener"
                    // Records the visit while the account is not yet opened (the machine's guard decides).
                    onClick={() => actor.send({ type: 'CLAIM', id: visitItem(task.id) })}
                  >
                    {text({ id: 'promotions.follow.open' }, { name })}
                  </a>
                  {task.itemStatus === 1 ? (
                    <ClaimButton run={run} id={task.id}>
                      {text({ id: 'promotions.follow.receive' }, { coin })}
                    </ClaimButton>
                  ) : (
                    <span>
                      {text({ id: task.itemStatus === 2 ? 'promotions.follow.received' : 'promotions.follow.toOpen' })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ActivityPage>
  );
}
