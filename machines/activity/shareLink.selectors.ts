import type { Notice } from '../shared/notice';
import type { ShareLinkTag } from './shareLink.machine';

/** What the share panel reads from machines/activity/shareLink.machine.ts: tags, `can()` and the context. */
export interface ShareLinkSnapshot {
  hasTag(tag: ShareLinkTag): boolean;
  context: { link: string | null; webShare: boolean; notice: Notice | null };
}

/** The panel's part: bind a mobile first, the link is being made, it failed (Retry), or the link with its actions. */
export type SharePanelPhase = 'bind' | 'loading' | 'failed' | 'linked';

export function sharePanelPhase(snapshot: ShareLinkSnapshot): SharePanelPhase {
  if (snapshot.hasTag('bind')) return 'bind';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('linked')) return 'linked';
  return 'loading';
}

/** The link to show, copy and draw as a QR code. */
export const sharedLink = (snapshot: ShareLinkSnapshot): string | null => snapshot.context.link;

/** Share is offered: the link is there and the browser has a system share sheet. */
export const hasShareSheet = (snapshot: ShareLinkSnapshot): boolean =>
  snapshot.hasTag('linked') && snapshot.context.webShare;

/** A copy or the share sheet is under way: the buttons wait. */
export const shareBusy = (snapshot: ShareLinkSnapshot): boolean => snapshot.hasTag('busy');

/** The status of the last copy or share, or why the link failed. */
export const shareNotice = (snapshot: ShareLinkSnapshot): Notice | null => snapshot.context.notice;
