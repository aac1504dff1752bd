import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { local, session } from '../../src/platform/storage/storage';
import { forgetCachedToken } from '../../src/platform/storage/token';

/**
 * The statechart files share one module graph per worker, so the in-memory storage and the remembered token would
 * carry a player from one file into the next. Each file starts as a fresh page does: nothing stored, nobody in.
 */
local.clear();
session.clear();
forgetCachedToken();

/**
 * The modules the session loads itself once a player is in: the persistence's pictures' cookie and the lazy
 * children's charts (every `import()` of machines/session/session.actors.ts, read from the file so a new child is
 * never missed). Loaded here, before any test, the session's own `import()` of each finds it in the module graph: a
 * test that ends just after a login does not leave an import loading after its environment is gone, which Vitest
 * reports as an error of whichever files run then.
 */
const actors = fileURLToPath(new URL('../../machines/session/session.actors.ts', import.meta.url));
const lazyCharts = [...readFileSync(actors, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((match) =>
  resolve(dirname(actors), match[1]!),
);
await Promise.all([
  import('../../machines/session/playerFirstScreen'),
  ...lazyCharts.map((path) => import(/* @vite-ignore */ path)),
]);
