import { BANNER_ACTIVITIES, CONTENT_IMAGE_PATH, checkTarget, isRecord, type TargetKind } from './content';
import type { Checked, SettingIssue } from './lobbySettings';

/**
 * The home's promotional videos, floating activity icons and featured rewards as the back office edits them
 * (/ops/content; docs/ops.md "Content"): the rules both the page and the server check, so a refused field is named
 * the same way on both sides. The server also checks what only it can see: that an uploaded video or poster exists.
 */

/** An uploaded video is at most this many bytes: a short muted loop of a few seconds is well under it. */
export const CONTENT_VIDEO_MAX_BYTES = 8 * 1024 * 1024;

/** Videos uploaded in /ops: the address names the content's SHA-256 and its container. */
export const CONTENT_VIDEO_PATH = /^\/static\/content-video\/([0-9a-f]{64})\.(webm|mp4)$/;
/** The server's own videos (server/static/video.ts), kept when an operator edits a seeded entry. */
export const SERVER_VIDEO_PATH = /^\/static\/video\/[A-Za-z0-9-]{1,80}\.(webm|mp4)$/;
/** Posters the server draws (server/static/art), kept when an operator edits a seeded entry. */
export const DRAWN_POSTER_PATH = /^\/static\/art\/[a-z]{1,20}\/[A-Za-z0-9-]{1,80}\.svg$/;

/** The activities a video may open: the banners' pages and the deposit ladder (spec §4's home video rule). */
export const VIDEO_ACTIVITIES: Readonly<Record<string, string>> = {
  ...BANNER_ACTIVITIES,
  LadderRecharge: 'Deposit ladder',
};

/** A promotional video as sent to the server. */
export interface VideoFields {
  /** The video file: an uploaded one, or the server's own. */
  path: string;
  /** Its poster picture: an uploaded one, or the server's drawn one. */
  coverImg: string;
  target: TargetKind;
  action: string;
  /** The operator's choice for the home: shown before the activity rule's choice (at most one video has it). */
  home: boolean;
}

export interface OpsVideo extends VideoFields {
  id: number;
  /** 1 for the first in the list (the rule's last fallback). */
  sort: number;
}

/** The video's fields checked whole: the value, or every refused field by name. */
export function checkVideo(body: unknown): Checked<VideoFields> {
  const b = isRecord(body) ? body : {};
  const issues: SettingIssue[] = [];
  const path = typeof b.path === 'string' ? b.path : '';
  if (!CONTENT_VIDEO_PATH.test(path) && !SERVER_VIDEO_PATH.test(path)) {
    issues.push({ path: 'path', message: 'Upload a WebM or MP4 video.' });
  }
  const coverImg = typeof b.coverImg === 'string' ? b.coverImg : '';
  if (!CONTENT_IMAGE_PATH.test(coverImg) && !DRAWN_POSTER_PATH.test(coverImg)) {
    issues.push({ path: 'coverImg', message: 'Upload a poster picture (PNG, JPEG or WebP).' });
  }
  if (typeof b.home !== 'boolean') issues.push({ path: 'home', message: 'Shown on the home is yes or no.' });
  const { target, action } = checkTarget(b, issues, VIDEO_ACTIVITIES);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { path, coverImg, target, action, home: b.home === true } };
}

/** The home's floating activity icons, by the key the app draws each with, with the operator's name for them. */
export const FLOATING_ACTIVITIES = {
  firstCharge: 'First deposit bonus (until the first deposit)',
  inviteFriends: 'Invite friends',
  freeSign: 'Daily sign-in (players who have it)',
  more: 'All promotions (players with more than three)',
} as const;
export type FloatingKey = keyof typeof FLOATING_ACTIVITIES;
export const FLOATING_KEYS = Object.keys(FLOATING_ACTIVITIES) as FloatingKey[];

/**
 * The rewards the home's featured block may show at its head, by the page a tap opens, with the title it shows
 * (the server draws the entry's picture from it). The first three are the seeded block. The live activities a
 * player has follow them on their own (server/activity/featured.ts), as the activity list orders them.
 */
export const FEATURED_REWARDS: Readonly<Record<string, string>> = {
  FirstCharge: 'First Deposit',
  InviteFriends: 'Invite Friends',
  VIP: 'VIP Rewards',
  deposit: 'Deposit',
  '10000': 'Tasks',
};
export const FEATURED_KEYS = Object.keys(FEATURED_REWARDS);

/** An ordered choice from a fixed list, as /ops shows it: every choice in order, each on or off. */
export interface ShownChoice {
  key: string;
  on: boolean;
}

/** Every key of `all` once, the shown ones first in their order, then the rest as listed. */
export const choicesOf = (shown: readonly string[], all: readonly string[]): ShownChoice[] => [
  ...shown.filter((key) => all.includes(key)).map((key) => ({ key, on: true })),
  ...all.filter((key) => !shown.includes(key)).map((key) => ({ key, on: false })),
];

/** The shown keys in order (`{ shown: [...] }`), each one of `all` and once. */
export function checkShown(body: unknown, all: readonly string[]): Checked<string[]> {
  const shown = isRecord(body) ? body.shown : undefined;
  const ok =
    Array.isArray(shown) &&
    shown.length <= all.length &&
    new Set(shown).size === shown.length &&
    shown.every((key) => typeof key === 'string' && all.includes(key));
  return ok
    ? { ok: true, value: shown as string[] }
    : { ok: false, issues: [{ path: 'shown', message: 'Choose only listed entries, each once.' }] };
}
