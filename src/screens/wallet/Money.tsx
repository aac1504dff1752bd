/** The wallet's screens import the one money format from here (src/ui/Money.tsx). */
export { formatMoney, MONEY_FORMAT, Money, Points } from '../../ui/Money';
