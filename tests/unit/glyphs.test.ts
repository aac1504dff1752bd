import { describe, expect, it } from 'vitest';
import { measureText, textOutline } from '../../server/static/art/glyphs';

/** The box a relative path's points span (control points included): enough to check where text was drawn. */
function boxOf(d: string) {
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  let x = 0;
  let y = 0;
  let start = { x, y };
  const see = (px: number, py: number) => {
    box.left = Math.min(box.left, px);
    box.right = Math.max(box.right, px);
    box.top = Math.min(box.top, py);
    box.bottom = Math.max(box.bottom, py);
  };
  for (const [, command, args] of d.matchAll(/([mlhvqcz])([^mlhvqcz]*)/g)) {
    const values = (args!.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (command === 'z') {
      ({ x, y } = start);
      continue;
    }
    if (command === 'h' || command === 'v') {
      for (const value of values) {
        if (command === 'h') x += value;
        else y += value;
        see(x, y);
      }
      continue;
    }
    const pairs = command === 'q' ? 2 : command === 'c' ? 3 : 1;
    for (let i = 0; i + 2 * pairs <= values.length; i += 2 * pairs) {
      for (let p = 0; p < pairs; p++) see(x + values[i + 2 * p]!, y + values[i + 2 * p + 1]!);
      x += values[i + 2 * pairs - 2]!;
      y += values[i + 2 * pairs - 1]!;
      if (command === 'm' && i === 0) start = { x, y };
    }
  }
  return box;
}

describe('text drawn as outlines (server/static/art/glyphs.ts)', () => {
  it('measures in the app’s font: heavier is wider, letter-spacing adds between characters, not after the last', () => {
    const regular = measureText('Golden Fiesta', { size: 20, weight: 400 });
    const bold = measureText('Golden Fiesta', { size: 20, weight: 800 });
    expect(regular).toBeGreaterThan(100);
    expect(regular).toBeLessThan(160);
    expect(bold).toBeGreaterThan(regular);
    expect(measureText('Golden Fiesta', { size: 40, weight: 400 })).toBeCloseTo(regular * 2, 5);
    const spaced = measureText('ABC', { size: 20, weight: 700, letterSpacing: 2 });
    expect(spaced - measureText('ABC', { size: 20, weight: 700 })).toBeCloseTo(4, 5);
    // Outside the font's weights: its nearest.
    expect(measureText('W', { size: 20, weight: 900 })).toBe(measureText('W', { size: 20, weight: 800 }));
  });

  it('draws a line from its start or around its middle, on its baseline, each next line a step lower', () => {
    const style = { size: 30, weight: 800 };
    const width = measureText('Claim bonus', style);
    // In px: the outline is drawn from the first baseline's start at `unit` px a grid step.
    const drawn = (lines: string[], step: number, anchor?: 'middle') => {
      const outline = textOutline(lines, step, { ...style, anchor });
      expect(outline.unit).toBe(30 / 128);
      const box = boxOf(outline.d);
      return {
        left: box.left * outline.unit,
        right: box.right * outline.unit,
        top: box.top * outline.unit,
        bottom: box.bottom * outline.unit,
      };
    };
    const start = drawn(['Claim bonus'], 36);
    expect(start.left).toBeGreaterThanOrEqual(0);
    expect(start.left).toBeLessThan(4);
    expect(start.right).toBeLessThanOrEqual(width + 1);
    expect(start.right).toBeGreaterThan(width - 4);
    // Capitals stand on the baseline and rise about 0.73 em above it.
    expect(start.bottom).toBeCloseTo(0, 0);
    expect(-start.top).toBeGreaterThan(20);
    expect(-start.top).toBeLessThan(26);
    const middle = drawn(['Claim bonus'], 36, 'middle');
    expect(Math.abs(middle.left + middle.right)).toBeLessThan(2);
    expect(drawn(['First', 'Bonus'], 36).bottom).toBeCloseTo(36, 0);
  });

  it('writes compact, valid path data: relative commands in whole grid steps, nothing that is not a number', () => {
    const { d } = textOutline(['Up to ₱500 — “free” spins!'], 0, { size: 13, weight: 500 });
    expect(d).toMatch(/^m[-\d mlhvqcz]+$/);
    expect(d).not.toMatch(/NaN|Infinity|[MLHVQCZ.]/);
    expect(textOutline([''], 0, { size: 13, weight: 500 }).d).toBe('');
  });
});
