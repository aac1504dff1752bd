import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';

/**
 * Text drawn as outlines (docs/design.md "Artwork and font"). A <text> in a picture shown through <img> costs the
 * browser a text layout of its own for every picture, on the page's main thread, in a font it must look for
 * among the installed ones (the page's web font is out of reach there): 2–4 ms a picture on a fast machine, more
 * than the rest of the drawing, and a lobby shows dozens (docs/bench.md "Drawn text as outlines"). An
 * outline is a plain shape to it. HarfBuzz shapes the text in the app's own font, Inter (the same Latin cut the
 * app loads, undecompressed: HarfBuzz reads no WOFF2), so the pictures also look like the app.
 */

// A path, not a URL object: under a test's jsdom `URL` is jsdom's own.
const FONT_FILE = join(dirname(fileURLToPath(import.meta.url)), 'inter-var-latin.ttf');
const face = new hb.Face(new hb.Blob(readFileSync(FONT_FILE)));
const UNITS_PER_EM = face.upem;
/** The weights the font carries (its `wght` axis); a heavier ask draws at the heaviest. */
const WEIGHTS = [400, 800] as const;

export interface TextStyle {
  size: number;
  weight: number;
  /** Where `x` is: the start of the line or its middle (SVG's text-anchor). */
  anchor?: 'start' | 'middle';
  /** Extra space after every character, in px (CSS letter-spacing). */
  letterSpacing?: number;
}

interface Shaped {
  glyphs: ReadonlyArray<{ id: number; x: number; y: number }>;
  /** In font units. */
  advance: number;
}

const clampWeight = (weight: number) => Math.min(WEIGHTS[1], Math.max(WEIGHTS[0], weight));

/** A font instance per weight drawn (a handful): changing a font's variation throws away what HarfBuzz cached. */
const fonts = new Map<number, hb.Font>();
function fontAt(weight: number): hb.Font {
  let font = fonts.get(weight);
  if (!font) {
    font = new hb.Font(face);
    font.setVariations([new hb.Variation('wght', weight)]);
    fonts.set(weight, font);
  }
  return font;
}

/** Shapes `text` at `weight` (one the font carries). */
function shape(text: string, weight: number, spacingUnits: number): Shaped {
  const font = fontAt(weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  const glyphs = buffer.getGlyphInfos().map((info, i) => {
    const p = positions[i]!;
    const glyph = { id: info.codepoint, x: pen + p.xOffset, y: p.yOffset };
    pen += p.xAdvance + spacingUnits;
    return glyph;
  });
  // CSS letter-spacing adds after the last character too; a centred line ignores that trailing space.
  return { glyphs, advance: pen - (glyphs.length > 0 ? spacingUnits : 0) };
}

/**
 * Outlines are written on a grid of 1/128 em, in whole numbers: as fine as a tenth of a pixel at the sizes drawn
 * (a 46 px headline: 0.36 px, shown at half that), and a third shorter than decimals.
 */
const GRID = 128;
const TO_GRID = GRID / UNITS_PER_EM;

type Contour = ReadonlyArray<readonly [command: string, ...coordinates: number[]]>;

/** Glyph outlines by weight and glyph: HarfBuzz's SVG path (absolute M/L/Q/C/Z in font units, y up), parsed once. */
const outlines = new Map<string, Contour>();

/** The numbers of one command of HarfBuzz's path ("x,y x,y"). */
const coordinates = (args: string): number[] =>
  args
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

function outlineOf(glyph: number, weight: number): Contour {
  const key = `${weight}:${glyph}`;
  let contour = outlines.get(key);
  if (!contour) {
    const path = fontAt(weight).glyphToPath(glyph);
    contour = [...path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(
      ([, command, args]) => [command!, ...coordinates(args ?? '')] as const,
    );
    outlines.set(key, contour);
  }
  return contour;
}

/**
 * Writes glyph outlines as relative commands on the grid, y down. Steps are taken between grid points, so rounding
 * never adds up along a contour; a straight line along an axis is an h or v, and a command the previous one
 * repeats drops its letter.
 */
class PathWriter {
  d = '';
  private x = 0;
  private y = 0;
  /** Where the contour began: a close returns the current point there. */
  private start = { x: 0, y: 0 };
  private last = '';
  /** Whether the path so far ends in a number (read without scanning the growing string). */
  private endsWithNumber = false;

  private put(command: string, values: readonly number[]): void {
    let out = command !== this.last || command === 'm' ? command : '';
    this.last = command;
    for (const value of values) {
      // A minus sign separates two numbers by itself; a digit after a digit needs a space.
      if (value >= 0 && (out === '' ? this.endsWithNumber : /\d$/.test(out))) out += ' ';
      out += value;
    }
    this.d += out;
    if (out) this.endsWithNumber = values.length > 0;
  }

  /** A glyph whose origin is `(ox, oy)` font units from the text's origin (y down). */
  glyph(contour: Contour, ox: number, oy: number): void {
    for (const [command, ...values] of contour) {
      if (command === 'Z') {
        this.put('z', []);
        this.x = this.start.x;
        this.y = this.start.y;
        continue;
      }
      // Every point of a relative curve is taken from the segment's start; the segment ends at its last point.
      const steps: number[] = [];
      let x = this.x;
      let y = this.y;
      for (let i = 0; i + 1 < values.length; i += 2) {
        x = Math.round((ox + values[i]!) * TO_GRID);
        y = Math.round((oy - values[i + 1]!) * TO_GRID);
        steps.push(x - this.x, y - this.y);
      }
      this.x = x;
      this.y = y;
      const relative = command.toLowerCase();
      if (relative === 'm') this.start = { x, y };
      if (relative === 'l' && steps[1] === 0) this.put('h', [steps[0]!]);
      else if (relative === 'l' && steps[0] === 0) this.put('v', [steps[1]!]);
      else this.put(relative, steps);
    }
  }
}

/** The width `text` draws at in `style`, in px. */
export function measureText(text: string, style: TextStyle): number {
  const scale = style.size / UNITS_PER_EM;
  return shape(text, clampWeight(style.weight), (style.letterSpacing ?? 0) / scale).advance * scale;
}

export interface Outline {
  /** Path data on the grid, from the first line's baseline start (0, 0). */
  d: string;
  /** Pixels per grid unit: the path's scale. */
  unit: number;
}

/**
 * Lines of text as one outline: the first line's baseline starts (or, centred, has its middle) at (0, 0), each next
 * line `step` px lower. Drawn with `transform="translate(x y) scale(unit)"` (./svg.ts `textBlock`).
 */
export function textOutline(lines: readonly string[], step: number, style: TextStyle): Outline {
  const scale = style.size / UNITS_PER_EM;
  const weight = clampWeight(style.weight);
  const path = new PathWriter();
  lines.forEach((line, row) => {
    const shaped = shape(line, weight, (style.letterSpacing ?? 0) / scale);
    const start = style.anchor === 'middle' ? -shaped.advance / 2 : 0;
    for (const glyph of shaped.glyphs) {
      path.glyph(outlineOf(glyph.id, weight), start + glyph.x, (row * step) / scale - glyph.y);
    }
  });
  return { d: path.d, unit: style.size / GRID };
}
