/** URLs of the images the server draws (server/static/art.ts); same origin, so gameResourceUrl is ''. */
export type ArtKind = 'brand' | 'banner' | 'notice' | 'promo' | 'service' | 'channel' | 'generic' | 'reward';

export const GAME_ICON_PREFIX = '/static/game-icons/';
export const ART_PREFIX = '/static/art/';

export function gameIconUrl(id: number): string {
  return `${GAME_ICON_PREFIX}${id}.svg`;
}

/** `/static/art/banner/First-Deposit-Bonus.svg`: the label is drawn on the image. */
export function artUrl(kind: ArtKind, label: string): string {
  const slug = label
    .replace(/[^A-Za-z0-9 ]+/g, '')
    .trim()
    .replace(/ +/g, '-');
  return `${ART_PREFIX}${kind}/${slug}.svg`;
}
