import { local, session } from '../../src/platform/storage/storage';
import { forgetCachedToken } from '../../src/platform/storage/token';

/**
 * The statechart files share one module graph per worker, so the in-memory storage and the remembered token would
 * carry a player from one file into the next. Each file starts as a fresh page does: nothing stored, nobody in.
 */
local.clear();
session.clear();
forgetCachedToken();
