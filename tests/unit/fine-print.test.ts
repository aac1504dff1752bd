import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// PostCSS as shipped with Vite: a real CSS parse, so comments and strings never count as declarations.
import postcss, { type Declaration, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * Legal text at 12 px or more (docs/design.md "Fine print"): terms and privacy, offer notes, footers, the
 * liability warning and hints under forms are read by a player deciding about money, so none renders smaller than
 * 12 px at any width. The check reads the stylesheets: every `font-size` of a rule naming a fine-print class is
 * worked out at the smallest rem the theme allows (the phone's, clamped to 320 px wide) and at the desktop's, and
 * must come to 12 px or more; the fine-print classes that carry text must set a size (the body's own, 0.37 rem, is
 * 11.8 px on a 320 px phone).
 */
const MIN_PX = 12;
const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** The fine-print classes that carry text themselves: each sets its own size. */
const FINE_PRINT = [
  'legal-article',
  'activity__note',
  'agent5__note',
  'desktop-footer',
  'auth-agreement',
  'auth-notice',
  'apk-download__note',
  'wallet-hint',
  'deposit-bank__warning',
];
/** A class named like fine print (a later one is held to the same floor without being listed). */
const FINE_PRINT_NAME = /^[\w-]*(__(note|notes|terms|rules|legal|fine|disclaimer|copyright)|-footer(__[\w-]+)?)$/;

interface CssFile {
  path: string;
  rules: Rule[];
}

function cssFiles(dir: string): CssFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    if (!entry.name.endsWith('.css')) return [];
    const rules: Rule[] = [];
    postcss.parse(readFileSync(path, 'utf8')).walkRules((rule) => {
      rules.push(rule);
    });
    return [{ path: relative(ROOT, path), rules }];
  });
}

const files = cssFiles(SRC);
const theme = files.find((file) => file.path.endsWith('src/ui/theme.css'));

/** The custom properties of the theme's `:root`. */
const tokens = new Map<string, string>();
for (const rule of theme?.rules ?? []) {
  if (rule.selector !== ':root') continue;
  rule.walkDecls(/^--/, (declaration) => {
    tokens.set(declaration.prop, declaration.value);
  });
}

/** The rem sizes a page can have: the phone's smallest (the clamp's floor) and the desktop's fixed one. */
function remSizes(): number[] {
  const sizes: number[] = [];
  for (const rule of theme?.rules ?? []) {
    rule.walkDecls('font-size', (declaration) => {
      const floor = /^clamp\(\s*(\d+(?:\.\d+)?)px/.exec(declaration.value);
      if (rule.selector === ':root' && floor) sizes.push(Number(floor[1]));
      const fixed = /^(\d+(?:\.\d+)?)px$/.exec(declaration.value);
      if (rule.selector === ':root[data-layout="desktop"]' && fixed) sizes.push(Number(fixed[1]));
    });
  }
  return sizes;
}

/** The arguments of a CSS function, split at its own commas. */
function argumentsOf(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(inner.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((part) => part.trim());
}

/** A font size in px at a given rem, or null when it cannot be told from the stylesheet (em, %, keywords). */
function pxOf(value: string, rem: number): number | null {
  const text = value.trim();
  const length = /^(\d*\.?\d+)(px|rem)$/.exec(text);
  if (length) return Number(length[1]) * (length[2] === 'rem' ? rem : 1);
  const variable = /^var\(\s*(--[\w-]+)\s*\)$/.exec(text);
  if (variable) {
    const token = tokens.get(variable[1] ?? '');
    return token === undefined ? null : pxOf(token, rem);
  }
  const call = /^(max|min|clamp)\((.*)\)$/.exec(text);
  if (!call) return null;
  const values = argumentsOf(call[2] ?? '').map((part) => pxOf(part, rem));
  if (values.some((entry) => entry === null)) return null;
  const numbers = values as number[];
  if (call[1] === 'max') return Math.max(...numbers);
  if (call[1] === 'min') return Math.min(...numbers);
  const [low = 0, preferred = 0, high = 0] = numbers;
  return Math.min(Math.max(low, preferred), high);
}

const classesOf = (rule: Rule): string[] =>
  Array.from(rule.selector.matchAll(/\.([\w-]+)/g), (match) => match[1] ?? '');
const finePrintRule = (rule: Rule) =>
  classesOf(rule).some((name) => FINE_PRINT.includes(name) || FINE_PRINT_NAME.test(name));

describe('fine print at 12 px or more', () => {
  const rems = remSizes();

  it('reads both rem sizes from the theme', () => {
    expect(rems).toEqual([32, 37.5]);
    expect(pxOf('var(--fs-fine)', 32)).toBe(MIN_PX);
    // What the offer notes used to be: caught.
    expect(pxOf('0.13rem', 32)).toBeLessThan(MIN_PX);
  });

  it('every size a fine-print rule sets is 12 px or more on the narrowest phone and on desktop', () => {
    const small: string[] = [];
    for (const file of files) {
      for (const rule of file.rules.filter(finePrintRule)) {
        rule.walkDecls('font-size', (declaration: Declaration) => {
          for (const rem of rems) {
            const px = pxOf(declaration.value, rem);
            if (px === null || px < MIN_PX) {
              small.push(
                `${file.path} ${rule.selector} { font-size: ${declaration.value} } = ${px ?? '?'} px at rem ${rem}`,
              );
            }
          }
        });
      }
    }
    expect(small).toEqual([]);
  });

  it('each fine-print class sets its own size rather than inheriting the body’s', () => {
    const sized = new Set<string>();
    for (const file of files) {
      for (const rule of file.rules) {
        let hasSize = false;
        rule.walkDecls('font-size', () => {
          hasSize = true;
        });
        if (hasSize) for (const name of classesOf(rule)) sized.add(name);
      }
    }
    expect(FINE_PRINT.filter((name) => !sized.has(name))).toEqual([]);
  });
});
