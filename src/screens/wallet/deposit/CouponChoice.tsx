import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { couponBonusOf, type DepositMachine, isPlainDeposit } from '../../../../machines/wallet/deposit.machine';
import { RadioTiles } from '../../../ui/RadioTiles';
import { Money } from '../Money';
import { PickGroup } from './PickGroup';

/**
 * The coupon of a plain deposit (coupons of spec §4/§9): none chosen by default; each of the player's coupons with the
 * bonus it would add to the amount picked (the server's own rule, couponBonus in src/api/contract/promotions.ts).
 */
export function CouponChoice({ deposit, disabled }: { deposit: ActorRefFrom<DepositMachine>; disabled: boolean }) {
  const intl = useIntl();
  const context = useSelector(deposit, (snapshot) => snapshot.context);
  if (!isPlainDeposit(context) || context.coupons.length === 0) return null;
  return (
    <PickGroup legend="wallet.deposit.coupon.legend">
      {(legendId) => (
        <RadioTiles<number | null>
          labelledBy={legendId}
          className="deposit-pick__coupons"
          tileClassName="deposit-coupon"
          disabled={disabled}
          selected={context.couponId}
          onSelect={(id) => deposit.send({ type: 'COUPON.SELECT', id })}
          tiles={[
            { value: null, content: intl.formatMessage({ id: 'wallet.deposit.coupon.none' }) },
            ...context.coupons.map((coupon) => ({
              value: coupon.propId,
              content: (
                <FormattedMessage
                  id="wallet.deposit.coupon.item"
                  values={{
                    percent: coupon.percent,
                    bonus: <Money value={couponBonusOf(coupon, context.amount)} />,
                    limit: <Money value={coupon.paramStr.limitAmount} />,
                  }}
                />
              ),
            })),
          ]}
        />
      )}
    </PickGroup>
  );
}
