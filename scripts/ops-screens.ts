/**
 * `npm run screens:ops`: a screenshot of every back-office page (src/screens/ops/opsPages.ts, and the overview) at
 * the desktop size staff work at, into docs/screens/ops/<page>.png, the pictures docs/ops.md shows ("Every page"). It builds
 * nothing: run `npm run build` first when the app changed. A throwaway server on an in-memory database (the demo
 * seed, so the pages show the demo's data), each page opened from the menu by a demo staff member of a role that
 * may use it; one log-in per role, since a one-time code works once.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { totpCode } from '../server/ops/totp';
import { DEMO_STAFF } from '../server/seed/staff';
import type { StaffRole } from '../src/api/client/ops/opsTypes';
import { OPS_PAGES } from '../src/screens/ops/opsPages';
import { launchChromium, startServer, stopServer } from './local-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'screens', 'ops');

/** The picture's file for a page path: `/ops` is the overview, `/ops/lobby-settings` → lobby-settings.png. */
export const opsScreenFile = (path: string): string =>
  `${path === '/ops' ? 'overview' : path.replace(/^\/ops\//, '').replace(/\//g, '-')}.png`;

const DOC = join(ROOT, 'docs', 'ops.md');
const START = '<!-- ops-screens:start (npm run screens:ops writes this part) -->';
const END = '<!-- ops-screens:end -->';

/** docs/ops.md's "Every page" part: each page's menu name, path, who may use it and its picture. */
function gallery(): string {
  const rows = [
    { path: '/ops', menu: 'Overview', roles: ['every role'] as readonly string[] },
    ...OPS_PAGES.map((page) => ({ path: page.path, menu: page.menu, roles: page.roles })),
  ];
  return rows
    .map(
      ({ path, menu, roles }) =>
        `### ${menu} (\`${path}\`, ${roles.join(', ')})\n\n![${menu}](screens/ops/${opsScreenFile(path)})\n`,
    )
    .join('\n');
}

function writeGallery(): void {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/ops.md has no ${START} … ${END} part`);
  writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n\n${gallery()}\n${doc.slice(to)}`);
}

/** Admin where admin may; else the page's first role. */
const roleFor = (roles: readonly StaffRole[]): StaffRole => (roles.includes('admin') ? 'admin' : roles[0]!);

async function logIn(page: Page, base: string, role: StaffRole): Promise<void> {
  const staff = DEMO_STAFF.find((s) => s.role === role);
  if (!staff) throw new Error(`no demo staff member has the role ${role}`);
  await page.goto(`${base}/ops`);
  await page.getByLabel('Staff name').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('6-digit code from your authenticator app').fill(totpCode(staff.totpSecret, Date.now()));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation').first().waitFor();
}

/** The page has drawn what it read: its heading is up, nothing says it is still loading, its pictures are in. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !/Loading…/.test(document.body.textContent ?? ''));
  // Pictures drawn or read by the server (banners, previews) are in before the shot.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer(ROOT);
  const browser = await launchChromium();
  try {
    const byRole = new Map<StaffRole, { path: string; menu: string }[]>();
    byRole.set('admin', [{ path: '/ops', menu: '' }]);
    for (const page of OPS_PAGES) {
      const role = roleFor(page.roles);
      byRole.set(role, [...(byRole.get(role) ?? []), { path: page.path, menu: page.menu }]);
    }
    for (const [role, pages] of byRole) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await logIn(page, server.url, role);
      for (const target of pages) {
        if (target.menu) await page.getByRole('link', { name: target.menu, exact: true }).first().click();
        await settled(page);
        const file = join(OUT, opsScreenFile(target.path));
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${target.path} (${role}) → ${file}`);
      }
      await context.close();
    }
    writeGallery();
  } finally {
    await browser.close();
    await stopServer(server.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
