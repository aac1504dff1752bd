import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { POSTGRES_FILES } from './tests/server/postgresFiles';

/**
 * Four projects, one `vitest run` (docs/testing.md):
 *   unit      pure functions + the architecture checks (Node)
 *   machines  statecharts with mocked actors and a simulated clock (Node)
 *   server    the Hono app over HTTP on a fresh database (Node, forks, longer timeouts)
 *   ui        the component tests (jsdom); ui-mocks: those that mock a module
 * e2e/ belongs to Playwright and is never collected here.
 */
const never = ['**/node_modules/**', 'e2e/**', 'dist/**'];

/** A test file that mocks a module: vi.mock leaks into the next file when a worker shares modules. */
export const MOCKS_A_MODULE = /\bvi\.(mock|doMock|unmock|hoisted)\(/;

/**
 * Component test files that need modules of their own: those that mock one, and those that load a module afresh to
 * test its module-level state (the early appConfig request: another file's request in a shared worker was adopted
 * in its place).
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/** The test files under a folder (its subfolders too) that need a module graph of their own. */
function needingOwnModules(folder: string, suffix: RegExp, alsoFresh: boolean): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => suffix.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return MOCKS_A_MODULE.test(text) || (alsoFresh && /\bawait import\(/.test(text));
    });
}

const uiMocking = needingOwnModules('tests/ui', /\.test\.tsx$/, true);
/** Statechart test files that mock a module (the API client, the beacon, the RSA step). */
const machinesMocking = needingOwnModules('tests/machines', /\.test\.ts$/, false);

const machines = {
  include: ['tests/machines/**/*.test.ts'],
  environment: 'node' as const,
  setupFiles: ['tests/machines/freshPage.setup.ts'],
  // Some tests wait for a lazy child's code (a dynamic import through Vite): seconds on a busy machine.
  testTimeout: 20_000,
};

const ui = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/ui/setup.ts'],
  // jsdom renders slowly on a busy machine (a 5.4 s render failed the 5 s default with a second suite beside it).
  testTimeout: 20_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    exclude: never,
    // Vitest runs one worker fewer than the cores by default: ONE on the 2-core machines this project is tested on,
    // which left a core idle for the whole step (the files are CPU-bound: PGlite, jsdom, xstate/graph paths). Three
    // on two cores was no faster from a fresh clone (more module loading: 202.5 s against 199.6 s); VITEST_WORKERS
    // overrides.
    maxWorkers: Number(process.env.VITEST_WORKERS) || Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One module graph per worker, not per file (no file here mocks a module: tests/unit/vitestIsolation.test.ts).
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: never,
          environment: 'node',
          // The architecture checks read and parse every source file: 21 s once at a load average of 19, with the whole
          // suite beside them; the ceiling is for a busy machine, a quiet one takes a few seconds.
          testTimeout: 60_000,
        },
      },
      // The statechart tests in two projects, as the component tests below: those that mock a module keep a module
      // graph each; the others share one per worker (xstate and the machines loaded once).
      {
        extends: true,
        test: { ...machines, name: 'machines', exclude: [...never, ...machinesMocking], isolate: false },
      },
      {
        extends: true,
        test: {
          ...machines,
          name: 'machines-mocks',
          include: machinesMocking.length ? machinesMocking : ['no-such-file'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // A `.pg.test.ts` file needs PostgreSQL itself (its tools, several servers on one database): it runs in
          // the PostgreSQL run (tests/server/run-on-postgres.ts), never on PGlite.
          // In `npm test` with PostgreSQL at hand, the money and concurrency files run there alone (scripts/test.mjs).
          exclude: process.env.TEST_DATABASE_URL
            ? never
            : [
                ...never,
                'tests/server/**/*.pg.test.ts',
                ...(process.env.POSTGRES_PROVES_ITS_FILES === '1' ? POSTGRES_FILES : []),
              ],
          environment: 'node',
          // Each file loads its own database from a template seeded once per run (tests/server/globalSetup.ts);
          // forks keep PGlite's WASM heaps apart from other projects' workers. The files of a worker share one module
          // graph (the server, drizzle, PGlite's WASM compiled once): imports were a third of this project's time.
          // Nothing here mocks a module (tests/unit/vitestIsolation.test.ts); each file still makes its own app and
          // database.
          pool: 'forks',
          isolate: false,
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The component tests in two projects: the files that mock a module (the API client, the RSA step) keep a
      // module graph each; the others share one per worker, jsdom and React loaded once (a quarter faster).
      {
        extends: true,
        test: {
          ...ui,
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          exclude: [...never, ...uiMocking],
          isolate: false,
        },
      },
      { extends: true, test: { ...ui, name: 'ui-mocks', include: uiMocking.length ? uiMocking : ['no-such-file'] } },
    ],
  },
});
