/**
 * Which bottom tab is highlighted (spec §2 "Highlight index"): /lobby/email 0, /lobby/rewards 1, /lobby/task 2,
 * /lobby/notice 3, wallets 4; and each tab's own page: /lobby/home 0, /activity/spin 2, a notice's detail 3,
 * /lobby/wallets/deposit and /lobby/wallets/withdraw 4. -1: no tab.
 */
export function highlightIndex(pathname: string): number {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/lobby/home' || path === '/lobby/email') return 0;
  if (path === '/lobby/rewards') return 1;
  if (path === '/activity/spin' || path === '/lobby/task') return 2;
  if (path === '/lobby/notice' || path.startsWith('/notice/detail/')) return 3;
  if (path.startsWith('/lobby/wallets/')) return 4;
  return -1;
}
