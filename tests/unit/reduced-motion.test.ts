import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// PostCSS as shipped with Vite: a real CSS parse, so comments and strings never count as declarations.
import postcss, { type AtRule, type Declaration, type Node, type Root, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * Reduced motion (docs/accessibility.md "Things that move by themselves"): CSS moves something only when
 * the player has not asked for less. An `animation` / `animation-name` (not `none`) or a `transition` longer than
 * TRANSITION_MS is either declared inside `@media (prefers-reduced-motion: no-preference)`, or every selector of
 * its rule is set back to `none` inside `@media (prefers-reduced-motion: reduce)`. A fade is not motion: an
 * animation whose keyframes change only `opacity` and `visibility` (the toasts fading out) may always run.
 */
const TRANSITION_MS = 150;
const FADE_ONLY = new Set(['opacity', 'visibility']);

const ROOT = join(import.meta.dirname, '..', '..');

interface CssFile {
  path: string;
  css: string;
}

function cssFiles(dir: string): CssFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [{ path: relative(ROOT, path), css: readFileSync(path, 'utf8') }] : [];
  });
}

/** The media conditions around a node, innermost first. */
function mediaOf(node: Declaration | Rule): string[] {
  const found: string[] = [];
  for (let parent: Node | undefined = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'media') found.push((parent as AtRule).params);
  }
  return found;
}

const NO_PREFERENCE = /prefers-reduced-motion\s*:\s*no-preference/;
const REDUCE = /prefers-reduced-motion\s*:\s*reduce/;
/** The declarations the rule is about. */
const MOTION = /^(animation|animation-name|transition|transition-duration)$/;
const kindOf = (declaration: Declaration) => (declaration.prop.startsWith('animation') ? 'animation' : 'transition');
const selectorsOf = (rule: Rule) => rule.selectors.map((selector) => selector.replace(/\s+/g, ' ').trim());

/** The longest duration of a `transition` (the first time of each comma-separated part) or `transition-duration`. */
function longestMs(value: string): number {
  return Math.max(
    0,
    ...value.split(',').map((part) => {
      const time = /(\d*\.?\d+)(ms|s)\b/.exec(part);
      return time ? Number(time[1]) * (time[2] === 's' ? 1000 : 1) : 0;
    }),
  );
}

/** The properties each `@keyframes` changes, by name. */
function keyframesOf(roots: Root[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const root of roots) {
    root.walkAtRules(/keyframes$/, (frames) => {
      const properties = found.get(frames.params) ?? new Set<string>();
      frames.walkDecls((declaration) => {
        properties.add(declaration.prop);
      });
      found.set(frames.params, properties);
    });
  }
  return found;
}

/** Whether every animation named in the value only fades (an unknown name counts as motion). */
function onlyFades(value: string, keyframes: Map<string, Set<string>>): boolean {
  return value.split(',').every((part) => {
    const name = part.split(/\s+/).find((token) => keyframes.has(token));
    return name !== undefined && [...(keyframes.get(name) ?? [])].every((property) => FADE_ONLY.has(property));
  });
}

/** One line per declaration that moves something whatever the player's motion preference. */
function motionProblems(files: CssFile[]): string[] {
  const roots = files.map((file) => postcss.parse(file.css, { from: file.path }));
  const keyframes = keyframesOf(roots);
  /** Selectors set back to none under reduce, per kind. */
  const stopped = { animation: new Set<string>(), transition: new Set<string>() };
  for (const root of roots) {
    root.walkRules((rule) => {
      if (!mediaOf(rule).some((media) => REDUCE.test(media))) return;
      rule.walkDecls(MOTION, (declaration) => {
        const kind = kindOf(declaration);
        const value = declaration.value.trim();
        if (value === 'none' || (kind === 'transition' && longestMs(value) === 0)) {
          for (const selector of selectorsOf(rule)) stopped[kind].add(selector);
        }
      });
    });
  }
  const problems: string[] = [];
  roots.forEach((root, index) => {
    root.walkDecls(MOTION, (declaration) => {
      const rule = declaration.parent;
      if (rule?.type !== 'rule') return;
      const media = mediaOf(declaration);
      if (media.some((condition) => NO_PREFERENCE.test(condition) || REDUCE.test(condition))) return;
      const value = declaration.value.trim();
      const kind = kindOf(declaration);
      if (kind === 'animation' && (value === 'none' || onlyFades(value, keyframes))) return;
      if (kind === 'transition' && longestMs(value) <= TRANSITION_MS) return;
      const loose = selectorsOf(rule as Rule).filter((selector) => !stopped[kind].has(selector));
      if (loose.length > 0) problems.push(`${files[index]?.path}: ${loose.join(', ')} { ${declaration.toString()} }`);
    });
  });
  return problems;
}

const sample = (css: string) => motionProblems([{ path: 'sample.css', css }]);
const SPIN = '@keyframes spin { to { transform: rotate(1turn); } }';

describe('reduced motion in CSS', () => {
  it('fails on a spinner and a long transition that run whatever the preference', () => {
    expect(sample(`.spinner { animation: spin 1s linear infinite; } ${SPIN}`)).toEqual([
      'sample.css: .spinner { animation: spin 1s linear infinite }',
    ]);
    expect(sample('.drawer, .sheet { transition: transform 300ms ease; }')).toHaveLength(1);
    // Stopped for one selector of the two: the other still moves.
    expect(
      sample(
        `.a, .b { animation-name: spin; } ${SPIN} @media (prefers-reduced-motion: reduce) { .a { animation: none; } }`,
      ),
    ).toEqual(['sample.css: .b { animation-name: spin }']);
    // A name with no keyframes here (a library's) counts as motion.
    expect(sample('.x { animation: their-slide 1s; }')).toHaveLength(1);
  });

  it('passes motion kept for no-preference or stopped under reduce, fades and short transitions', () => {
    expect(
      sample(`@media (prefers-reduced-motion: no-preference) { .spinner { animation: spin 1s infinite; } } ${SPIN}`),
    ).toEqual([]);
    expect(
      sample(
        `.spinner { animation: spin 1s; } ${SPIN} @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }`,
      ),
    ).toEqual([]);
    expect(
      sample('.toast { animation: fade 2s forwards; } @keyframes fade { to { opacity: 0; visibility: hidden; } }'),
    ).toEqual([]);
    expect(sample('.link { transition: color 120ms, background-color 0.15s; }')).toEqual([]);
    expect(
      sample(
        '.panel { transition: transform 0.3s; } @media (prefers-reduced-motion: reduce) { .panel { transition: none; } }',
      ),
    ).toEqual([]);
  });

  it('holds for every CSS file in src/', () => {
    const files = cssFiles(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(10);
    expect(motionProblems(files)).toEqual([]);
  });
});
