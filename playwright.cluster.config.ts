import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM, launchOptions } from './e2e/support/browsers';

/**
 * The player's journey through the local cluster (`npm run test:cluster`, after its vitest part; docs/deploy.md "A
 * local cluster"): tests/cluster/journeySetup.ts starts PostgreSQL, three instances and HAProxy, and one phone walks a
 * new player through register, deposit, play and withdrawal while the balancer hands each request to the next
 * instance. Apart from playwright.config.ts (the default e2e run has no cluster, and its testDir never sees this one).
 */
export default defineConfig({
  testDir: 'tests/cluster',
  testMatch: /\.spec\.ts$/,
  globalSetup: './tests/cluster/journeySetup.ts',
  // One journey, one browser: the cluster is the parallelism under test.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The journey itself is bounded to three minutes; the cluster's start (migrations, seed, HAProxy) is not in it.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup, which runs before the workers start (they read it when they load this file).
    baseURL: process.env.LOBBY_CLUSTER_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-PH',
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Manila',
    serviceWorkers: 'block',
    launchOptions: launchOptions(HEADLESS_CHROMIUM),
  },
  projects: [
    {
      name: 'cluster-phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        userAgent: devices['Pixel 7']?.userAgent,
      },
    },
  ],
});
