import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { secondsLeft } from '../../../../machines/activity/activityRules';
import { bonusPercentOf, type FirstChargeMachine, packOf } from '../../../../machines/activity/firstCharge.machine';
import { Button } from '../../../ui/Button';
import { SessionContext } from '../../shared/sessionContext';
import { stateValueText } from '../../shared/sessionStatus';
import { logAction } from '../../shared/track';
import { ActivityStatus, inStatusPhase } from '../ActivityStatus';
import { DepositFinishedForward } from '../DepositFinishedForward';
import { countdownText, RewardLabel } from '../RewardLabel';
import '../activity.css';
import { formatMoney } from '../../../ui/Money';

export type FirstChargeRef = ActorRefFrom<FirstChargeMachine>;

/**
 * The first-charge offer (spec §2): countdown (hidden when -1), bonus percentage, the buy button with the price,
 * and a claim button per free reward. Renders the machine's snapshot; used by the page and the home modal.
 * `data-first-charge` carries the state value (the e2e hook).
 */
export function FirstChargePanel({ actor }: { actor: FirstChargeRef }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const value = stateValueText(snapshot.value);
  const pack = packOf(context);
  const state = context.state;
  const left = secondsLeft(context.expireTime, context.now);
  const busy = snapshot.matches('debouncing') || snapshot.matches('claiming');
  let body: React.ReactNode;
  if (inStatusPhase(snapshot)) {
    body = <ActivityStatus snapshot={snapshot} title="activity.firstCharge.title" send={actor.send} />;
  } else if (pack && state) {
    const price = formatMoney(intl, pack.price);
    body = (
      <>
        <div className="activity__hero">
          <p className="activity__bonus">
            {intl.formatMessage({ id: 'activity.firstCharge.bonus' }, { percent: bonusPercentOf(context) })}
          </p>
          {left !== null && (
            <p className="activity__countdown">
              {intl.formatMessage({ id: 'activity.endsIn' }, { time: countdownText(left) })}
            </p>
          )}
        </div>
        <div className="activity__actions">
          <Button
            disabled={state.itemStatus !== 0}
            onClick={() => {
              actor.send({ type: 'BUY' });
              logAction(session, 'first_charge_buy');
            }}
          >
            {intl.formatMessage({ id: 'activity.firstCharge.buy' }, { price })}
          </Button>
        </div>
        <p className="activity__status">
          {state.itemStatus === 1 && intl.formatMessage({ id: 'activity.firstCharge.bought' })}
          {state.itemStatus === 2 && intl.formatMessage({ id: 'activity.firstCharge.allClaimed' })}
        </p>
        <h3>{intl.formatMessage({ id: 'activity.firstCharge.rewards' })}</h3>
        <ul className="activity__rewards">
          {pack.award.map((item) => {
            const claimed = state.propReceiveList.includes(item.id);
            return (
              <li key={item.id} className="activity__reward" data-prop={item.id}>
                <RewardLabel item={item} />
                <Button
                  disabled={state.itemStatus !== 1 || claimed || (busy && context.claiming === item.id)}
                  onClick={() => actor.send({ type: 'CLAIM', propId: item.id })}
                >
                  {intl.formatMessage({
                    id: claimed ? 'activity.firstCharge.claimedMark' : 'activity.firstCharge.claim',
                  })}
                </Button>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section className="activity first-charge" data-first-charge={value}>
      <DepositFinishedForward actType={39} to={actor} />
      {body}
    </section>
  );
}
