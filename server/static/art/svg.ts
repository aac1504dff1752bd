import { textOutline } from './glyphs';

/** What every drawn SVG shares: its opening tag, escaping, and text that fits its box, drawn as outlines. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The opening tag with the size set three ways, so an <img> reserves its box before the picture arrives. */
export function svgOpen(width: number, height: number, extra = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${extra}>`;
}

/** Rough advance widths (in em) of a bold sans face; generous, so an estimate never overflows. */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.32;
  if (/[iljtfrI.,'!|:;]/.test(ch)) return 0.36;
  if (/[mwMW]/.test(ch)) return 0.96;
  if (/[A-Z0-9]/.test(ch)) return 0.76;
  return 0.64;
}

export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * size;
}

/** Cuts a line to `width` with an ellipsis. */
function ellipsize(line: string, width: number, size: number): string {
  if (textWidth(line, size) <= width) return line;
  let cut = line;
  while (cut.length > 1 && textWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Greedy word wrap; a word wider than the line stays whole here and is cut by the caller. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size from `size` down to `minSize` at which `text` wraps into `maxLines` lines of `width`; at the
 * smallest size what is left over is cut with an ellipsis, so the text never leaves its box.
 */
export function fitText(text: string, width: number, size: number, minSize: number, maxLines: number): FittedText {
  for (let s = size; s >= minSize; s -= 1) {
    const lines = wrap(text, width, s);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, s) <= width)) return { size: s, lines };
  }
  const lines = wrap(text, width, minSize);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  return { size: minSize, lines: kept.map((l) => ellipsize(l, width, minSize)) };
}

/**
 * How a text draws: the font's weight, CSS letter-spacing in px, the path's paint attributes (fill, stroke colour),
 * and its stroke's width in px.
 */
export interface TextLook {
  weight: number;
  letterSpacing?: number;
  paint: string;
  strokeWidth?: number;
}

/** A number for an attribute: at most three decimals. */
const short = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Fitted lines as one outline (./glyphs.ts: no <text>, which costs the browser a text layout per picture); `y` is
 * the first baseline, `anchor` as SVG's text-anchor. The words stay in the file as the path's aria-label.
 */
export function textBlock(
  fitted: FittedText,
  x: number,
  y: number,
  look: TextLook,
  lineHeight = 1.15,
  anchor: 'start' | 'middle' = 'start',
): string {
  const step = Math.round(fitted.size * lineHeight);
  const { d, unit } = textOutline(fitted.lines, step, {
    size: fitted.size,
    weight: look.weight,
    anchor,
    letterSpacing: look.letterSpacing,
  });
  // The outline is drawn on its own grid (its scale exact: a size over 128), so a stroke's width is in its units.
  const stroke = look.strokeWidth ? ` stroke-width="${short(look.strokeWidth / unit)}"` : '';
  return `<path aria-label="${escapeXml(fitted.lines.join(' '))}" transform="translate(${short(x)} ${short(y)}) scale(${unit})" ${look.paint}${stroke} d="${d}"/>`;
}

/** One line at one size (a label, a badge), centred on `x` unless told. */
export function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  look: TextLook,
  anchor: 'start' | 'middle' = 'middle',
): string {
  return textBlock({ size, lines: [text] }, x, y, look, 1, anchor);
}
