// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { money } from '../../machines/shared/notice';
import { checkAmount } from '../../machines/wallet/walletRules';
import { everyMessage } from '../../src/platform/intl/everyMessage';
import { filPH } from '../../src/platform/intl/fil-PH';
import { formatMoney, formatNotice, Money, Points } from '../../src/ui/Money';

/**
 * One money format for every amount (react-intl, en-PH, ₱, thousands separators, two decimals);
 * points as spec §9 says (floor(value / 100)). The grep half fails when a screen formats an amount on its own.
 */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The money format's own home. */
const FORMATTER = join('src', 'ui', 'Money.tsx');
/**
 * Text that formats hundredths by hand: `x / 100` handed to toFixed, toLocaleString or a number format, a fixed count
 * of decimals given to toLocaleString, or a ₱ typed in code. Points (Math.floor(x / 100)) are not money and stay
 * allowed.
 */
const HAND_FORMATTED: { name: string; pattern: RegExp }[] = [
  { name: 'toFixed on an amount', pattern: /\/ 100\)\.toFixed\(/ },
  { name: 'toLocaleString on an amount', pattern: /\/ 100\)\.toLocaleString\(/ },
  { name: 'decimals given to toLocaleString', pattern: /toLocaleString\([^)]*FractionDigits/ },
  { name: 'formatNumber on an amount', pattern: /formatNumber\((?!Math\.floor)[^)]*\/ 100/ },
  { name: 'FormattedNumber on an amount', pattern: /<FormattedNumber\s+value=\{(?!Math\.floor)[^}]*\/ 100\}/ },
  { name: 'a typed peso sign', pattern: /₱/ },
];
/** Deliberate exceptions: figures that are not displayed as money (a value to paste, a form value to parse). */
const ALLOWED: [file: string, snippet: string][] = [
  // The bank-transfer view copies the bare figure for the player to paste into a banking app.
  [join('src', 'screens', 'wallet', 'deposit', 'DepositView.tsx'), 'value={(bank.amount / 100).toFixed(2)}'],
  // The withdraw form turns hundredths back into the typed text its processing-period rule parses.
  [join('src', 'screens', 'wallet', 'WithdrawPanel.tsx'), 'periodOf((amount / 100).toFixed(2))'],
  // The lobby settings' and promotions' rules answer staff (English only) in sentences the server and /ops both send.
  [join('src', 'api', 'contract', 'lobbySettings.ts'), 'export const staffPesos = (centavos: number): string =>'],
  // The promotions page tells staff (English only) the packs' points cap: whole points, stored in hundredths, not money.
  [join('src', 'screens', 'ops', 'PromotionsScreen.tsx'), '(PROMO_LIMITS.packPointsCeiling / 100).toLocaleString('],
  // A sign-up card's name is catalogue data the server sends with the card (as its seeded names were), after its price.
  [join('src', 'api', 'contract', 'promotions.ts'), 'export const signUpCardName = (price: number): string =>'],
  // A crash round's multiplier is in hundredths too, but it is a ratio (2.35×), not an amount of money.
  [join('src', 'api', 'contract', 'crashGame.ts'), 'export const formatMultiplier = (hundredths: number): string =>'],
];

describe('one money format', () => {
  it('Money and formatMoney: ₱, thousands separators, two decimals', () => {
    const intl = createIntl({ locale: 'en-PH', messages: everyMessage });
    expect(formatMoney(intl, 100_000_000)).toBe('₱1,000,000.00');
    expect(formatMoney(intl, 0)).toBe('₱0.00');
    expect(formatMoney(intl, 2_050)).toBe('₱20.50');
    const { container } = render(
      <IntlProvider locale="en-PH" messages={everyMessage}>
        <Money value={150_000} /> | <Points value={123_456_789} />
      </IntlProvider>,
    );
    expect(container.textContent).toBe('₱1,500.00 | 1,234,567');
  });

  it('no screen or machine formats an amount by hand (every amount goes through src/ui/Money.tsx)', () => {
    const offenders: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('machines')]) {
      // The staff console (English only, not a player's message) writes its notices as text in its machines.
      if (file.startsWith(join('machines', 'ops'))) continue;
      if (file === FORMATTER || file.includes(join('src', 'platform', 'intl'))) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (ALLOWED.some(([path, snippet]) => path === file && line.includes(snippet))) return;
        // A comment may name the format it describes.
        if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
        for (const { name, pattern } of HAND_FORMATTED) {
          if (pattern.test(line)) offenders.push(`${file}:${index + 1} ${name}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('no message puts its own ₱ before an amount the formatter already signs', () => {
    const doubled = Object.entries(everyMessage).filter(([, text]) => /₱\{/.test(text));
    expect(doubled).toEqual([]);
  });

  it('an amount a machine puts in a message reads through the money format, in both languages', () => {
    const balance = { min: 100_00, max: 0, held: 400_00 };
    const over = checkAmount('500', balance);
    expect(over?.values).toEqual({ balance: money(400_00) });
    const below = checkAmount('50', balance);
    const english = createIntl({ locale: 'en-PH', messages: everyMessage });
    const filipino = createIntl({ locale: 'fil-PH', messages: filPH });
    expect(over && formatNotice(english, over)).toBe('That is more than you have (₱400.00).');
    expect(over && formatNotice(filipino, over)).toBe('Higit iyan sa mayroon ka (₱400.00).');
    expect(below && formatNotice(english, below)).toContain('₱100.00');
    // Points are not money: the points form names its bounds as whole points.
    const points = checkAmount(
      '5',
      { min: 10_00, max: 0, held: 20_00 },
      (text) => Number(text) * 100,
      (h) => h / 100,
    );
    expect(points?.values).toEqual({ min: 10 });
  });
});
