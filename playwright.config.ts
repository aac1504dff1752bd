import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end: the built app (dist/) served by the reference server on a fresh in-memory database,
 * driven by the system Chromium (never `playwright install`). e2e/global-setup.ts builds dist/ when it is
 * missing or older than its sources, so `npm run test:e2e` works on its own.
 */
const port = Number(process.env.E2E_PORT ?? 4318);
const baseURL = `http://127.0.0.1:${port}`;
const onCI = Boolean(process.env.CI);
const EXCLUSIVE = /\.exclusive\.spec\.ts$/;
/** Journeys through the mobile-only shell (bottom tabs, slide-out menu): the desktop projects skip these files. */
const MOBILE_ONLY = /\.mobile(\.exclusive)?\.spec\.ts$/;

const mobile = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: devices['Pixel 7']?.userAgent,
};
const desktop = { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: onCI ? 1 : 0,
  forbidOnly: onCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    // No service worker (issue 17) in the journeys: each test sees the network as the server answers it, never a
    // worker's cache from an earlier build or test. e2e/pwa.spec.ts allows it for the installable-app tests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Parallel files (e2e/fixtures.ts explains the isolation rule).
    { name: 'mobile', testIgnore: EXCLUSIVE, use: mobile },
    // The bundle budget is a property of the build, measured once (on the mobile page).
    { name: 'desktop', testIgnore: [EXCLUSIVE, MOBILE_ONLY, /bundle\.spec\.ts$/], use: desktop },
    // Files that reset data or flip global switches: one at a time, after every parallel file.
    { name: 'mobile-exclusive', testMatch: EXCLUSIVE, workers: 1, dependencies: ['mobile', 'desktop'], use: mobile },
    {
      name: 'desktop-exclusive',
      testMatch: EXCLUSIVE,
      testIgnore: MOBILE_ONLY,
      workers: 1,
      dependencies: ['mobile-exclusive'],
      use: desktop,
    },
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
      LOG: '0',
      APP_DIST: process.env.E2E_DIST ?? 'dist',
    },
  },
});
