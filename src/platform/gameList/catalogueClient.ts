import { SchemaError } from '../../api/client/errors';
import { local } from '../storage/storage';
import {
  type CatalogueReply,
  type CatalogueRequest,
  type IndexedCatalogue,
  isCatalogueOutcome,
  type OpenedReply,
} from './catalogue';
import { type WireMessage, wireAssembler } from './catalogueWire';
import { heldTicketOf } from './heldListStandIn';

/**
 * The main thread's side of the game-list worker (docs/pwa.md "First paint"): asks it for the stored catalogue and
 * to check and store a new one, and keeps the small `gameVersion` key of local storage in step with what IndexedDB
 * holds (src/app/earlyConfig.ts sends it with the early appConfig request): set only after the list is stored,
 * removed when storing fails or what is stored is not that version. Lists older builds kept in local storage are
 * moved into IndexedDB once and their keys removed.
 */

type Request = CatalogueRequest extends infer R ? (R extends CatalogueRequest ? Omit<R, 'id'> : never) : never;
export type Ask = (request: Request) => Promise<CatalogueReply>;

/** The part of a Worker the client uses (tests pass a fake). */
export interface CatalogueWorker {
  postMessage(request: CatalogueRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WireMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/**
 * Requests to one worker, started on the first ask; its replies come as ./catalogueWire.ts sends them, a catalogue
 * in parts. A worker that fails (its script did not load) hands every pending and later request to `fallback`.
 */
export function workerAsk(create: () => CatalogueWorker, fallback: Ask): Ask {
  let worker: CatalogueWorker | undefined;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, { request: Request; resolve: (reply: Promise<CatalogueReply>) => void }>();
  const start = (): CatalogueWorker => {
    const started = create();
    const assemble = wireAssembler();
    started.addEventListener('message', (event) => {
      let reply: CatalogueReply | undefined;
      try {
        reply = assemble(event.data);
      } catch (error) {
        pending.get(event.data.id)?.resolve(Promise.reject(error));
        pending.delete(event.data.id);
        return;
      }
      if (reply === undefined) return;
      pending.get(reply.id)?.resolve(Promise.resolve(reply));
      pending.delete(reply.id);
    });
    started.addEventListener('error', () => {
      broken = true;
      for (const waiting of pending.values()) waiting.resolve(fallback(waiting.request));
      pending.clear();
    });
    return started;
  };
  return (request) => {
    if (broken) return fallback(request);
    try {
      worker ??= start();
    } catch {
      broken = true;
      return fallback(request);
    }
    const id = nextId++;
    const reply = new Promise<CatalogueReply>((resolve) => pending.set(id, { request, resolve }));
    worker.postMessage({ ...request, id } as CatalogueRequest);
    return reply;
  };
}

/** Keys older builds wrote the list under (700 KB and more of local storage quota). */
const LEGACY_KEYS = ['gameList', 'gameMap'] as const;

/** The old list's raw JSON, never parsed here (the worker does it). */
export function readLegacyList(): string | null {
  try {
    return window.localStorage.getItem('gameList');
  } catch {
    return null;
  }
}

export interface CatalogueClient {
  /** The catalogue the last visit stored, or null; synchronous when there can be none (no worker, no version). */
  readStored(): IndexedCatalogue | null | Promise<IndexedCatalogue | null>;
  /**
   * Checks and stores a new list (a held list's stand-in: the one the worker holds); rejects with a SchemaError
   * when the list breaks its shape.
   */
  store(list: unknown, version: string): Promise<IndexedCatalogue>;
  /** Decodes and parses a big answer in the worker, which holds its game list (./catalogueWork.ts `openAnswer`). */
  open(bytes: ArrayBuffer): Promise<OpenedReply>;
}

export function catalogueClient(
  ask: Ask,
  workerAvailable: boolean,
  readLegacy: () => string | null = readLegacyList,
): CatalogueClient {
  const forget = () => {
    local.remove('gameVersion');
    return null;
  };
  const kept = (reply: CatalogueReply): IndexedCatalogue | null => {
    if (!isCatalogueOutcome(reply) || !reply.ok || !reply.catalogue) return forget();
    if (!reply.stored) forget();
    return reply.catalogue;
  };
  return {
    readStored() {
      const version = local.get('gameVersion');
      const legacy = readLegacy();
      // Moved or dropped, never left behind taking quota.
      if (legacy !== null) for (const key of LEGACY_KEYS) local.remove(key);
      if (version !== undefined && legacy !== null) {
        return ask({ type: 'migrate', version, json: legacy }).then(kept, forget);
      }
      if (version === undefined) return null;
      if (!workerAvailable) return forget();
      return ask({ type: 'read' }).then(
        (reply) =>
          isCatalogueOutcome(reply) && reply.ok && reply.catalogue?.version === version ? reply.catalogue : forget(),
        forget,
      );
    },
    async store(list, version) {
      const ticket = heldTicketOf(list);
      const reply = await ask(
        ticket === undefined ? { type: 'store', version, list } : { type: 'storeHeld', version, ticket },
      );
      if (!isCatalogueOutcome(reply)) throw new Error('the game-list worker answered a store with no catalogue');
      if (!reply.ok) {
        forget();
        throw new SchemaError('gameList', reply.path);
      }
      if (reply.stored) local.set('gameVersion', version);
      else forget();
      // A store reply always carries the catalogue it checked.
      return reply.catalogue as IndexedCatalogue;
    },
    async open(bytes) {
      // Copied, not transferred (a memcpy): a worker that fails before it answers leaves the fallback the bytes.
      const reply = await ask({ type: 'open', bytes });
      if (!('opened' in reply)) throw new Error('the game-list worker answered an open with a catalogue');
      return reply;
    },
  };
}
