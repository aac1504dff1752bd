import type { OpenedReply } from './catalogue';
import { type Ask, type CatalogueWorker, catalogueClient, workerAsk } from './catalogueClient';
import { noCatalogueStore } from './catalogueStore';

/**
 * The page's one game-list client (docs/pwa.md "First paint"): it starts ./gameList.worker.ts on the first ask (or
 * takes the one src/app/earlyConfig.ts started) and speaks to it. The session's actors (./catalogueActors.ts) read and store catalogues through it; callApi opens
 * big answers with it (`openInWorker`).
 */

const workerAvailable = typeof Worker !== 'undefined';

/** Where src/app/earlyConfig.ts leaves the worker it started for the early appConfig request. */
const EARLY_WORKER_KEY = '__luckyLobbyEarlyWorker';

/** The early request's worker when there is one (it holds that answer's game list), else a new one. */
function startWorker(): CatalogueWorker {
  const holder = globalThis as Record<string, unknown>;
  const early = holder[EARLY_WORKER_KEY] as Worker | undefined;
  delete holder[EARLY_WORKER_KEY];
  return early ?? new Worker(new URL('./gameList.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Without a worker (jsdom, a browser that refuses module workers): the same work on this thread, nothing stored.
 * Its held list lives here, beside the page's.
 */
const onThisThread: Ask = (() => {
  let work: Promise<Ask> | undefined;
  return (request) => {
    work ??= import('./catalogueWork').then(({ answer, heldList }) => {
      const held = heldList();
      return (next) => answer({ ...next, id: 0 } as never, noCatalogueStore, held);
    });
    return work.then((ask) => ask(request));
  };
})();

export const gameListClient = catalogueClient(
  workerAvailable ? workerAsk(startWorker, onThisThread) : onThisThread,
  workerAvailable,
);

/** A big answer's bytes, decoded and parsed by the worker, which holds its game list (src/api/client/call.ts). */
export const openInWorker = (bytes: ArrayBuffer): Promise<OpenedReply> => gameListClient.open(bytes);
