import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/prepare.mjs';

/**
 * Builds dist/ (or E2E_DIST, so parallel runs in one checkout do not rebuild each other's app) when it is missing or older than src/, machines/, index.html or vite.config.ts.
 * The server (started just before this by Playwright) reads dist/ per request, so a build here is served.
 */
export default function globalSetup(): void {
  buildIfStale(
    fileURLToPath(new URL('..', import.meta.url)),
    (line) => console.log(line),
    process.env.E2E_DIST ?? 'dist',
  );
}
