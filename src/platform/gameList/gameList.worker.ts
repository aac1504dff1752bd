import { warmIntl } from '../intl/warmIntl';
import type { CatalogueRequest } from './catalogue';
import { noCatalogueStore } from './catalogueStore';
import { toMessages, type WireMessage } from './catalogueWire';
import { answer, heldList } from './catalogueWork';
import { indexedDbCatalogueStore } from './indexedDbStore';

/**
 * The game-list worker (docs/pwa.md "First paint"): checks, stores and reads the catalogue off the main thread,
 * opens big answers, makes the early appConfig request, and builds Intl's locale lists for the page.
 * Only a shell around ./catalogueWork.ts; ./gameListWorker.ts starts it and speaks to it.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CatalogueRequest>) => void) | null;
  postMessage(message: WireMessage): void;
}

const scope = self as unknown as WorkerScope;
const store = typeof indexedDB === 'undefined' ? noCatalogueStore : indexedDbCatalogueStore(indexedDB);
const held = heldList();

scope.onmessage = (event) => {
  void answer(event.data, store, held).then((reply) => {
    for (const message of toMessages(reply)) scope.postMessage(message);
  });
};

// Intl's locale lists are built once per process (../intl/warmIntl.ts): here, off the page's main thread. In a task
// after the first request's (src/app/earlyConfig.ts's appConfig goes out first).
warmIntl();
