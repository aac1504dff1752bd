import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from './scan';

/**
 * One set of shared pieces (docs/design.md "Components"): pages build their header, back button, form rows and
 * forms from `src/ui`, and their stylesheets draw with the theme's tokens. Each check names the file and line of a
 * page that builds its own.
 */
export interface PieceViolation {
  file: string;
  line: number;
  rule: string;
}

/** Pages that may keep a piece of their own, and why (a check without a reason is not an exception). */
export const OWN_PIECES: Readonly<Record<string, readonly string[]>> = {
  // The game's Leave button ends a round and says so in words; it is not the page's back.
  'src/screens/game/StartScreen.tsx': ['back icon'],
  // A lobby tab's heading, under the lobby's own header and tabs (the home's tabs have the same).
  'src/screens/lobby/FavoritesScreen.tsx': ['h1'],
  // The bank is chosen in a sheet its button opens; the button is named by what it shows ("Choose a bank", then the
  // bank), which a <label> would replace. The row keeps the field classes and FieldError.
  'src/screens/bank/BindBankCardScreen.tsx': ['field row'],
  // The not-found and not-yet-available message: its one action is the primary "Back to home" button.
  'src/screens/missingPages/MessagePage.tsx': ['h1'],
};

const RULES: readonly { rule: string; pattern: RegExp; home: string; pagesOnly: boolean }[] = [
  // The back arrow is drawn by BackButton only (one look, one accessible name, home when there is no history).
  { rule: 'back icon', pattern: /<Icon\s+name="back"/g, home: 'src/ui/BackButton.tsx', pagesOnly: true },
  {
    rule: 'history back on click',
    pattern: /onClick=\{[^}]*navigate\(-1\)/g,
    home: 'src/ui/BackButton.tsx',
    pagesOnly: true,
  },
  // A page's title is PageHeader's h1 (a visually hidden one names a page whose bar is the lobby's own).
  { rule: 'h1', pattern: /<h1(?![^>]*className="visually-hidden")/g, home: 'src/ui/PageHeader.tsx', pagesOnly: true },
  // Every form is ui/Form: noValidate (no browser tooltip beside our error), no reload.
  { rule: 'form', pattern: /<form[\s>]/g, home: 'src/ui/Form.tsx', pagesOnly: false },
  // A label, a control, a hint and one error: FormRow (or TextField, a FormRow with an input).
  {
    rule: 'field row',
    pattern: /className=["{][^"}]*\bfield(__label|__row|__error|__hint)?\b(?!-)/g,
    home: 'src/ui/FormRow.tsx',
    pagesOnly: true,
  },
];

const lineOf = (code: string, offset: number) => code.slice(0, offset).split('\n').length;

/** The places in `files` (.tsx under src/) that build a shared piece of their own. */
export function checkSharedPieces(files: readonly SourceFile[]): PieceViolation[] {
  const violations: PieceViolation[] = [];
  for (const { path, code } of files) {
    if (!path.endsWith('.tsx') || path.startsWith('src/ui/')) continue;
    // The staff console (/ops) is a desktop tool with its own shell and field layout; its forms still follow the
    // form rule (noValidate).
    const isPage = !path.startsWith('src/screens/ops/');
    for (const { rule, pattern, home, pagesOnly } of RULES) {
      if (path === home || (pagesOnly && !isPage) || OWN_PIECES[path]?.includes(rule)) continue;
      for (const match of code.matchAll(pattern))
        violations.push({ file: path, line: lineOf(code, match.index), rule });
    }
  }
  return violations;
}

/** Custom properties a component sets inline (style={{ '--cols': … }}), so no stylesheet defines them. */
const INLINE_PROPERTIES = new Set(['--cols', '--rows', '--start']);

/**
 * Stylesheets that draw with a token the theme does not define fall back to a colour of their own (the grey
 * cards, `var(--surface, #1a202c)`): every `var(--name…)` names a property some stylesheet defines (or a component
 * sets inline), and no `var()` of a colour token carries a fallback.
 */
export function checkTokens(sheets: readonly SourceFile[]): PieceViolation[] {
  const defined = new Set<string>();
  for (const { code } of sheets) for (const m of code.matchAll(/(--[\w-]+)\s*:/g)) defined.add(m[1]!);
  const violations: PieceViolation[] = [];
  for (const { path, code } of sheets) {
    for (const m of code.matchAll(/var\((--[\w-]+)\s*(,\s*[^)]*)?\)/g)) {
      const [, name, fallback] = m;
      const line = lineOf(code, m.index);
      if (!defined.has(name!) && !INLINE_PROPERTIES.has(name!))
        violations.push({ file: path, line, rule: `undefined token ${name}` });
      else if (fallback && /#|rgb|hsl/.test(fallback))
        violations.push({ file: path, line, rule: `colour fallback on ${name}` });
    }
  }
  return violations;
}

/** Every file with one of `extensions` under the repo-relative `folder`. */
export function readTree(root: string, folder: string, extensions: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((ext) => entry.name.endsWith(ext)))
        files.push({ path: relative(root, full).split(sep).join('/'), code: readFileSync(full, 'utf8') });
    }
  };
  walk(join(root, folder));
  return files;
}

export const formatPiece = (v: PieceViolation) => `${v.file}:${v.line} builds its own ${v.rule}`;
