import { useIntl } from 'react-intl';
import {
  BOX_ITEM,
  christmasMachine,
  EXTRA_ITEM,
  SIGN_ITEM,
  todayBox,
} from '../../../../machines/activity/christmas.machine';
import { CHRISTMAS_SIGN_COIN } from '../../../api/contract/promotions';
import type { MessageId } from '../../../platform/intl/messages';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';
import { SeasonRules } from './SeasonRules';
import { DepositLink, SeasonClaim, SeasonStatus } from './SeasonStatus';

/** What a calendar day's box says beside its prize. */
function boxStatus(box: { day: number; itemStatus: number }, today: number): MessageId {
  if (box.itemStatus === 2) return 'promotions.christmas.box.opened';
  if (box.day === today) return 'promotions.christmas.box.today';
  return box.day < today ? 'promotions.christmas.box.missed' : 'promotions.christmas.box.later';
}

/**
 * /activity/christmas (docs/promotions.md "Christmas"): when the season opens or that it ended; while it runs,
 * today's sign-in and box, the calendar, the milestones and the extra box; the rules from the server's figures.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(christmasMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  return (
    <ActivityPage title="promotions.christmas.title" data-testid="christmas" run={run} data={snapshot.context.data}>
      {(state) => {
        const box = todayBox(state);
        const running = state.phase === 'running';
        return (
          <>
            <p className="activity__hero">{intl.formatMessage({ id: 'promotions.christmas.intro' })}</p>
            <SeasonStatus season={state} rule="christmas" />
            {running && (
              <div className="activity__actions">
                {state.signedToday ? (
                  <p>{intl.formatMessage({ id: 'promotions.christmas.signedToday' })}</p>
                ) : (
                  <ClaimButton run={run} id={SIGN_ITEM}>
                    {intl.formatMessage({ id: 'promotions.christmas.sign' }, { amount: peso(CHRISTMAS_SIGN_COIN) })}
                  </ClaimButton>
                )}
                {box && box.itemStatus !== 2 && (
                  <ClaimButton run={run} id={BOX_ITEM}>
                    {intl.formatMessage({ id: 'promotions.christmas.open' }, { amount: peso(box.award) })}
                  </ClaimButton>
                )}
                {box && !state.signedToday && <p>{intl.formatMessage({ id: 'promotions.christmas.signFirst' })}</p>}
              </div>
            )}
            {state.phase !== 'upcoming' && (
              <>
                <h2>{intl.formatMessage({ id: 'promotions.christmas.calendar' })}</h2>
                <p>{intl.formatMessage({ id: 'promotions.christmas.signDays' }, { days: state.signDays })}</p>
                <ol className="activity__rewards" data-testid="christmas-calendar">
                  {state.boxes.map((entry) => (
                    <li key={entry.day} className="activity__reward" data-status={entry.itemStatus}>
                      {intl.formatMessage(
                        { id: 'promotions.christmas.box' },
                        {
                          day: entry.day,
                          amount: peso(entry.award),
                          status: intl.formatMessage({ id: boxStatus(entry, running ? state.day : 99) }),
                        },
                      )}
                    </li>
                  ))}
                </ol>
                <h2>{intl.formatMessage({ id: 'promotions.christmas.milestones' })}</h2>
                <ul>
                  {state.milestones.map((milestone) => (
                    <li key={milestone.id}>
                      {intl.formatMessage(
                        { id: 'promotions.christmas.milestone' },
                        { boxes: milestone.id, amount: peso(milestone.award[0]?.count ?? 0) },
                      )}{' '}
                      <SeasonClaim
                        run={run}
                        id={milestone.id}
                        status={milestone.itemStatus}
                        label="promotions.christmas.receive"
                      />
                    </li>
                  ))}
                </ul>
                <p>
                  {intl.formatMessage(
                    { id: 'promotions.christmas.extra' },
                    { amount: peso(state.extra.award[0]?.count ?? 0) },
                  )}{' '}
                  <SeasonClaim
                    run={run}
                    id={EXTRA_ITEM}
                    status={state.extra.itemStatus}
                    label="promotions.christmas.extraOpen"
                    otherwise={running && <DepositLink />}
                  />
                </p>
              </>
            )}
            <h2>{intl.formatMessage({ id: 'promotions.rule.title' })}</h2>
            <SeasonRules season="christmas" />
          </>
        );
      }}
    </ActivityPage>
  );
}
