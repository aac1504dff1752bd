import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules axe-core runs. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The axe-core engine that @axe-core/playwright pins (its own dependency). It is injected once per document and
 * run in place: AxeBuilder injects the 550 KB engine into every frame and returns every passing node on each call,
 * about a second a page, which across the link sweep (130 pages) cost minutes; this costs about 0.1 s a page.
 */
const requireFromAxe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(requireFromAxe.resolve('axe-core/axe.min.js'), 'utf8');

interface Found {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/** axe-core's impact levels, least first. */
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

/**
 * The WCAG rules plus axe's best practices, which are not success criteria and so not in the WCAG run: the page's
 * structure among them. One `main` (landmark-one-main, landmark-no-duplicate-main), every piece of content inside a
 * landmark (region), no landmark repeated under one name (landmark-unique), a page title heading and no skipped
 * heading level. A screen-reader player moves by landmark and by heading: content outside them is content such a
 * player never reaches that way.
 */
export const WITH_BEST_PRACTICES = [...WCAG_AA, 'best-practice'] as const;

/**
 * axe-core's violations on the page as it stands, at `least` impact or above, one line each (rule, node count, the
 * first few selectors), for an `expect(...).toEqual([])`: the rules of `tags` (default: WCAG 2.x A and AA). Frames
 * are left out: the embedded pay page, game and chat are the sandbox providers' pages.
 */
export async function axeViolations(
  page: Page,
  { least, tags = WCAG_AA }: { least: Impact; tags?: readonly string[] },
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async (values: string[]): Promise<Found[]> => {
      type Axe = {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{
          violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
        }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const result = await axe.run(
        { exclude: [['iframe']] },
        { runOnly: { type: 'tag', values }, resultTypes: ['violations'], iframes: false },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    [...tags],
  );
  const path = new URL(page.url()).pathname;
  const floor = IMPACTS.indexOf(least);
  return found
    .filter((violation) => IMPACTS.indexOf((violation.impact ?? 'minor') as Impact) >= floor)
    .map(
      (violation) => `${path}: ${violation.id} ×${violation.nodes.length} (${violation.nodes.slice(0, 3).join(', ')})`,
    );
}

/** axe-core's serious and critical WCAG violations on the page as it stands (see `axeViolations`). */
export function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { least: 'serious' });
}

/**
 * What a page as a whole must pass (see `axeViolations`): every WCAG rule and axe's best practices at moderate or
 * above, so its structure too (one `main`, everything in a landmark, headings in order), which the dialogs and
 * forms checked on their own (`seriousViolations`) do not decide.
 */
export function pageViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { least: 'moderate', tags: WITH_BEST_PRACTICES });
}

/**
 * A modal dialog keeps the keyboard inside (WCAG 2.1.2, 2.4.3): focus is in it, and Tab from there visits only its
 * controls until it comes back to where it began (so it cycles); Shift+Tab stays inside too.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, limit = 40): Promise<void> {
  const focusInside = () => dialog.evaluate((root) => root.contains(root.ownerDocument.activeElement));
  await expect.poll(focusInside, 'focus moved into the dialog').toBe(true);
  const start = await page.evaluateHandle(() => document.activeElement);
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `Tab ${presses} left the dialog`).toBe(true);
    if (await page.evaluate((element) => document.activeElement === element, start)) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(), 'Shift+Tab left the dialog').toBe(true);
      return;
    }
  }
  throw new Error(`Tab did not come back to where it began within ${limit} presses`);
}

/** The address of a wallet page in this project's layout (desktop keeps them under /lobby). */
export const at = (page: Page, path: string) => ((page.viewportSize()?.width ?? 0) >= 1024 ? `/lobby${path}` : path);

/**
 * An open modal dialog: axe finds nothing serious, Tab stays inside, Escape closes it and focus goes back to the
 * control that opened it (none for a dialog that opened by itself). Escape is pressed where the Tab check left
 * focus, or on `escapeFrom`.
 */
export async function expectModalDialog(
  page: Page,
  dialog: Locator,
  what: string,
  { opener, escapeFrom }: { opener?: Locator; escapeFrom?: Locator } = {},
): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), what).toEqual([]);
  await expectFocusTrapped(page, dialog);
  await escapeFrom?.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (opener) await expect(opener, `focus back on the opener of ${what}`).toBeFocused();
}
