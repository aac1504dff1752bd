import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster` (docs/deploy.md, "A local cluster"): the cluster end to end, apart from `npm test` because it
 * starts PostgreSQL, three servers and HAProxy (one to two minutes on a busy 2-core machine).
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
