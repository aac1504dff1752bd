import type { couponMessages as en } from '../en-PH/coupons';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/coupons.ts. */
export const couponMessages: Translation<typeof en> = {
  'coupons.title': 'Mga deposit coupon ko',
  'coupons.none': 'Wala ka pang coupon. Kasama ang mga ito sa mga first-deposit pack.',
  'coupons.item': '+{percent}% na bonus sa deposito (hanggang {limit})',
};
