import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));
const FONT_URL = '/fonts/inter-var-latin.woff2';

/** A WOFF2 file's tables by tag, decompressed (glyf and loca stay in their transformed form: not read here). */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
  const known = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca'];
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries: Array<{ tag: string; length: number }> = [];
  for (let i = 0; i < file.readUInt16BE(12); i++) {
    const flags = file[at++]!;
    const index = flags & 0x3f;
    let tag = known[index] ?? `#${index}`;
    if (index === 63) {
      tag = file.subarray(at, at + 4).toString('latin1');
      at += 4;
    }
    if (index === 47) tag = 'fvar';
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at, at + file.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  expect(offset).toBe(data.length);
  return tables;
}

/** The code points a cmap maps, from its format 4 and 12 subtables. */
function mapped(cmap: Buffer): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = sub.readUInt16BE(14 + s * 2);
        const start = sub.readUInt16BE(16 + segments * 2 + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) out.add(c);
      }
    } else if (format === 12) {
      for (let g = 0; g < sub.readUInt32BE(12); g++) {
        for (let c = sub.readUInt32BE(16 + g * 12); c <= sub.readUInt32BE(20 + g * 12); c++) out.add(c);
      }
    }
  }
  return out;
}

/** "U+0020-007E, U+20B1" → the listed code points. */
function ranges(list: string): Set<number> {
  const out = new Set<number>();
  for (const part of list.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/, '').split('-');
    for (let c = Number.parseInt(from!, 16); c <= Number.parseInt(to ?? from!, 16); c++) out.add(c);
  }
  return out;
}

describe('the self-hosted font (docs/design.md "Artwork and font")', () => {
  const tables = woff2Tables(read(`public${FONT_URL}`));
  const theme = read('src/ui/theme.css').toString();
  const script = read('scripts/font-subset.sh').toString();

  it('holds Latin and the peso sign, and every character the theme says it covers', () => {
    const chars = mapped(tables.get('cmap')!);
    expect(chars.has(0x20b1)).toBe(true);
    const declared = ranges(/unicode-range:([^;]+);/.exec(theme)![1]!);
    expect([...declared].filter((c) => !chars.has(c))).toEqual([]);
    // The script and the stylesheet name the same characters.
    expect(ranges(/UNICODES="([^"]+)"/.exec(script)![1]!)).toEqual(declared);
  });

  it('is variable in weight from 400 to 800, as its @font-face says', () => {
    const fvar = tables.get('fvar')!;
    const axis = fvar.subarray(fvar.readUInt16BE(4));
    expect(axis.subarray(0, 4).toString('latin1')).toBe('wght');
    expect([axis.readInt32BE(4) / 65536, axis.readInt32BE(12) / 65536]).toEqual([400, 800]);
    expect(theme).toMatch(/font-weight: 400 800;/);
  });

  it('is preloaded, swapped in, first in the body font, and ships with its licence', () => {
    expect(theme).toContain(`src: url("${FONT_URL}") format("woff2")`);
    expect(theme).toMatch(/font-display: swap/);
    expect(theme).toMatch(/font-family: "Inter Variable", "Inter Fallback",/);
    expect(read('index.html').toString()).toContain(
      `<link rel="preload" href="${FONT_URL}" as="font" type="font/woff2" crossorigin />`,
    );
    expect(read('public/fonts/inter-LICENSE.txt').toString()).toContain('SIL Open Font License');
  });
});
