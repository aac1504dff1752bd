/** URLs of the images the server draws (server/static/art.ts); same origin, so gameResourceUrl is ''. */
export type ArtKind = 'brand' | 'banner' | 'notice' | 'promo' | 'service' | 'channel' | 'generic' | 'reward';

export const GAME_ICON_PREFIX = '/static/game-icons/';
export const ART_PREFIX = '/static/art/';

export function gameIconUrl(id: number): string {
  return `${GAME_ICON_PREFIX}${id}.svg`;
}

/** `/static/art/banner/First-Deposit-Bonus.svg`: the label is drawn on the image. */
export function artUrl(kind: ArtKind, label: string): string {
  return `${ART_PREFIX}${kind}/${artSlug(label)}.svg`;
}

/** "Bohol Play!" → "Bohol-Play": the file name of a label. */
export function artSlug(label: string): string {
  return label
    .replace(/[^A-Za-z0-9 ]+/g, '')
    .trim()
    .replace(/ +/g, '-');
}

/** What a composed picture (banner, notice, promo poster) says: the seed's texts, never the file name. */
export interface PosterTexts {
  headline: string;
  sub: string;
  /** The call-to-action pill; '' draws none. */
  cta: string;
}

/** Where the server's promotional videos live (server/static/video.ts): one name, a WebM and an MP4 file. */
export const VIDEO_PREFIX = '/static/video/';

/** `/static/video/Sign-Up-Bonus.mp4`: the MP4, the format every browser plays; the WebM sits beside it. */
export function videoUrl(label: string, ext: 'mp4' | 'webm' = 'mp4'): string {
  return `${VIDEO_PREFIX}${artSlug(label)}.${ext}`;
}
