import type { Hono } from 'hono';
import { AVATAR_COUNT } from '../../src/api/contract/profileErrcodes';
import type { CatalogueCache, CatalogueSnapshot } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { hash32 } from '../seed/random';
import { avatarPng } from './art/avatar';
import { brandLogoSvg } from './art/brandLogo';
import { gameCoverSvg } from './art/cover';
import { ART_SIZES, isArtKind, labelSvg } from './art/label';
import { memo } from './art/memo';
import { posterSvg } from './art/poster';
import { posterTextsFor } from './art/texts';
import { type ArtKind, artSlug } from './urls';

/** Drawn pictures change only with the code that draws them: a day in every cache. */
const CACHE = 'public, max-age=86400';
const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=UTF-8', 'Cache-Control': CACHE };
const PNG_HEADERS = { 'Content-Type': 'image/png', 'Cache-Control': CACHE };

/** A busy lobby shows a few hundred covers; 2,000 kept is about 5 MB. */
const covers = memo<string>(2_000);
const pictures = memo<string>(500);
const avatars = memo<Buffer>(AVATAR_COUNT);

/** Brand names by id, once per catalogue snapshot. */
const brandNames = new WeakMap<CatalogueSnapshot, Map<number, string>>();
function brandNameOf(snap: CatalogueSnapshot, brandId: number): string {
  let names = brandNames.get(snap);
  if (!names) {
    names = new Map(snap.webConfig.appGameBrandList.map((b) => [b.id, b.showName]));
    brandNames.set(snap, names);
  }
  return names.get(brandId) ?? '';
}

function drawArt(kind: ArtKind, slug: string, path: string, snap: CatalogueSnapshot): string {
  if (kind === 'brand') {
    const brand = snap.webConfig.appGameBrandList.find((b) => artSlug(b.showName) === slug);
    const name = brand?.showName ?? slug.replace(/-/g, ' ');
    return pictures(`${path}|${brand?.id}|${name}`, () => brandLogoSvg(brand?.id ?? hash32(slug), name));
  }
  if (kind === 'banner' || kind === 'notice' || kind === 'promo' || kind === 'generic') {
    const [w, h] = ART_SIZES[kind];
    return pictures(path, () => posterSvg(w, h, posterTextsFor(path, slug), kind === 'promo'));
  }
  return pictures(path, () => labelSvg(kind, slug));
}

const ART_PATH = /^\/static\/art\/([a-z]{1,20})\/([A-Za-z0-9-]{1,80})\.svg$/;

/**
 * The picture this server draws at `path` (`/static/art/<kind>/<slug>.svg`), or undefined for any other address. The
 * home's first screen puts the ones it shows into the page itself (./homeShell.ts).
 */
export function ownArtSvg(path: string, snap: CatalogueSnapshot): string | undefined {
  const match = ART_PATH.exec(path);
  if (!match || !isArtKind(match[1]!)) return undefined;
  return drawArt(match[1], match[2]!, path, snap);
}

/**
 * Images drawn on request, never stored on disk or drawn at start-up: game covers by id, brand logos, composed
 * banners, notices and promotional posters, labelled icons, and the player avatars (docs/design.md "Artwork and
 * font").
 */
export function registerArtRoutes(app: Hono, db: Db, catalogue: CatalogueCache): void {
  app.get('/static/game-icons/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    const snap = await catalogue.get(db);
    const game = match ? snap.gameById.get(Number(match[1])) : undefined;
    if (!game) return c.json({ code: 404, errcode: 404, msg: 'no such icon' }, 404);
    const brandName = brandNameOf(snap, game.brandId);
    const providerId = snap.providerOf.get(game.id);
    const key = `${game.id}|${game.name}|${game.typeId}|${providerId}`;
    return c.body(
      covers(key, () => gameCoverSvg({ ...game, brandName, providerId })),
      200,
      SVG_HEADERS,
    );
  });
  app.get('/static/art/:kind/:file', async (c) => {
    const svg = ownArtSvg(c.req.path, await catalogue.get(db));
    if (svg === undefined) return c.json({ code: 404, errcode: 404, msg: 'no such image' }, 404);
    return c.body(svg, 200, SVG_HEADERS);
  });
  app.get('/static/avatar/:file', (c) => {
    const n = Number(/^avatar_(\d{1,3})\.png$/.exec(c.req.param('file'))?.[1] ?? Number.NaN);
    if (!(n < AVATAR_COUNT)) return c.json({ code: 404, errcode: 404, msg: 'no such avatar' }, 404);
    return c.body(new Uint8Array(avatars(String(n), () => avatarPng(n))), 200, PNG_HEADERS);
  });
}
