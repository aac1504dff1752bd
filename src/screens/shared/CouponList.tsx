import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { activityPhase } from '../../../machines/activity/activity.selectors';
import { couponsMachine } from '../../../machines/activity/coupons.machine';
import { couponMessages } from '../../platform/intl/en-PH/coupons';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Loading } from '../../ui/LoadStatus';
import { formatMoney } from '../../ui/Money';
import { withAreaIntl } from './AreaIntl';
import './coupons.css';
import { cardClass } from '../../ui/Card';

/**
 * The player's deposit coupons, each as a percent (spec §9) with its cap (paramStr.limitAmount): on the activity
 * index and in the wallet (coupons of spec §4/§9). Its few texts are a part of their own, so neither area loads the
 * other's.
 */
function Coupons() {
  const intl = useIntl();
  const actor = useActorRef(couponsMachine, { input: {} });
  const snapshot = useSelector(actor, (s) => s);
  const phase = activityPhase(snapshot);
  const coupons = snapshot.context.data;
  const { notice } = snapshot.context;
  return (
    <section className="coupons" aria-labelledby="coupons-title" data-testid="coupons">
      <h2 id="coupons-title">{intl.formatMessage({ id: 'coupons.title' })}</h2>
      {phase === 'loading' && <Loading />}
      {phase === 'failed' && notice && (
        <ErrorPanel title="coupons.title" message={notice} onRetry={() => actor.send({ type: 'RETRY' })} />
      )}
      {phase === 'content' &&
        coupons &&
        (coupons.length === 0 ? (
          <p>{intl.formatMessage({ id: 'coupons.none' })}</p>
        ) : (
          <ul className="coupons__list">
            {coupons.map((coupon) => (
              <li key={coupon.propId} className={cardClass('coupons__item')} data-coupon={coupon.propId}>
                {intl.formatMessage(
                  { id: 'coupons.item' },
                  { percent: coupon.percent, limit: formatMoney(intl, coupon.paramStr.limitAmount) },
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export const CouponList = withAreaIntl(couponMessages, Coupons);
