import type { AwardItem } from '../../../api/contract/rewards';

/** The coin (2001, hundredths) of an award list. */
export const coinOf = (award: readonly AwardItem[]): number =>
  award.filter((item) => item.id === 2001).reduce((sum, item) => sum + item.count, 0);
