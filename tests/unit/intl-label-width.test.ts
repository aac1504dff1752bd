import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureText } from '../../server/static/art/glyphs';
import { everyMessage } from '../../src/platform/intl/everyMessage';
import { filPH } from '../../src/platform/intl/fil-PH';

/**
 * Labels in controls whose width the layout fixes, measured in the app's own font (Inter, shaped by HarfBuzz) against
 * the room the control leaves for text: a label that needs more wraps inside its button and pushes the row apart, in
 * whichever language is longer. Sizes are in rem (a tenth of the phone's width), so one figure holds for every phone
 * width; the phone layout is the narrow one (the desktop drawer and bar are wider).
 *
 * Each control names the CSS declarations its room comes from: when one of them changes, this test fails and the
 * room below must be worked out again.
 */
const root = join(import.meta.dirname, '..', '..');

/** One px of border on each side, at the smallest rem (32 px: a 320 px phone). */
const BORDERS = 2 / 32;

interface FixedControl {
  name: string;
  ids: readonly string[];
  /** The text box's width, in rem. */
  room: number;
  /** Font size in rem and weight. */
  size: number;
  weight: number;
  /** `[file, declaration block]` the room and font are read from. */
  css: ReadonlyArray<readonly [string, string]>;
}

const controls: readonly FixedControl[] = [
  {
    // Panel 7.5rem, less its 0.3rem side padding and the money card's 0.25rem, split in two around a 0.15rem gap,
    // less each button's 0.4rem side padding and its border; the text is the body's size at the button's weight.
    name: 'the menu’s Withdraw and Deposit buttons',
    ids: ['menu.withdraw', 'lobby.header.deposit'],
    room: (7.5 - 2 * 0.3 - 2 * 0.25 - 0.15) / 2 - 2 * 0.4 - BORDERS,
    size: 0.37,
    weight: 600,
    css: [
      ['src/screens/lobby/HeaderMenu.css', 'width: min(80vw, 7.5rem);\n  overflow-y: auto;\n  padding: 0.4rem 0.3rem;'],
      ['src/screens/lobby/HeaderMenu.css', 'gap: 0.2rem;\n  margin: 0.35rem 0;\n  padding: 0.25rem;'],
      ['src/screens/lobby/HeaderMenu.css', 'display: flex;\n  gap: 0.15rem;'],
      ['src/screens/lobby/HeaderMenu.css', '.slide-menu__buttons .button {\n  flex: 1;'],
      ['src/ui/theme.css', 'padding: 0 var(--space-6);\n  border: 1px solid var(--gold);'],
      ['src/ui/theme.css', '--space-6: 0.4rem;'],
      ['src/ui/theme.css', '--fs-base: 0.37rem;'],
      ['src/ui/theme.css', 'font-weight: 600;\n  text-decoration: none;'],
    ],
  },
  {
    // Five equal columns across the 10rem phone; the labels sit in them with no padding.
    name: 'the bottom tab bar',
    ids: ['nav.home', 'nav.rewards', 'nav.news', 'nav.wallets'],
    room: 10 / 5,
    size: 0.3,
    weight: 600,
    css: [
      ['src/app/layouts/layouts.css', 'grid-template-columns: repeat(5, 1fr);\n  width: 100%;\n  max-width: 10rem;'],
      ['src/app/layouts/layouts.css', 'font-size: var(--fs-sm);\n  font-weight: 600;'],
      ['src/ui/theme.css', '--fs-sm: 0.3rem;'],
    ],
  },
  {
    // The centre column, less the round button's 0.1rem side margins.
    name: 'the bottom bar’s centre Spin button',
    ids: ['nav.spin'],
    room: 10 / 5 - 2 * 0.1,
    size: 0.3,
    weight: 600,
    css: [
      ['src/app/layouts/layouts.css', 'margin: -0.3rem var(--space-2) var(--space-2);'],
      ['src/ui/theme.css', '--space-2: 0.1rem;'],
    ],
  },
];

const catalogues: Record<string, Record<string, string>> = { 'en-PH': everyMessage, 'fil-PH': filPH };

/** Labels wider than their control: `locale id "text" width > room`. */
function overflowing(control: FixedControl, catalogue: Record<string, string>, locale: string): string[] {
  return control.ids.flatMap((id) => {
    const text = catalogue[id];
    if (text === undefined) return [`${locale} ${id}: missing`];
    const width = measureText(text, { size: control.size, weight: control.weight });
    return width > control.room
      ? [`${locale} ${id} "${text}" ${width.toFixed(2)}rem > ${control.room.toFixed(2)}rem`]
      : [];
  });
}

describe('labels in fixed-width controls', () => {
  it.each(controls)('$name: the room measured here is still what the CSS gives', (control) => {
    const missing = control.css.filter(
      ([file, declaration]) => !readFileSync(join(root, file), 'utf8').includes(declaration),
    );
    expect(missing).toEqual([]);
  });

  it.each(controls)('$name: every language’s label fits on one line', (control) => {
    const found = Object.entries(catalogues).flatMap(([locale, catalogue]) => overflowing(control, catalogue, locale));
    expect(found).toEqual([]);
  });

  it('would catch a label that wraps: the long Filipino verb form does not fit the menu’s button', () => {
    const menuButtons = controls[0]!;
    expect(
      overflowing(menuButtons, { 'menu.withdraw': 'Mag-withdraw', 'lobby.header.deposit': 'Deposito' }, 'fil-PH'),
    ).toEqual([expect.stringContaining('menu.withdraw "Mag-withdraw"')]);
  });
});
