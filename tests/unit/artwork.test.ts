// @vitest-environment jsdom
// (for DOMParser: a strict XML parser to hold the drawn SVGs to)
import { gzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COLOR_GAME_ID, DEMO_STUDIO_ID } from '../../server/games/catalogue';
import { buildCatalogue, GAME_TYPES } from '../../server/seed/catalogue';
import { BANNERS, NOTICES, PROMO_VIDEOS } from '../../server/seed/content';
import { BANNER_TEXTS, PROMO_TEXTS } from '../../server/seed/posterTexts';
import { createRng } from '../../server/seed/random';
import { AVATAR_SIZE, avatarPng } from '../../server/static/art/avatar';
import { brandLogoSvg } from '../../server/static/art/brandLogo';
import { type CoverInput, gameCoverSvg } from '../../server/static/art/cover';
import { labelSvg } from '../../server/static/art/label';
import { MOTIFS } from '../../server/static/art/motifs';
import { brandPalette } from '../../server/static/art/palettes';
import { posterSvg } from '../../server/static/art/poster';
import { fitText, textWidth } from '../../server/static/art/svg';
import { posterTextsFor } from '../../server/static/art/texts';
import { AVATAR_COUNT } from '../../src/api/contract/profileErrcodes';

/** Parses as XML (a strict parser: an unescaped `<` or `&` or an unclosed tag fails) and answers the root. */
function parseSvg(svg: string): Element {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror').length, svg.slice(0, 200)).toBe(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  for (const attr of ['width', 'height', 'viewBox']) expect(root.getAttribute(attr), attr).toBeTruthy();
  return root;
}

const slugOf = (path: string) =>
  path
    .split('/')
    .pop()!
    .replace(/\.svg$/, '');
/** The drawn texts (outlines, each labelled with its words), in drawing order. */
const textsOf = (svg: string) =>
  [...parseSvg(svg).querySelectorAll('path[aria-label]')].map((path) => {
    // Every outline is real path data: commands and numbers only, something drawn.
    expect(path.getAttribute('d')).toMatch(/^m[-\d. mlhvqcz]+$/);
    return path.getAttribute('aria-label') ?? '';
  });
/** What a reader of the picture sees: every text, its lines joined by spaces. */
const textOf = (svg: string) => textsOf(svg).join(' ');

const catalogue = buildCatalogue(createRng('artwork-test'), 300);
const brandNames = new Map(catalogue.brands.map((b) => [b.id!, b.showName]));
const covers: Array<CoverInput & { svg: string }> = catalogue.games.map((g) => {
  const input = {
    id: g.id!,
    name: g.name,
    brandId: g.brandId,
    brandName: brandNames.get(g.brandId)!,
    typeId: g.typeId,
  };
  return { ...input, svg: gameCoverSvg(input) };
});

