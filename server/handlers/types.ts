import type { z } from 'zod';
import type { CommonFields } from '../../src/api/contract/define';
import { type DataOf, type EndpointName, endpointNames, type endpoints } from '../../src/api/contract/map';
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

/**
 * The contract calls this server deliberately does not offer, each with the reason an integrator reads in
 * docs/api.md and in the 9005 answer. A decision, not a gap: a call only lands here with a sentence saying why.
 */
export type NotOfferedTable<Off extends EndpointName = EndpointName> = { readonly [K in Off]: string };

/**
 * A handler for every contract call except those declared not offered. A call left out fails to compile
 * (a missing property); a call both handled and declared not offered fails too (its slot only takes `never`),
 * so what the server answers and what it refuses never disagree.
 */
export type HandlerTable<Off extends EndpointName = never> = {
  readonly [K in Exclude<EndpointName, Off>]: Handler<K>;
} & {
  readonly [K in Off]?: never;
};

declare const complete: unique symbol;

/**
 * What the router dispatches on: each call's handler, or its reason for not being offered. Only `callTable`
 * makes one, so a table the router sees covers the whole contract.
 */
export interface CallTable {
  readonly handlers: { readonly [K in EndpointName]?: Handler<K> };
  readonly notOffered: { readonly [K in EndpointName]?: string };
  readonly [complete]: true;
}

/**
 * Joins the handlers and the calls not offered into the router's table. The types check exhaustiveness as the
 * code is compiled; the same check runs once here for anything that reached it through a cast.
 */
export function callTable<Off extends EndpointName = never>(
  notOffered: NotOfferedTable<Off>,
  handlers: HandlerTable<NoInfer<Off>>,
): CallTable {
  const declared = notOffered as Readonly<Record<string, string | undefined>>;
  const handled = handlers as Readonly<Record<string, unknown>>;
  const known = new Set<string>(endpointNames);
  const problems: string[] = [];
  for (const name of endpointNames) {
    const reason = declared[name];
    const hasHandler = typeof handled[name] === 'function';
    const hasReason = typeof reason === 'string';
    if (hasHandler && hasReason) problems.push(`${name} has a handler and is declared not offered`);
    else if (!hasHandler && !hasReason) problems.push(`${name} has no handler and is not declared not offered`);
    else if (hasReason && reason.trim() === '') problems.push(`${name} is declared not offered without a reason`);
  }
  for (const name of [...Object.keys(handled), ...Object.keys(declared)]) {
    if (!known.has(name)) problems.push(`${name} is not a contract call`);
  }
  if (problems.length > 0) throw new Error(`The handler table does not match the contract: ${problems.join('; ')}`);
  return { handlers, notOffered } as unknown as CallTable;
}

/** For token calls: the player id, which the router has already checked. */
export function requireUser(ctx: { userId: number | null }): number {
  if (ctx.userId === null) throw new AppError(ERRCODE.unauthorized, 'Please log in again.', 401);
  return ctx.userId;
}
