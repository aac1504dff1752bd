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
 * children's charts (machines/session/session.actors.ts). Loaded here, before any test, the session's own
 * `import()` of each finds it in the module graph: a test that ends just after a login does not leave an import
 * loading after its environment is gone, which Vitest reports as an error of whichever files run then.
 */
await Promise.all([
  import('../../machines/session/playerFirstScreen'),
  import('../../machines/auth/sendCode.machine'),
  import('../../machines/session/balance.machine'),
  import('../../machines/session/liveStream.machine'),
  import('../../machines/activity/activityData.machine'),
  import('../../machines/activity/firstCharge.machine'),
  import('../../machines/activity/invite.machine'),
  import('../../machines/activity/signPay.machine'),
  import('../../machines/session/game.machine'),
]);
