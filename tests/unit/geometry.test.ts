import { describe, expect, it } from 'vitest';
import { type Box, overlapping, type Target } from '../../e2e/support/geometry';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const target = (name: string, b: Box, more: Partial<Target> = {}): Target => ({
  name,
  box: b,
  layer: 'page',
  inside: [],
  label: '',
  positioned: false,
  ...more,
});
const names = (targets: Target[]) => overlapping(targets).map(([a, b]) => `${a.name} × ${b.name}`);

/** The rule of docs/design.md "Nothing covers content", on boxes. */
describe('two controls overlapping', () => {
  it('counts an overlap of more than a pixel each way, not a shared edge or a one-pixel graze', () => {
    expect(names([target('a', box(0, 0, 100, 40)), target('b', box(90, 10, 100, 40))])).toEqual(['a × b']);
    expect(names([target('a', box(0, 0, 100, 40)), target('b', box(100, 0, 100, 40))])).toEqual([]);
    expect(names([target('a', box(0, 0, 100, 40)), target('b', box(99, 0, 100, 40))])).toEqual([]);
  });

  it('passes a control inside another, two of one label and controls of different layers', () => {
    const outer = target('card', box(0, 0, 100, 100));
    expect(names([outer, target('inner', box(10, 10, 80, 80), { inside: [0] })])).toEqual([]);
    expect(
      names([target('box', box(0, 0, 20, 20), { label: 'l1' }), target('link', box(5, 5, 40, 20), { label: 'l1' })]),
    ).toEqual([]);
    expect(names([outer, target('bar', box(0, 50, 100, 50), { layer: 'fixed 1' })])).toEqual([]);
  });

  it('passes a small positioned control wholly inside a large one, not a large one or one half out', () => {
    const tile = target('tile', box(0, 0, 100, 100));
    expect(names([tile, target('star', box(74, 2, 24, 24), { positioned: true })])).toEqual([]);
    expect(names([tile, target('static star', box(74, 2, 24, 24))])).toEqual(['tile × static star']);
    expect(names([tile, target('half out', box(88, 2, 24, 24), { positioned: true })])).toEqual(['tile × half out']);
    expect(names([tile, target('big', box(0, 0, 60, 60), { positioned: true })])).toEqual(['tile × big']);
  });
});
