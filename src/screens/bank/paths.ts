/** The bank-card list of the current tree: /bankCardList on mobile, /lobby/profile/bank on desktop. */
export function bankListPath(pathname: string): string {
  return pathname.startsWith('/lobby/') ? '/lobby/profile/bank' : '/bankCardList';
}

/** The bind form of the current tree (desktop pages live under /lobby). */
export function bindBankCardPath(pathname: string): string {
  return pathname.startsWith('/lobby/') ? '/lobby/bindBankCard' : '/bindBankCard';
}
