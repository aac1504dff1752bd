import type { Game } from '../../api/contract/entities';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * The game list as the lobby renders it, with the version the server gave it (docs/pwa.md "First paint"). The
 * worker (./gameList.worker.ts) checks, stores and reads it; the session holds it (machines/session/session.machine.ts).
 */
export interface GameCatalogue {
  version: string;
  games: Game[];
}

/** A catalogue with the lobby's indexes of it (./catalogueIndex.ts), as the worker hands it over; stored without them. */
export interface IndexedCatalogue extends GameCatalogue {
  index: CatalogueIndex;
}

/** What the main thread asks the worker; `id` pairs a reply with its request. */
export type CatalogueRequest =
  /** The list the last visit stored (IndexedDB), if any. */
  | { id: number; type: 'read' }
  /** A new list from an answer: check it, store it with its version, hand it back ready to render. */
  | { id: number; type: 'store'; version: string; list: unknown }
  /** The list an older build kept in localStorage, as its raw JSON: moved once into IndexedDB. */
  | { id: number; type: 'migrate'; version: string; json: string }
  /**
   * A big answer's body (appConfig with its game list, 0.7–2.4 MB): decoded and parsed here, its `gameList` held
   * (the newest one only) and the rest handed back, so the page never decodes, parses or clones the list.
   */
  | { id: number; type: 'open'; bytes: ArrayBuffer }
  /** The list the last `open` held, under its ticket: checked and stored as `store` does. */
  | { id: number; type: 'storeHeld'; ticket: number; version: string }
  /**
   * The early appConfig request (src/app/earlyConfig.ts), made here so that its answer is received, decoded and
   * parsed off the page: POSTed as given, then opened as `open` does.
   */
  | { id: number; type: 'fetchOpen'; url: string; body: string; fingerprint: string };

export type CatalogueReply =
  /** `catalogue` null: nothing (usable) stored. `stored`: IndexedDB now holds `catalogue`. */
  | { id: number; ok: true; catalogue: IndexedCatalogue | null; stored: boolean }
  /** The list broke its shape: where (zod's issue path, joined with dots). */
  | { id: number; ok: false; path: string }
  | OpenedReply
  | FetchedReply;

/**
 * An opened answer: `json` is the body parsed (`parsed` false when it is not JSON), with an empty `gameList` when
 * the list was lifted out and held under `held`.
 */
export interface OpenedReply {
  id: number;
  opened: true;
  parsed: boolean;
  json: unknown;
  held: number | null;
}

/** What the stored-catalogue reader (./catalogueActors.ts) tells the session. */
export type StoredCatalogueEvent = { type: 'CATALOGUE.READ'; catalogue: IndexedCatalogue } | { type: 'CATALOGUE.NONE' };

/** A reply about a catalogue (`read`, `store`, `storeHeld`, `migrate`). */
export type CatalogueOutcome = Extract<CatalogueReply, { ok: boolean }>;

export const isCatalogueOutcome = (reply: CatalogueReply): reply is CatalogueOutcome => 'ok' in reply;

/** A `fetchOpen`'s answer: its status and its body opened, or `fetched` false when the request failed. */
export type FetchedReply =
  | { id: number; fetched: true; status: number; answer: OpenedReply }
  | { id: number; fetched: false };
