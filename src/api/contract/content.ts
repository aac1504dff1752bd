import type { Checked, SettingIssue } from './lobbySettings';

/**
 * The home's banners as the back office edits them (/ops/content; docs/ops.md "Content"): the rules both the page
 * and the server check, so a refused field is named the same way on both sides. The server also checks what only
 * it can see: that an uploaded picture and a game target exist.
 */

export type BannerLayout = 'both' | 'phone' | 'desktop';
export type TargetKind = 'none' | 'activity' | 'game' | 'url';

/** A banner as sent to the server; times are epoch ms, null for an open end. */
export interface BannerFields {
  imgUrl2: string;
  target: TargetKind;
  /** The activity's name, the game's id or the address; '' for none. */
  action: string;
  layout: BannerLayout;
  startsAt: number | null;
  endsAt: number | null;
}

export interface OpsBanner extends BannerFields {
  id: number;
  /** 1 for the first banner the home shows. */
  sort: number;
}

/** The click type numbers of the content tables and the lobby (spec §4). */
export const TARGET_CLICK: Record<TargetKind, number> = { none: 0, activity: 1, game: 2, url: 3 };

/** The in-app pages a banner may open, by the action the lobby reads, with the operator's name for them. */
export const BANNER_ACTIVITIES: Readonly<Record<string, string>> = {
  FirstCharge: 'First deposit bonus',
  InviteFriends: 'Invite friends',
  Bind: 'Bind a mobile number',
  '10000': 'Tasks',
  deposit: 'Deposit page',
  VIP: 'VIP levels',
  FreeSign: 'Free sign-in reward',
  SignUpBonus: 'Sign-up bonus',
  Agent5: 'Agent rewards',
  VipRebate: 'VIP rebate',
  Follow: 'Follow rewards',
  Spin: 'Lucky spin',
  WeekendLottery: 'Weekend lottery',
  Festival: 'Festival red packets',
  Christmas: 'Christmas event',
  NewYear: 'New Year event',
};

/** Pictures uploaded in /ops: the address names the content's SHA-256. */
export const CONTENT_IMAGE_PATH = /^\/static\/content\/([0-9a-f]{64})\.(png|jpg|webp)$/;
/** Pictures the server draws from a headline (server/static/art). */
export const DRAWN_BANNER_PATH = /^\/static\/art\/banner\/[A-Za-z0-9-]{1,80}\.svg$/;
export const DRAWN_NOTICE_PATH = /^\/static\/art\/notice\/[A-Za-z0-9-]{1,80}\.svg$/;

/** The drawn picture with this headline (the server draws what the address names, server/static/urls.ts `artUrl`). */
export const drawnUrl = (kind: 'banner' | 'notice', headline: string): string =>
  `/static/art/${kind}/${headline
    .replace(/[^A-Za-z0-9 ]+/g, '')
    .trim()
    .replace(/ +/g, '-')}.svg`;

export const drawnBannerUrl = (headline: string): string => drawnUrl('banner', headline);

/** An uploaded picture is at most this many bytes: a banner is 750 × 300, well under it as a JPEG or WebP. */
export const CONTENT_IMAGE_MAX_BYTES = 1024 * 1024;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 2000-01-01 to 2100-01-01: a time outside is a typing slip, not a schedule. */
const EARLIEST = 946_684_800_000;
const LATEST = 4_102_444_800_000;

function timeOf(value: unknown, path: string, label: string, issues: SettingIssue[]): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < EARLIEST || value > LATEST) {
    issues.push({ path, message: `${label} is a date and time, or empty.` });
    return null;
  }
  return value;
}

/** Where a tap goes: the kind and its action (one of `activities` for an activity), checked; the issues pushed. */
export function checkTarget(
  b: Record<string, unknown>,
  issues: SettingIssue[],
  activities: Readonly<Record<string, string>> = BANNER_ACTIVITIES,
): { target: TargetKind; action: string } {
  const target = b.target;
  const action = typeof b.action === 'string' ? b.action.trim() : '';
  if (target !== 'none' && target !== 'activity' && target !== 'game' && target !== 'url') {
    issues.push({ path: 'target', message: 'The target is none, an activity, a game or an address.' });
    return { target: 'none', action: '' };
  }
  if (target === 'activity' && !Object.hasOwn(activities, action)) {
    issues.push({ path: 'action', message: 'Choose one of the listed activities.' });
  } else if (target === 'game' && !/^[1-9]\d{0,8}$/.test(action)) {
    issues.push({ path: 'action', message: "Type the game's id (a whole number)." });
  } else if (target === 'url' && (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(action) || action.length > 300)) {
    issues.push({ path: 'action', message: 'Type an address starting with https://, up to 300 characters.' });
  }
  return { target, action: target === 'none' ? '' : action };
}

