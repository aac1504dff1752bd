import { BANNERS, GENERIC_IMGS, NOTICES, PROMO_VIDEOS } from '../../seed/content';
import { BANNER_TEXTS, GENERIC_TEXTS, NOTICE_CTA, PROMO_TEXTS } from '../../seed/posterTexts';
import type { PosterTexts } from '../urls';

let byPath: Map<string, PosterTexts> | null = null;

/** "Sign in every day this week. Then…" → "Sign in every day this week." */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** Every seeded picture's texts by its path, built on first use. */
function seeded(): Map<string, PosterTexts> {
  if (byPath) return byPath;
  byPath = new Map();
  for (const b of BANNERS) if (b.id && BANNER_TEXTS[b.id]) byPath.set(b.imgUrl2, BANNER_TEXTS[b.id]!);
  for (const n of NOTICES) {
    if (n.imgUrl2)
      byPath.set(n.imgUrl2, {
        headline: n.title,
        sub: firstSentence(n.content),
        cta: NOTICE_CTA[n.clickType ?? 0] ?? '',
      });
  }
  for (const v of PROMO_VIDEOS) {
    const texts = v.id ? PROMO_TEXTS[v.id] : undefined;
    if (texts) byPath.set(v.coverImg, texts);
  }
  for (const g of GENERIC_IMGS) if (GENERIC_TEXTS[g.uniqueKey]) byPath.set(g.img, GENERIC_TEXTS[g.uniqueKey]!);
  return byPath;
}

/**
 * The texts of the picture at `path`: the seed's when it is a seeded one, otherwise the file name's words (an
 * operator's own banner still gets a headline).
 */
export function posterTextsFor(path: string, slug: string): PosterTexts {
  return seeded().get(path) ?? { headline: slug.replace(/-/g, ' '), sub: '', cta: '' };
}
