import type { z } from 'zod';
import type { CommonFields } from '../../src/api/contract/define';
import type { DataOf, EndpointName, endpoints } from '../../src/api/contract/map';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { AppError, ERRCODE } from '../errors';
import type { Logger } from '../log';
import type { Providers } from '../providers';
import type { FileStore } from '../wallet/fileStore';

/** A validated body: the call's payload plus the common fields every client adds. */
export type BodyOf<K extends EndpointName> = z.output<(typeof endpoints)[K]['request']> & CommonFields;

export interface HandlerContext<K extends EndpointName> {
  db: Db;
  /** The logged-in player; always set for calls with access 'token', maybe set for public ones. */
  userId: number | null;
  token: string | null;
  body: BodyOf<K>;
  /** Fingerprint header (visitor id), '' when absent: what the client says, so it decides nothing that pays. */
  fingerprint: string;
  /** The device id of the server's signed device cookie (server/security/deviceCookie.ts), minted when absent. */
  device: string;
  /** The peer's IP address over HTTP ('' in process): the per-client key of throttles and rate limits. */
  clientAddress: string;
  /** Request time in ms since the epoch (one clock per request). */
  now: number;
  catalogue: CatalogueCache;
  /** Uploaded files (KYC photos): disk or an object store, never the database. */
  files: FileStore;
  log: Logger;
  /** Mode and the outside services (payments, SMS) it chose. */
  providers: Providers;
}

/** Answers the call's data, or throws AppError for a refusal with its errcode. */
export type Handler<K extends EndpointName> = (ctx: HandlerContext<K>) => Promise<DataOf<K>>;

export type HandlerTable = { [K in EndpointName]?: Handler<K> };

/** For token calls: the player id, which the router has already checked. */
export function requireUser(ctx: { userId: number | null }): number {
  if (ctx.userId === null) throw new AppError(ERRCODE.unauthorized, 'Please log in again.', 401);
  return ctx.userId;
}
