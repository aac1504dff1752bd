import type { CatalogueRequest } from './catalogue';
import { noCatalogueStore } from './catalogueStore';
import { toMessages, type WireMessage } from './catalogueWire';
import { answer, heldList } from './catalogueWork';
import { indexedDbCatalogueStore } from './indexedDbStore';

/**
 * The game-list worker (docs/pwa.md "First paint"): checks, stores and reads the catalogue off the main thread.
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
