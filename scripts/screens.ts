/**
 * `npm run screens`: rewrites the screenshot baselines of every page on both layouts (the link sweep of
 * e2e/links.spec.ts with --update-snapshots; e2e/support/screens.ts) and, from them, the contact sheets a reviewer
 * opens to see the whole app at a glance: docs/screens/mobile.png and desktop.png (every page as a labelled tile),
 * and the README's docs/screens/home-mobile.png and home-desktop.png. `--sheets` skips the test run and only
 * composes the sheets from the baselines as they are; `--all` rewrites every baseline, not only those that differ
 * beyond the tolerance (after changing what is masked). Other arguments go to Playwright (`--project mobile`).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Layout, PAGE_NAMES } from '../src/api/contract/pages';
import { launchChromium } from './local-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASELINES = join(ROOT, 'e2e', 'links.spec.ts-snapshots');
const OUT = join(ROOT, 'docs', 'screens');
const LAYOUTS: readonly Layout[] = ['mobile', 'desktop'];

/** Tiles per row and each tile's width on a sheet: scaled down so a sheet stays a few megabytes at most. */
const SHEET: Record<Layout, { columns: number; tileWidth: number }> = {
  mobile: { columns: 11, tileWidth: 130 },
  desktop: { columns: 8, tileWidth: 256 },
};

/** Playwright names a baseline `<arg>-<project>-<platform>.png`. */
const baselineOf = (name: string, layout: Layout): string =>
  join(BASELINES, `${name}-${layout}-${process.platform}.png`);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

function sheetHtml(layout: Layout): string {
  const { columns, tileWidth } = SHEET[layout];
  const tiles = PAGE_NAMES.map((name) => {
    const file = baselineOf(name, layout);
    const picture = existsSync(file)
      ? `<img src="${pathToFileURL(file).href}" alt="">`
      : '<div class="missing">no baseline</div>';
    return `<figure>${picture}<figcaption>${escapeHtml(name)}</figcaption></figure>`;
  }).join('\n');
  return `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; padding: 16px; background: #0a1030; color: #eef1ff; font: 13px/1.3 system-ui, sans-serif; }
  h1 { margin: 0 0 12px; font-size: 18px; }
  main { display: grid; grid-template-columns: repeat(${columns}, ${tileWidth}px); gap: 12px; }
  figure { margin: 0; }
  img, .missing { display: block; width: ${tileWidth}px; border: 1px solid #2a377a; }
  .missing { aspect-ratio: 1; display: grid; place-items: center; color: #e5484d; }
  figcaption { margin-top: 4px; text-align: center; overflow-wrap: anywhere; }
</style><h1>Lucky Lobby: every page, ${layout} (${PAGE_NAMES.length})</h1><main>${tiles}</main>`;
}

async function writeSheets(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'screens-'));
  const browser = await launchChromium();
  try {
    for (const layout of LAYOUTS) {
      const html = join(scratch, `${layout}.html`);
      writeFileSync(html, sheetHtml(layout));
      const page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
      await page.goto(pathToFileURL(html).href);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.screenshot({ path: join(OUT, `${layout}.png`), fullPage: true });
      await page.close();
      console.log(`wrote docs/screens/${layout}.png`);
      const home = baselineOf('home', layout);
      if (existsSync(home)) {
        copyFileSync(home, join(OUT, `home-${layout}.png`));
        console.log(`wrote docs/screens/home-${layout}.png`);
      }
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `changed` rewrites only the baselines that differ beyond the tolerance; `--all` rewrites every one (new masks). */
function updateBaselines(args: string[]): void {
  const mode = args.includes('--all') ? 'all' : 'changed';
  const extra = args.filter((arg) => arg !== '--all');
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'e2e/links.spec.ts',
      '-g',
      'every path of both trees',
      `--update-snapshots=${mode}`,
      ...extra,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`playwright exited with ${run.status}: baselines not (all) updated`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!args.includes('--sheets')) updateBaselines(args);
  await writeSheets();
}

main().catch((err: unknown) => {
  console.error(`screens failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