/** The banner's fields checked whole: the value, or every refused field by name. */
export function checkBanner(body: unknown): Checked<BannerFields> {
  const b = isRecord(body) ? body : {};
  const issues: SettingIssue[] = [];
  const imgUrl2 = typeof b.imgUrl2 === 'string' ? b.imgUrl2 : '';
  if (!CONTENT_IMAGE_PATH.test(imgUrl2) && !DRAWN_BANNER_PATH.test(imgUrl2)) {
    issues.push({ path: 'imgUrl2', message: 'Upload a picture or give the drawn art a headline.' });
  }
  const { target, action } = checkTarget(b, issues);
  const layout = b.layout;
  if (layout !== 'both' && layout !== 'phone' && layout !== 'desktop') {
    issues.push({ path: 'layout', message: 'The layout is both, phone or desktop.' });
  }
  const startsAt = timeOf(b.startsAt, 'startsAt', 'The start', issues);
  const endsAt = timeOf(b.endsAt, 'endsAt', 'The end', issues);
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
    issues.push({ path: 'endsAt', message: 'The end must come after the start.' });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      imgUrl2,
      target,
      action,
      layout: layout as BannerLayout,
      startsAt,
      endsAt,
    },
  };
}

/** A new order of the banners or the notices: every id once. */
export function checkOrder(body: unknown, ids: readonly number[]): Checked<number[]> {
  const order = isRecord(body) ? body.order : undefined;
  const same =
    Array.isArray(order) &&
    order.length === ids.length &&
    new Set(order).size === ids.length &&
    order.every((id) => typeof id === 'number' && ids.includes(id));
  return same
    ? { ok: true, value: order as number[] }
    : { ok: false, issues: [{ path: 'order', message: 'List every one once, in the new order.' }] };
}

/** A notice as sent to the server: the news list shows it, its detail page its text; `popUp` shows it once per visit. */
export interface NoticeFields {
  title: string;
  content: string;
  /** '' for none, an uploaded picture, or drawn art with a headline. */
  imgUrl2: string;
  popUp: boolean;
  target: TargetKind;
  action: string;
}

export interface OpsNotice extends NoticeFields {
  id: number;
  /** 1 for the first in the news list and the first to pop up. */
  sort: number;
}

export const NOTICE_LIMITS = { title: 120, content: 4_000 } as const;

/** The notice's fields checked whole: the value, or every refused field by name. */
export function checkNotice(body: unknown): Checked<NoticeFields> {
  const b = isRecord(body) ? body : {};
  const issues: SettingIssue[] = [];
  const title = typeof b.title === 'string' ? b.title.trim() : '';
  if (title === '' || title.length > NOTICE_LIMITS.title) {
    issues.push({ path: 'title', message: `Give the notice a title of up to ${NOTICE_LIMITS.title} characters.` });
  }
  const content = typeof b.content === 'string' ? b.content.trim() : '';
  if (content === '' || content.length > NOTICE_LIMITS.content) {
    issues.push({
      path: 'content',
      message: `Write the notice, up to ${NOTICE_LIMITS.content.toLocaleString('en-PH')} characters.`,
    });
  }
  const imgUrl2 = typeof b.imgUrl2 === 'string' ? b.imgUrl2 : '';
  if (imgUrl2 !== '' && !CONTENT_IMAGE_PATH.test(imgUrl2) && !DRAWN_NOTICE_PATH.test(imgUrl2)) {
    issues.push({ path: 'imgUrl2', message: 'Upload a picture, give the drawn art a headline, or show none.' });
  }
  if (typeof b.popUp !== 'boolean') issues.push({ path: 'popUp', message: 'The pop-up is on or off.' });
  const { target, action } = checkTarget(b, issues);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { title, content, imgUrl2, popUp: b.popUp === true, target, action } };
}
