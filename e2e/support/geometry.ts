import type { Page } from '@playwright/test';

/**
 * Nothing covers content (docs/design.md "Nothing covers content"): on a page as it stands, no two interactive
 * elements overlap and no text is cut off by the box around it. The page measures itself (`measure`, run inside
 * the browser) and the rule (`overlapping`, plain data) decides; `geometryProblems` does both and names the page,
 * the width and the elements.
 */

/** A box in CSS px: page coordinates for the page's own layer, viewport coordinates for a fixed layer. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One visible interactive element: what of it is visible, and what it may overlap by design. */
export interface Target {
  /** Tag, test id or class, and the first words of its name: enough to find it. */
  name: string;
  /** The visible part: its border box cut by every ancestor that clips it. */
  box: Box;
  /** `page`, or the fixed layer (a bar, a floating button, a dialog) it moves with. */
  layer: string;
  /** The interactive elements it lies inside (indices into the list). */
  inside: readonly number[];
  /** The `<label>` it lies in (one click target by design), or '' for none. */
  label: string;
  /** Out of the flow (it or an ancestor absolutely positioned or fixed): laid over the boxes of the flow. */
  positioned: boolean;
}

export interface Measured {
  targets: Target[];
  /** Texts cut off by a box that hides its overflow, one line each. */
  clipped: string[];
  /** How far the page scrolls sideways (0: not at all). */
  sideways: number;
  /** When it does: the innermost elements reaching past the window's right edge. */
  past: string[];
}

/** Overlaps and cuts of a pixel or less are antialiasing and rounding, not content covered. */
export const TOLERANCE_PX = 1;

/** The overlap of two boxes, or undefined when they share at most `TOLERANCE_PX` on either axis. */
export function overlapOf(a: Box, b: Box): Box | undefined {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > TOLERANCE_PX && height > TOLERANCE_PX ? { x, y, width, height } : undefined;
}

/** `inner` lies wholly within `outer` (to the pixel). */
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - TOLERANCE_PX &&
  inner.y >= outer.y - TOLERANCE_PX &&
  inner.x + inner.width <= outer.x + outer.width + TOLERANCE_PX &&
  inner.y + inner.height <= outer.y + outer.height + TOLERANCE_PX;

/** The largest share of a control another may sit on (a favourite star on a game tile: about a tenth). */
export const STACK_SHARE = 0.25;

/**
 * A small control placed on a larger one on purpose (a favourite star in a tile's corner, the activity icons on a
 * banner): wholly inside it, laid over it (out of the flow) and covering at most `STACK_SHARE` of it, so both stay whole to see and to press.
 */
const stacked = (small: Target, large: Target) =>
  small.positioned &&
  within(small.box, large.box) &&
  small.box.width * small.box.height <= STACK_SHARE * large.box.width * large.box.height;

/**
 * The pairs of interactive elements (and badges) whose visible boxes overlap by more than a pixel each way, in the
 * same layer. Not counted: an element and one it lies inside, two elements of one `<label>`, a small control stacked
 * on a large one (`stacked`), and elements of different layers (a fixed bar over the page: the page scrolls from under
 * it; a modal dialog is measured alone, the page behind it inert).
 */
export function overlapping(targets: readonly Target[]): [Target, Target, Box][] {
  const pairs: [Target, Target, Box][] = [];
  for (let i = 0; i < targets.length; i++) {
    const a = targets[i]!;
    for (let j = i + 1; j < targets.length; j++) {
      const b = targets[j]!;
      if (a.layer !== b.layer || a.inside.includes(j) || b.inside.includes(i)) continue;
      if (a.label !== '' && a.label === b.label) continue;
      if (stacked(a, b) || stacked(b, a)) continue;
      const overlap = overlapOf(a.box, b.box);
      if (overlap) pairs.push([a, b, overlap]);
    }
  }
  return pairs;
}

