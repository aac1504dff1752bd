import { manilaToday } from '../../api/contract/accountRules';

/** Today in Manila as YYYY-MM-DD: the KYC form's age hint counts as the server does (on the Manila date). */
export function todayText(now = Date.now()): string {
  return manilaToday(now);
}
