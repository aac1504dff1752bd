import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM, launchOptions } from './e2e/support/browsers';

/**
 * End-to-end: the built app (dist/) served by the reference server on a fresh in-memory database,
 * driven by the system Chromium's headless shell (e2e/support/browsers.ts; never `playwright install`). e2e/global-setup.ts builds dist/ when it is
 * missing or older than its sources, so `npm run test:e2e` works on its own.
 */
const port = Number(process.env.E2E_PORT ?? 4318);
const baseURL = `http://127.0.0.1:${port}`;
const onCI = Boolean(process.env.CI);
/** Journeys through the mobile-only shell (bottom tabs, slide-out menu): the desktop project skips these files. */
const MOBILE_ONLY = /\.mobile\.spec\.ts$/;
/** Journeys through the desktop-only shell (the right-hand drawer, the side menu): the mobile project skips these. */
const DESKTOP_ONLY = /\.desktop\.spec\.ts$/;
/**
 * Model-based specs replay a machine's paths through the UI: a property of the machine and its screen, proved once
 * (on the phone, the first target). Desktop keeps the journeys, which cover its own layout.
 */
const MODEL = /e2e\/model\//;

const mobile = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Device scale 1, not a Pixel's 2: every frame is rasterised in software here (no GPU), and four times the pixels
  // cost the suite about a fifth of its time. Layout is by CSS pixels either way; nothing here tests images by density.
  deviceScaleFactor: 1,
  userAgent: devices['Pixel 7']?.userAgent,
};
const desktop = { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // More workers than cores: a journey mostly waits (on the server, on the page's clock, on Chromium's frames), so
  // on 2 cores three workers finished the suite in about two thirds of the time two took, with the CPU still not
  // saturated (docs/testing.md). Four were no faster from a fresh clone (407.7 s against 424.4 s, within the noise
  // of one run each, 2026-11-26), and more browsers at once only add to a loaded machine. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: onCI ? 1 : 0,
  forbidOnly: onCI,
  // Sized for a busy machine (two suites side by side on 2 cores): waits are on what a player sees, never sleeps,
  // so a longer ceiling costs nothing when the page is quick and only spares false failures when it is slow.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace only on a retry (CI retries once): recording one for every test (DOM snapshots at each action and a
    // screencast) cost the suite about 30 % of its CPU, kept or not (docs/testing.md). A local failure still leaves
    // its screenshot and error context; `--trace on` records every test when needed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-PH',
    // The journeys run as a player who asked for reduced motion (the app honours it): the banner, the
    // ticker and the skeletons stop, which spares the software renderer. e2e/guest-home.spec.ts runs with motion,
    // so the turning banner is still seen in a browser; the motion rules themselves are machine and CSS tests.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Manila',
    // No service worker in the journeys: each test sees the network as the server answers it, never a
    // worker's cache from an earlier build or test. e2e/pwa.spec.ts allows it for the installable-app tests.
    serviceWorkers: 'block',
    launchOptions: launchOptions(HEADLESS_CHROMIUM),
  },
  projects: [
    // Every file runs in parallel with every other (e2e/fixtures.ts explains the isolation rule).
    { name: 'mobile', testIgnore: [DESKTOP_ONLY], use: mobile },
    // The bundle budget is a property of the build, measured once (on the mobile page).
    { name: 'desktop', testIgnore: [MOBILE_ONLY, MODEL, /bundle\.spec\.ts$/, /pwa\.spec\.ts$/], use: desktop },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    // Ready = listening (and its ready line printed). Not the index page: it answers 404 until dist/ exists,
    // and global-setup.ts (which Playwright runs after the web server) may be the one that builds it.
    port,
    wait: { stdout: /Lucky Lobby ready at/ },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      TEST_CONTROLS: '1',
      // E2E_LOG=1 prints the server's log (requests, errors) beside the test output.
      LOG: process.env.E2E_LOG ?? '0',
      APP_DIST: process.env.E2E_DIST ?? 'dist',
    },
  },
});
