import type { WebConfig } from './entities';
import { isOpenableUrl } from './pages';

/**
 * The operator's social accounts (spec §3 `socialMedia`, §5 "social icons only when the id is known and a URL
 * exists"): the footer's icons and the follow rewards (docs/promotions.md) list the same accounts.
 */

/** Social networks the app has a name and an icon for. */
export const KNOWN_SOCIAL = [
  'facebook',
  'telegram',
  'instagram',
  'x',
  'twitter',
  'youtube',
  'tiktok',
  'viber',
  'whatsapp',
  'line',
] as const;
export type SocialId = (typeof KNOWN_SOCIAL)[number];

/** The configured accounts with a known id and an address a link may open, in configuration order. */
export function socialLinks(webConfig: Pick<WebConfig, 'socialMedia'>): { id: SocialId; url: string }[] {
  return webConfig.socialMedia.flatMap((entry) => {
    const id = entry.id.toLowerCase() as SocialId;
    return KNOWN_SOCIAL.includes(id) && isOpenableUrl(entry.url) ? [{ id, url: entry.url }] : [];
  });
}
