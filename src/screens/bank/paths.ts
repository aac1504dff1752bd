import type { PageLink } from '../../api/contract/pages';

/** The bank-card list of the current tree: /bankCardList on mobile, /lobby/profile/bank on desktop. */
export function bankListPage(pathname: string): PageLink {
  return pathname.startsWith('/lobby/') ? { page: 'profileBank' } : { page: 'bankCardList' };
}
