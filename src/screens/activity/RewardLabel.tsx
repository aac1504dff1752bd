import { useIntl } from 'react-intl';
import { type AwardItem, rewardKind } from '../../api/contract/rewards';
import { formatMoney } from '../../ui/Money';

/** One reward item as the player reads it (spec §9: coin /100 with two decimals, points floor(/100)). */
export function RewardLabel({ item }: { item: AwardItem }) {
  const intl = useIntl();
  const kind = rewardKind(item.id);
  if (kind === 'coin') {
    const amount = formatMoney(intl, item.count);
    return <>{intl.formatMessage({ id: 'activity.reward.coin' }, { amount })}</>;
  }
  if (kind === 'points') {
    return <>{intl.formatMessage({ id: 'activity.reward.points' }, { points: Math.floor(item.count / 100) })}</>;
  }
  if (kind === 'coupon') return <>{intl.formatMessage({ id: 'activity.reward.coupon' }, { count: item.count })}</>;
  return <>{intl.formatMessage({ id: 'activity.reward.item' }, { id: item.id, count: item.count })}</>;
}

/** A countdown as d HH:MM:SS (the day part only when a day or more is left). */
export function countdownText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const hms = [Math.floor(rest / 3_600), Math.floor((rest % 3_600) / 60), rest % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${hms}` : hms;
}
