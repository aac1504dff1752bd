import { DEFAULT_RETURN_TO } from '../../../machines/wallet/deposit.machine';
import type { PageLink } from '../../api/contract/pages';

/** The bank-card list of the current tree: /bankCardList on mobile, /lobby/profile/bank on desktop. */
export function bankListPage(pathname: string): PageLink {
  return pathname.startsWith('/lobby/') ? { page: 'profileBank' } : { page: 'bankCardList' };
}

/** The withdraw tab: "Bind a bank account" on the withdraw form comes back to the form, where the player was going. */
const WITHDRAW_TAB: PageLink = { page: 'wallets', params: { id: 'withdraw' } };

/**
 * Where the bank form goes once the card is saved, by its `?back=`: `1` (the deposit's bank check) back to the
 * deposit, or nowhere when the deposit waits and navigates itself; `withdraw` back to the withdraw form; none,
 * the card list of the current tree.
 */
export function bankFormReturn(back: string | null, depositWaiting: boolean, pathname: string): PageLink | null {
  if (back === '1') return depositWaiting ? null : DEFAULT_RETURN_TO;
  if (back === 'withdraw') return WITHDRAW_TAB;
  return bankListPage(pathname);
}
