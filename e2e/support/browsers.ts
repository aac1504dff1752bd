import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * The system Chromium binaries (Debian packages; never `playwright install`, which downloads from outside).
 *
 * - `CHROMIUM_PATH` (default /usr/bin/chromium, package `chromium`): the full browser. The installable-app spec
 *   needs it: the headless shell runs no installability check (`Page.getInstallabilityErrors` answers an empty list
 *   even for an off-the-record context).
 * - `CHROMIUM_SHELL_PATH` (default /usr/bin/chromium-headless-shell, package `chromium-headless-shell`): the same
 *   Chromium build as a bare headless shell, which Playwright itself prefers for headless runs. Every other spec runs
 *   in it: about a tenth less CPU for the same journeys (docs/testing.md). Absent, the full browser serves.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shell = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const HEADLESS_CHROMIUM = existsSync(shell) ? shell : FULL_CHROMIUM;

/** Every Chromium this project starts (tests, bench, Lighthouse): no sandbox, no GPU, no background downloads. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for one of the binaries above. */
export const launchOptions = (executablePath: string): LaunchOptions => ({ executablePath, args: CHROMIUM_ARGS });
