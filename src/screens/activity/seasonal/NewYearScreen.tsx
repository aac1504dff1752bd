import { useIntl } from 'react-intl';
import {
  BOX_ITEM,
  EXTRA_ITEM,
  LOTTERY_ITEM,
  newYearMachine,
  SHARE_ITEM,
} from '../../../../machines/activity/newYear.machine';
import type { MessageId } from '../../../platform/intl/messages';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';
import { SeasonRules } from './SeasonRules';
import { DepositLink, SeasonClaim, SeasonStatus } from './SeasonStatus';

const ITEM_NAME: Readonly<Record<number, MessageId>> = {
  40001: 'promotions.newYear.item.40001',
  40002: 'promotions.newYear.item.40002',
  40003: 'promotions.newYear.item.40003',
  40004: 'promotions.newYear.item.40004',
};
const TASK_NAME: Readonly<Record<number, MessageId>> = {
  1: 'promotions.newYear.task.1',
  2: 'promotions.newYear.task.2',
  3: 'promotions.newYear.task.3',
  4: 'promotions.newYear.task.4',
};
const SHARE_TASK = 4;

/**
 * /activity/newYear (docs/promotions.md "New Year"): when the season opens or that it ended; while it runs, the
 * items held, today's tasks (collect their items; share records the share task), the box and the lottery that
 * spend a set of items, and the extra set; the rules from the server's figures.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(newYearMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const itemName = (id: number) => intl.formatMessage({ id: ITEM_NAME[id] ?? 'promotions.newYear.item.40001' });
  return (
    <ActivityPage title="promotions.newYear.title" data-testid="new-year" run={run} data={snapshot.context.data}>
      {(state) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.newYear.intro' })}</p>
          <SeasonStatus season={state} rule="newYear" />
          {state.phase === 'running' && (
            <>
              <h2>{intl.formatMessage({ id: 'promotions.newYear.items' })}</h2>
              <ul data-testid="new-year-items">
                {state.items.map((item) => (
                  <li key={item.propId}>
                    {intl.formatMessage(
                      { id: 'promotions.newYear.held' },
                      { item: itemName(item.propId), count: item.count },
                    )}
                  </li>
                ))}
              </ul>
              <div className="activity__actions">
                <ClaimButton run={run} id={BOX_ITEM}>
                  {intl.formatMessage({ id: 'promotions.newYear.openBox' })}
                </ClaimButton>
                <ClaimButton run={run} id={LOTTERY_ITEM}>
                  {intl.formatMessage({ id: 'promotions.newYear.openLottery' })}
                </ClaimButton>
              </div>
              <h2>{intl.formatMessage({ id: 'promotions.newYear.tasks' })}</h2>
              <ul className="activity__rewards">
                {state.tasks.map((task) => (
                  <li key={task.id} className="activity__reward">
                    <span>
                      {intl.formatMessage(
                        { id: TASK_NAME[task.id] ?? 'promotions.newYear.task.1' },
                        { amount: peso(task.target) },
                      )}
                    </span>{' '}
                    <span>
                      {intl.formatMessage(
                        { id: 'promotions.newYear.task.gives' },
                        { items: intl.formatList(task.award.map((item) => itemName(item.id))) },
                      )}
                    </span>{' '}
                    <SeasonClaim
                      run={run}
                      id={task.id}
                      status={task.itemStatus}
                      label="promotions.newYear.collect"
                      otherwise={
                        task.id === SHARE_TASK && (
                          <ClaimButton run={run} id={SHARE_ITEM}>
                            {intl.formatMessage({ id: 'promotions.newYear.share' })}
                          </ClaimButton>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
              <p>
                {intl.formatMessage({ id: 'promotions.newYear.extra' })}{' '}
                <SeasonClaim
                  run={run}
                  id={EXTRA_ITEM}
                  status={state.extra.itemStatus}
                  label="promotions.newYear.extraReceive"
                  otherwise={<DepositLink />}
                />
              </p>
            </>
          )}
          {state.recent.length > 0 && (
            <>
              <h2 id="new-year-recent">{intl.formatMessage({ id: 'promotions.newYear.recent' })}</h2>
              <ul aria-labelledby="new-year-recent" data-testid="new-year-recent">
                {state.recent.map((entry) => (
                  <li key={`${entry.timestamp}-${entry.phone}`}>
                    {intl.formatMessage(
                      { id: 'promotions.newYear.recentItem' },
                      { phone: entry.phone, amount: peso(entry.amount) },
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.rule.title' })}</h2>
          <SeasonRules season="newYear" />
        </>
      )}
    </ActivityPage>
  );
}