describe('game covers', () => {
  it('(the XML check rejects what a browser would not draw)', () => {
    for (const broken of ['<svg><g></svg>', '<svg><text>a & b</text></svg>', '<svg><text>a < b</text></svg>']) {
      const doc = new DOMParser().parseFromString(broken, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror').length, broken).toBeGreaterThan(0);
    }
  });

  it('every game type of the seed has its own motif', () => {
    const drawn = GAME_TYPES.map((t) => MOTIFS[t.id!]?.(brandPalette(101), createRng(1), 'Sample'));
    for (const [i, motif] of drawn.entries()) expect(motif, `type ${GAME_TYPES[i]!.name}`).toMatch(/^</);
    expect(new Set(drawn).size).toBe(GAME_TYPES.length);
  });

  it('are well-formed 200 px SVGs, one distinct picture per game, gzipped under 2 KB each and 1.2 KB on average', () => {
    for (const cover of covers) {
      const root = parseSvg(cover.svg);
      expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['200', '200']);
    }
    expect(new Set(covers.map((c) => c.svg)).size).toBe(covers.length);
    // What travels (the server compresses them).
    const sizes = covers.map((c) => gzipSync(c.svg).length);
    expect(Math.max(...sizes)).toBeLessThan(2_000);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(1_200);
  });

  it('two games of the same brand and type differ, and the same game draws the same every time', () => {
    const [a, b] = covers.filter((c) => c.brandId === covers[0]!.brandId && c.typeId === covers[0]!.typeId);
    expect(a && b).toBeTruthy();
    expect(a!.svg).not.toBe(gameCoverSvg({ ...b!, name: a!.name }));
    expect(gameCoverSvg(a!)).toBe(a!.svg);
  });

  it('draws no words (the tile writes the name once, under it), no <text> and no font; an unknown type still gets a picture', () => {
    const svg = gameCoverSvg({
      id: 7,
      name: `<b>Tom & "Jerry's"</b>`,
      brandId: 999,
      brandName: 'A&B <Games>',
      typeId: 42,
    });
    parseSvg(svg);
    expect(svg).not.toMatch(/Tom|Jerry|A&amp;B|GAMES|<text|font-family/);
    for (const cover of covers.slice(0, 40)) expect(textOf(cover.svg), cover.name).not.toContain(cover.name);
  });

  it('draws palette, composition and backdrop from the game’s own seed: games of one type, brand and studio differ', () => {
    const slots = covers.filter((c) => c.typeId === 1).slice(0, 12);
    const same = (c: CoverInput) => gameCoverSvg({ ...c, brandId: 101, brandName: 'One', providerId: DEMO_STUDIO_ID });
    const drawn = slots.map(same);
    expect(new Set(drawn).size).toBe(slots.length);
    // The gradient's colours and the motif's place differ too, not only a sparkle.
    expect(new Set(drawn.map((svg) => /<stop stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1])).size).toBeGreaterThan(3);
    expect(new Set(drawn.map((svg) => /<g transform="translate\(([\d. ]+)\)/.exec(svg)?.[1])).size).toBeGreaterThan(2);
    // Stable: the same game draws the same bytes every time.
    expect(slots.map(same)).toEqual(drawn);
  });

  it('fits a long text onto two lines and cuts the rest, never wider than its box (the posters’ headlines)', () => {
    const long = 'Extraordinarily Magnificent Golden Dragon Treasure Deluxe Edition';
    const fitted = fitText(long, 176, 24, 14, 2);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines) expect(textWidth(line, fitted.size)).toBeLessThanOrEqual(176);
    expect(fitText('Golden Koi', 176, 24, 14, 2)).toEqual({ size: 24, lines: ['Golden Koi'] });
  });

  it('frames a game by its studio: the in-house slot studio, the Color Game studio, and a spare frame for any other', () => {
    const game = covers[0]!;
    const by = (providerId: string | undefined) => gameCoverSvg({ ...game, providerId });
    const framed = [by(DEMO_STUDIO_ID), by(COLOR_GAME_ID), by('some-engine'), by(undefined)];
    expect(new Set(framed).size).toBe(4);
    expect(by(COLOR_GAME_ID)).toContain('fill="#2e9e4f"');
    expect(by('some-engine')).toBe(by('some-engine'));
  });
});

describe('banners, notices, promotional posters, logos and icons', () => {
  it('a banner shows its seeded headline, sub-line and call to action, not its file name', () => {
    const banner = BANNERS[0]!;
    const texts = BANNER_TEXTS[banner.id!]!;
    const svg = posterSvg(750, 300, posterTextsFor(banner.imgUrl2, slugOf(banner.imgUrl2)));
    const text = textOf(svg);
    for (const part of [texts.headline, texts.sub, texts.cta]) expect(text).toContain(part);
  });

  it('a notice shows its title and the first sentence of its content', () => {
    const notice = NOTICES.find((n) => n.id === 3)!;
    const text = textOf(posterSvg(690, 300, posterTextsFor(notice.imgUrl2!, 'x')));
    expect(text).toContain(notice.title);
    expect(text).toContain('Sign in every day this week to collect free rewards.');
  });

  it("a promotional video's poster holds still; the video's frames move", () => {
    const video = PROMO_VIDEOS[0]!;
    const texts = posterTextsFor(video.coverImg, 'x');
    const svg = posterSvg(690, 388, texts, true);
    parseSvg(svg);
    // A moving picture is redrawn whole on every frame of the page: the poster shows while the page starts.
    expect(svg).not.toMatch(/@keyframes|animation|<animate/);
    expect(textOf(svg)).toContain(PROMO_TEXTS[video.id!]!.headline);
    // The video's frames (scripts/promo-video.ts): the same picture, the illustration and the sparkles moved.
    const first = posterSvg(690, 388, texts, true, { floatPx: 0, sparkleOpacity: 1 });
    const middle = posterSvg(690, 388, texts, true, { floatPx: 10, sparkleOpacity: 0.15 });
    parseSvg(middle);
    expect(middle).not.toBe(first);
    expect(middle).toContain('translate(0 -10.00)');
    expect(middle).toContain('opacity="0.150"');
    expect(textOf(middle)).toBe(textOf(svg));
  });

  it("an operator's picture the seed does not know gets its file name as headline, escaped", () => {
    expect(posterTextsFor('/static/art/banner/Mid-Year-Sale.svg', 'Mid-Year-Sale')).toEqual({
      headline: 'Mid Year Sale',
      sub: '',
      cta: '',
    });
    expect(textOf(posterSvg(750, 300, { headline: '<x> & y', sub: '"z"', cta: "a'b" }))).toContain('<x> & y');
  });

  it('brand logos carry the brand name, differ per brand, and small icons stay well-formed', () => {
    const logos = catalogue.brands.map((b) => brandLogoSvg(b.id!, b.showName));
    for (const [i, logo] of logos.entries()) {
      const first = catalogue.brands[i]!.showName.split(' ')[0]!;
      expect(textOf(logo)).toContain(first);
    }
    expect(new Set(logos).size).toBe(logos.length);
    for (const kind of ['service', 'channel', 'reward'] as const) parseSvg(labelSvg(kind, 'BDO-Bank-Transfer'));
  });
});

describe('avatars', () => {
  const files = Array.from({ length: AVATAR_COUNT }, (_, n) => avatarPng(n));

  it(`are ${AVATAR_COUNT} distinct ${AVATAR_SIZE} px RGBA PNGs that inflate to unfiltered rows`, () => {
    expect(AVATAR_COUNT).toBeGreaterThanOrEqual(8);
    const pixels = files.map((png) => {
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
      expect([png[24], png[25]]).toEqual([8, 6]); // 8 bits, RGBA
      const idatLength = png.readUInt32BE(33);
      expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
      const raw = inflateSync(png.subarray(41, 41 + idatLength));
      const stride = AVATAR_SIZE * 4 + 1;
      expect(raw.length).toBe(stride * AVATAR_SIZE);
      for (let y = 0; y < AVATAR_SIZE; y++) expect(raw[y * stride]).toBe(0);
      // A round badge: the corner is transparent, the centre opaque.
      expect(raw[4]).toBe(0);
      expect(raw[64 * stride + 1 + 64 * 4 + 3]).toBe(255);
      expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
      return raw.toString('base64');
    });
    expect(new Set(pixels).size).toBe(AVATAR_COUNT);
  });
});
