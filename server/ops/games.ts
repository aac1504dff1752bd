import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/connect';
import type { StaffRole } from '../db/schema';
import { GAME_LIST_MAX_BYTES } from '../http/bodyGate';
import { OpsError } from './errors';
import { catalogueFacets, listGames, switchBrand, updateGame } from './gameCatalogue';
import { importGameList } from './gameImport';
import type { StaffMember } from './sessions';

/**
 * A route of the catalogue as OPS_ROUTES (server/ops/routes.ts) takes it, with only what these routes read of a
 * call, so this file needs nothing from the table it is mounted in.
 */
interface GameRoute {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: {
    c: Context;
    deps: { db: Db };
    staff: StaffMember;
    now: number;
    body: Record<string, unknown>;
  }): Promise<unknown>;
}

/** Who runs the games catalogue: marketing, and admins. */
export const CATALOGUE_ROLES: readonly StaffRole[] = ['marketing', 'admin'];

function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return Number(raw);
}

/** A query parameter that is a whole id, or none when absent or empty. */
function queryId(c: Context, name: string): number | null {
  const raw = c.req.query(name) ?? '';
  if (raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw new OpsError(400, `${name} must be an id.`);
  return Number(raw);
}

const gameUpdate = z
  .strictObject(
    {
      visible: z.boolean().optional(),
      hot: z.boolean().optional(),
      new: z.boolean().optional(),
      maintenance: z.boolean().optional(),
      sort: z.number().int().min(0).max(1_000_000).optional(),
    },
    { error: 'Send visible, hot, new, maintenance (true or false) or sort (a whole number from 0 to 1,000,000).' },
  )
  .refine((u) => Object.keys(u).length > 0, { error: 'Nothing to change.' });

const brandSwitch = z.strictObject({ on: z.boolean() }, { error: 'Send on: true or false.' });

const importRequest = z.strictObject(
  {
    format: z.enum(['csv', 'json']),
    text: z.string().max(GAME_LIST_MAX_BYTES),
    apply: z.boolean(),
    hideMissing: z.boolean().default(false),
    expectVersion: z.string().max(40).default(''),
  },
  {
    error:
      'Send format (csv or json), text, apply (true or false), and to apply hideMissing and the expectVersion of the dry run.',
  },
);

function checked<T>(schema: z.ZodType<T>, body: unknown): T {
  const read = schema.safeParse(body);
  if (!read.success) throw new OpsError(400, read.error.issues[0]?.message ?? 'The body is not valid.');
  return read.data;
}

/** The games catalogue's calls (server/ops/gameCatalogue.ts, server/ops/gameImport.ts), mounted in OPS_ROUTES. */
export const GAME_ROUTES: readonly GameRoute[] = [
  {
    method: 'GET',
    path: '/games',
    roles: CATALOGUE_ROLES,
    run: async ({ c, deps }) => {
      const page = queryId(c, 'page') ?? 1;
      return listGames(deps.db, {
        q: (c.req.query('q') ?? '').slice(0, 64),
        typeId: queryId(c, 'type'),
        brandId: queryId(c, 'brand'),
        page: Math.max(1, page),
      });
    },
  },
  { method: 'GET', path: '/games/facets', roles: CATALOGUE_ROLES, run: async ({ deps }) => catalogueFacets(deps.db) },
  {
    method: 'POST',
    path: '/games/import',
    roles: CATALOGUE_ROLES,
    run: async ({ deps, staff, body, now }) => {
      const input = checked(importRequest, body);
      if (input.text.trim() === '') throw new OpsError(400, 'Paste or choose the game list.');
      return importGameList(deps.db, staff, input, now);
    },
  },
  {
    method: 'POST',
    path: '/games/brands/:brandId',
    roles: CATALOGUE_ROLES,
    run: async ({ c, deps, staff, body, now }) =>
      switchBrand(deps.db, staff, idParam(c, 'brandId'), checked(brandSwitch, body).on, now),
  },
  {
    method: 'POST',
    path: '/games/:gameId',
    roles: CATALOGUE_ROLES,
    run: async ({ c, deps, staff, body, now }) => {
      const update = checked(gameUpdate, body);
      const clean = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
      return updateGame(deps.db, staff, idParam(c, 'gameId'), clean, now);
    },
  },
];
