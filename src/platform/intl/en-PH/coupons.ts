/**
 * en-PH messages of the deposit coupons list (src/screens/shared/CouponList.tsx, inside its own AreaIntl): shown on
 * the activity index and in the wallet, so it belongs to neither area's part.
 */
export const couponMessages = {
  'coupons.title': 'My deposit coupons',
  'coupons.none': 'No coupons yet. First-deposit packs include them.',
  'coupons.item': '+{percent}% deposit bonus (up to {limit})',
} as const satisfies Record<string, string>;
