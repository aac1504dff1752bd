import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { couponsMachine } from '../../../../machines/activity/coupons.machine';
import { formatMoney } from '../../../ui/Money';
import { ActivityStatus, showsContent } from '../ActivityStatus';

/** The player's deposit coupons: each as a percent (spec §9) with its cap (paramStr.limitAmount). */
export function CouponList() {
  const intl = useIntl();
  const actor = useActorRef(couponsMachine, { input: {} });
  const snapshot = useSelector(actor, (s) => s);
  const coupons = snapshot.context.data;
  return (
    <section className="promotions__coupons" aria-labelledby="coupons-title" data-testid="coupons">
      <h2 id="coupons-title">{intl.formatMessage({ id: 'promotions.coupons.title' })}</h2>
      {!showsContent(snapshot) || !coupons ? (
        <ActivityStatus snapshot={snapshot} title="promotions.coupons.title" send={actor.send} />
      ) : coupons.length === 0 ? (
        <p>{intl.formatMessage({ id: 'promotions.coupons.none' })}</p>
      ) : (
        <ul className="activity__rewards">
          {coupons.map((coupon) => (
            <li key={coupon.propId} className="activity__reward" data-coupon={coupon.propId}>
              {intl.formatMessage(
                { id: 'promotions.coupons.item' },
                {
                  percent: coupon.percent,
                  limit: formatMoney(intl, coupon.paramStr.limitAmount),
                },
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
