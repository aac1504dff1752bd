import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { canBuy, canClaim, claimingItem, countdownOf } from '../../../../machines/activity/activity.selectors';
import { bonusPercentOf, type FirstChargeMachine, packOf } from '../../../../machines/activity/firstCharge.machine';
import { rewardKind } from '../../../api/contract/rewards';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { SessionContext } from '../../shared/sessionContext';
import { stateValueText } from '../../shared/sessionStatus';
import { logAction } from '../../shared/track';
import { ActivityStatus, showsContent } from '../ActivityStatus';
import { ClaimFailed } from '../ClaimFailed';
import { countdownText, RewardLabel } from '../RewardLabel';
import '../activity.css';
import { formatMoney } from '../../../ui/Money';

export type FirstChargeRef = ActorRefFrom<FirstChargeMachine>;

/**
 * The first-charge offer (spec §2): countdown (hidden when -1), bonus percentage, the buy button with the price,
 * and a claim button per free reward (a failed claim says why, with Retry). Renders the machine's snapshot; used by the page and the home modal.
 * `data-state` carries the state value (the e2e hook).
 */
export function FirstChargePanel({ actor }: { actor: FirstChargeRef }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const pack = packOf(context);
  const data = context.data;
  const left = countdownOf(snapshot);
  const lockedId = useId();
  let body: React.ReactNode;
  if (!showsContent(snapshot)) {
    body = <ActivityStatus snapshot={snapshot} title="activity.firstCharge.title" send={actor.send} />;
  } else if (pack && data) {
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
            variant="primary"
            disabled={!canBuy(snapshot)}
            onClick={() => {
              actor.send({ type: 'BUY' });
              logAction(session, 'first_charge_buy');
            }}
          >
            {intl.formatMessage({ id: 'activity.firstCharge.buy' }, { price })}
          </Button>
        </div>
        <p className="activity__status">
          {data.itemStatus === 1 && intl.formatMessage({ id: 'activity.firstCharge.bought' })}
          {data.itemStatus === 2 && intl.formatMessage({ id: 'activity.firstCharge.allClaimed' })}
        </p>
        <h2 className="activity__subheading">{intl.formatMessage({ id: 'activity.firstCharge.rewards' })}</h2>
        {data.itemStatus === 0 && (
          // Why the Claim buttons are disabled (a disabled button says why): each button points here.
          <p id={lockedId} className="activity__note">
            {intl.formatMessage({ id: 'activity.firstCharge.locked' }, { price })}
          </p>
        )}
        <ul className="activity__rewards">
          {pack.award.map((item) => {
            const claimed = data.propReceiveList.includes(item.id);
            return (
              <li key={item.id} className="activity__reward" data-prop={item.id}>
                <RewardLabel item={item} />
                <Button
                  disabled={!canClaim(snapshot, item.id)}
                  busy={claimingItem(snapshot, item.id)}
                  aria-describedby={data.itemStatus === 0 ? lockedId : undefined}
                  onClick={() => actor.send({ type: 'CLAIM', id: item.id })}
                >
                  {intl.formatMessage({
                    id: claimed ? 'activity.firstCharge.claimedMark' : 'activity.firstCharge.claim',
                  })}
                </Button>
              </li>
            );
          })}
        </ul>
        {pack.award.some((item) => rewardKind(item.id) === 'coupon') && (
          <p className="activity__note">{intl.formatMessage({ id: 'activity.firstCharge.couponHelp' })}</p>
        )}
        <ClaimFailed run={{ snapshot, send: actor.send }} />
      </>
    );
  }
  return (
    <section className="activity first-charge" data-first-charge="" data-state={stateValueText(snapshot.value)}>
      {body}
    </section>
  );
}

/** The panel's place while the activity's code loads (the session starts the run on its first OPEN). */
export function FirstChargeWaiting() {
  const intl = useIntl();
  return (
    <section className="activity first-charge" data-first-charge="" data-state="loading">
      <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />
    </section>
  );
}