/**
 * Runs in the page (serialised by Playwright: nothing from outside it). Measures the interactive elements and the
 * texts of the topmost modal dialog when one is open (the page behind it is inert), else of the whole document.
 */
export function measure(tolerance: number): Measured {
  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[tabindex]:not([tabindex="-1"])',
    ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option', 'slider'].map(
      (role) => `[role="${role}"]`,
    ),
    // Not controls, but marks on one that nothing may hide: a game tile's hot / new / maintenance badge.
    '.game-card__badge',
  ].join(', ');
  const style = (el: Element) => getComputedStyle(el);
  const shown = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const s = style(at);
      if (s.display === 'none' || s.opacity === '0' || at.hasAttribute('inert')) return false;
    }
    return style(el).visibility === 'visible';
  };
  // The layout viewport: a phone's window may zoom out over a page wider than itself (innerWidth grows with it).
  const view = document.documentElement;
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].filter(shown).at(-1);
  const scope = modal ?? document.body;

  /** The fixed element an element moves with, if any. */
  const fixedOf = (el: Element): Element | undefined => {
    for (let at: Element | null = el; at; at = at.parentElement) if (style(at).position === 'fixed') return at;
    return undefined;
  };
  const outOfFlow = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement)
      if (/absolute|fixed/.test(style(at).position)) return true;
    return false;
  };
  const layers = new Map<Element, string>();
  const layerOf = (el: Element): string => {
    const fixed = fixedOf(el);
    if (!fixed) return 'page';
    if (!layers.has(fixed)) layers.set(fixed, `fixed ${layers.size + 1}`);
    return layers.get(fixed)!;
  };
  const hides = (value: string) => value === 'hidden' || value === 'clip';
  const clips = (s: CSSStyleDeclaration) =>
    s.overflowX !== 'visible' || s.overflowY !== 'visible' || /paint|strict|content/.test(s.contain);
  /** An element's padding box, in viewport coordinates. */
  const paddingBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + el.clientLeft, y: r.y + el.clientTop, width: el.clientWidth, height: el.clientHeight };
  };
  const intersect = (a: ReturnType<typeof paddingBox>, b: ReturnType<typeof paddingBox>) => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    return {
      x,
      y,
      width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
      height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
    };
  };
  /** The visible part of an element: cut by its clipping ancestors up to its fixed layer, and by the window if fixed. */
  const visibleBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    let box = { x: r.x, y: r.y, width: r.width, height: r.height };
    const fixed = fixedOf(el);
    for (let at = el.parentElement; at && at !== document.documentElement; at = at.parentElement) {
      if (fixed && !fixed.contains(at)) break;
      if (clips(style(at))) box = intersect(box, paddingBox(at));
    }
    if (fixed) box = intersect(box, { x: 0, y: 0, width: view.clientWidth, height: view.clientHeight });
    return fixed ? box : { ...box, x: box.x + scrollX, y: box.y + scrollY };
  };
  const nameOf = (el: Element): string => {
    const id = el.getAttribute('data-testid') ?? el.classList[0] ?? '';
    const words = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${id ? `.${id}` : ''}${words ? ` "${words}"` : ''}`;
  };

  const elements = [...scope.querySelectorAll(INTERACTIVE)].filter(shown);
  const index = new Map(elements.map((el, i) => [el, i]));
  const labels = new Map<Element, string>();
  const targets: Target[] = [];
  const kept: number[] = [];
  for (const el of elements) {
    const box = visibleBox(el);
    // Visually hidden (a screen reader's text, an input under its tile) or scrolled out of its strip: not on screen.
    if (box.width <= tolerance || box.height <= tolerance) continue;
    const inside: number[] = [];
    for (let at = el.parentElement; at; at = at.parentElement) {
      const i = index.get(at);
      if (i !== undefined) inside.push(i);
    }
    const label = (el as HTMLInputElement).labels?.[0] ?? el.closest('label');
    if (label && !labels.has(label)) labels.set(label, `label ${labels.size + 1}`);
    kept.push(index.get(el)!);
    targets.push({
      name: nameOf(el),
      box,
      layer: layerOf(el),
      inside,
      label: label ? labels.get(label)! : '',
      positioned: outOfFlow(el),
    });
  }
  // Indices into the kept list, so the rule sees one list.
  const position = new Map(kept.map((i, k) => [i, k]));
  for (const t of targets) t.inside = t.inside.flatMap((i) => (position.has(i) ? [position.get(i)!] : []));

  const clipped: string[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || seen.has(el) || !node.textContent?.trim()) continue;
    seen.add(el);
    if (el.closest('svg, select, option, script, style, noscript, template, textarea') || !shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (text.length === 0) continue;
    const fontSize = Number.parseFloat(style(el).fontSize) || 16;
    // A line's box is the font's whole height (about 1.2 em for Inter), taller than its letters: a quarter em of
    // it may pass under a box's edge without cutting a letter.
    const slackY = Math.max(tolerance, fontSize / 4);
    const fixed = fixedOf(el);
    for (let at: Element | null = el; at && at !== document.documentElement; at = at.parentElement) {
      if (fixed && !fixed.contains(at)) break;
      const s = style(at);
      if (!clips(s)) continue;
      // Cut on purpose, the whole text kept elsewhere (an ellipsis, a clamp to n lines).
      if (s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none')) break;
      const cutX = hides(s.overflowX) || /paint|strict|content/.test(s.contain);
      const cutY = hides(s.overflowY) || /paint|strict|content/.test(s.contain);
      if (!cutX && !cutY) continue; // a scroller: what lies past its edge is reached by scrolling it
      const box = paddingBox(at);
      const cut = text.some((r) => {
        const meets = r.right > box.x && r.x < box.x + box.width && r.bottom > box.y && r.y < box.y + box.height;
        // Wholly outside (a carousel's other slide): hidden by design, not cut.
        if (!meets) return false;
        const outX = cutX && (r.x < box.x - tolerance || r.right > box.x + box.width + tolerance);
        const outY = cutY && (r.y < box.y - slackY || r.bottom > box.y + box.height + slackY);
        return outX || outY;
      });
      if (cut) {
        clipped.push(`${nameOf(el)} cut by ${at === el ? 'its own box' : nameOf(at).replace(/ ".*$/, '')}`);
        break;
      }
    }
  }
  const sideways = Math.max(0, view.scrollWidth - view.clientWidth);
  const reaches = (el: Element) => {
    const box = visibleBox(el);
    return box.width > 0 && box.x + box.width > view.clientWidth + tolerance;
  };
  const past =
    sideways > 0
      ? [...scope.querySelectorAll('*')]
          .filter((el) => !el.closest('svg') && reaches(el) && ![...el.children].some(reaches))
          .slice(0, 3)
          .map(nameOf)
      : [];
  return { targets, clipped, sideways, past };
}

const px = (box: Box) => `${Math.round(box.width)}×${Math.round(box.height)} px`;

/**
 * What covers content on the page as it stands, one line each, prefixed with `where` and the window's width: two
 * interactive elements overlapping, a text cut off, a sideways scroll. Measured at the top of the page (a sticky bar
 * then lies where it stands in the flow), the scroll put back after.
 */
export async function geometryProblems(page: Page, where: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const scrolled = await page.evaluate(() => window.scrollY);
  if (scrolled !== 0) await page.evaluate(() => window.scrollTo(0, 0));
  const found = await page.evaluate(measure, TOLERANCE_PX);
  if (scrolled !== 0) await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  const at = `${where} at ${width} px`;
  return [
    ...overlapping(found.targets).map(([a, b, o]) => `${at}: ${a.name} overlaps ${b.name} by ${px(o)}`),
    ...found.clipped.map((line) => `${at}: ${line}`),
    ...(found.sideways > 0 ? [`${at}: scrolls ${found.sideways} px sideways (${found.past.join(', ')})`] : []),
  ];
}
