import { isDesktop } from '../../platform/clientFacts';

/** Pages that stand alone on mobile but live under /lobby on desktop (spec §2 desktop routes). */
const UNDER_LOBBY_ON_DESKTOP = [
  '/walletsKyc',
  '/walletsKycUpload',
  '/walletsPassword',
  '/record/transaction',
  '/bindBankCard',
  '/points',
  '/withdrawal/',
];

/**
 * The address of a wallet page in the running layout: machines and links name the mobile path; on desktop
 * the same page is /lobby/<path>.
 */
export function inLayout(path: string, desktop = isDesktop()): string {
  if (!desktop) return path;
  const under = UNDER_LOBBY_ON_DESKTOP.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}?`),
  );
  return under ? `/lobby${path}` : path;
}
