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
 * The module the session's persistence loads once a player is in (the pictures' cookie). Loaded here, before any
 * test, the session's own `import()` of it finds it in the module graph: a test that ends just after a login does
 * not leave that import loading after its environment is gone, which Vitest reports as an error of whichever file
 * runs then.
 */
await import('../../machines/session/playerFirstScreen');
