// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { everyMessage } from '../../src/platform/intl/everyMessage';
import { formatMoney, Money, Points } from '../../src/ui/Money';

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
 * Text that formats hundredths by hand: `x / 100` handed to toFixed or to a number format, or a ₱ typed in code.
 * Points (Math.floor(x / 100)) are not money and stay allowed.
 */
const HAND_FORMATTED: { name: string; pattern: RegExp }[] = [
  { name: 'toFixed on an amount', pattern: /\/ 100\)\.toFixed\(/ },
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

  it('no screen formats an amount by hand (every amount goes through src/ui/Money.tsx)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles('src')) {
      if (file === FORMATTER || file.includes(join('src', 'platform', 'intl'))) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (ALLOWED.some(([path, snippet]) => path === file && line.includes(snippet))) return;
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
});
