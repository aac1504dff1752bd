import type { Context, Hono } from 'hono';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import type { StaffRole } from '../db/schema';
import { clientAddress } from '../http/api';
import { EXCLUSION_LIST_MAX_BYTES } from '../http/bodyGate';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import type { PayoutProvider } from '../payouts/provider';
import { bearerToken } from '../player/sessions';
import type { FileStore } from '../wallet/fileStore';
import { type Actor, readAudit, writeAudit } from './audit';
import {
  approveChange,
  listChanges,
  proposeRole,
  proposeSecondApprovalAbove,
  proposeStaff,
  rejectChange,
} from './changes';
import { CHAT_ROUTES } from './chat';
import { readOpsConfig } from './config';
import { CONTENT_ROUTES } from './content';
import { CHOICE_ROUTES } from './contentChoices';
import { VIDEO_ROUTES } from './contentVideos';
import { OpsError } from './errors';
import { importExclusionList } from './exclusionList';
import { GAME_ROUTES } from './games';
import { JOB_ROUTES } from './jobs';
import { decideKyc, kycDocument, kycQueue } from './kyc';
import { LOBBY_SETTINGS_ROUTES } from './lobbySettings';
import { summarizeRefusals } from './loginGuard';
import { cancelCampaign, createCampaign, listCampaigns, parseCampaign } from './mailCampaigns';
import { changeStaffPassword } from './passwordChange';
import { PLAYER_SUPPORT_ROUTES } from './playerSupport';
import { findPlayers, flaggedPlayers, playerDetail } from './players';
import { PROMOTION_ROUTES } from './promotions';
import { RECONCILIATION_ROUTES } from './reconciliation';
import { REPORT_ROUTES } from './reportRoutes';
import { revokeStaffSession, type StaffMember, staffOfToken } from './sessions';
import { disableStaff, listStaff, resetStaffTotp, STAFF_ROLES, staffLogin } from './staff';
import { approveAsFinance, rejectAsFinance, retrySendAsFinance, withdrawalQueue } from './withdrawals';

/** Where the back office's calls live; the page itself is /ops (ops.html). */
export const OPS_API = '/ops-api';

export interface OpsDeps {
  db: Db;
  files: FileStore;
  payouts: PayoutProvider | null;
  secondApprovalAbove: number;
  clock: () => number;
  testControls: boolean;
  log: Logger;
  /** Reverse-proxy hops believed for the client's address (TRUST_PROXY), for the log-in's per-address lock. */
  trustProxy: number;
  jobs: JobQueue;
}

interface Call {
  c: Context;
  deps: OpsDeps;
  staff: StaffMember;
  token: string;
  now: number;
  body: Record<string, unknown>;
}

export interface OpsRoute {
  method: 'GET' | 'POST';
  /** Under OPS_API, Hono syntax (`:id`). */
  path: string;
  /** Who may call it. Only the log-in is open (it is how a token is made). */
  roles: readonly StaffRole[] | 'open';
  run(call: Call): Promise<unknown>;
}

const ALL = STAFF_ROLES;
const FINANCE: readonly StaffRole[] = ['finance'];
const REVIEWERS: readonly StaffRole[] = ['support', 'finance'];
const ADMIN: readonly StaffRole[] = ['admin'];
/** Who speaks to players: the lobby's content and its mail. */
const MARKETING: readonly StaffRole[] = ['marketing', 'admin'];

function text(body: Record<string, unknown>, name: string, max = 200): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length > max) throw new OpsError(400, `${name} must be text.`);
  return value;
}

function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return Number(raw);
}

function orderParam(c: Context): string {
  const raw = c.req.param('orderId') ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return raw;
}

function role(body: Record<string, unknown>): StaffRole {
  const value = text(body, 'role');
  if (!(STAFF_ROLES as readonly string[]).includes(value))
    throw new OpsError(400, 'The role is support, finance, marketing or admin.');
  return value as StaffRole;
}

/** Every /ops call. Tests iterate this table: none answers a player's token, and each is held to its roles. */
export const OPS_ROUTES: readonly OpsRoute[] = [
  {
    method: 'POST',
    path: '/login',
    roles: 'open',
    run: async ({ c, deps, body, now }) => {
      const { token, staff } = await staffLogin(
        deps.db,
        { username: text(body, 'username', 64), password: text(body, 'password', 200), code: text(body, 'code', 12) },
        now,
        clientAddress(c, deps.trustProxy),
      );
      return { token, staff };
    },
  },
  {
    method: 'POST',
    path: '/logout',
    roles: ALL,
    run: async ({ deps, staff, token, now }) => {
      await revokeStaffSession(deps.db, token, now);
      await writeAudit(deps.db, staff, { action: 'logout', target: `staff:${staff.id}` }, now);
      return {};
    },
  },
  { method: 'GET', path: '/me', roles: ALL, run: async ({ staff }) => ({ staff }) },
  {
    method: 'POST',
    path: '/me/password',
    roles: ALL,
    run: async ({ deps, staff, token, body, now }) =>
      changeStaffPassword(
        deps.db,
        staff,
        token,
        { current: text(body, 'current'), next: text(body, 'next'), code: text(body, 'code', 12) },
        now,
      ),
  },
  {
    method: 'GET',
    path: '/withdrawals',
    roles: FINANCE,
    run: async ({ deps }) => ({ list: await withdrawalQueue(deps) }),
  },
  {
    method: 'POST',
    path: '/withdrawals/:orderId/approve',
    roles: FINANCE,
    run: async ({ c, deps, staff, now }) => ({ outcome: await approveAsFinance(deps, staff, orderParam(c), now) }),
  },
  {
    method: 'POST',
    path: '/withdrawals/:orderId/reject',
    roles: FINANCE,
    run: async ({ c, deps, staff, body, now }) => {
      const reason = text(body, 'reason', 300).trim();
      if (reason === '') throw new OpsError(400, 'Give the player a reason.');
      await rejectAsFinance(deps.db, staff, orderParam(c), reason, now);
      return {};
    },
  },
  {
    method: 'POST',
    path: '/withdrawals/:orderId/retry-send',
    roles: FINANCE,
    run: async ({ c, deps, staff, now }) => retrySendAsFinance(deps, staff, orderParam(c), now),
  },
  ...JOB_ROUTES,
  { method: 'GET', path: '/kyc', roles: REVIEWERS, run: async ({ deps }) => ({ list: await kycQueue(deps.db) }) },
  {
    method: 'POST',
    path: '/kyc/:userId/decide',
    roles: REVIEWERS,
    run: async ({ c, deps, staff, body, now }) => {
      const verdict = text(body, 'verdict');
      if (verdict !== 'approved' && verdict !== 'rejected' && verdict !== 'resubmit') {
        throw new OpsError(400, 'The verdict is approved, rejected or resubmit.');
      }
      await decideKyc(deps.db, staff, idParam(c, 'userId'), verdict, text(body, 'reason', 300), now);
      return {};
    },
  },
  {
    method: 'GET',
    path: '/kyc/:userId/document',
    roles: REVIEWERS,
    run: async ({ c, deps, staff, now }) => {
      const doc = await kycDocument(deps.db, deps.files, staff, idParam(c, 'userId'), now);
      return new Response(Buffer.from(doc.bytes), { status: 200, headers: doc.headers });
    },
  },
  {
    method: 'GET',
    path: '/flagged',
    roles: ALL,
    run: async ({ deps, now }) => ({ list: await flaggedPlayers(deps.db, now) }),
  },
  {
    method: 'GET',
    path: '/players',
    roles: ALL,
    run: async ({ c, deps }) => ({ list: await findPlayers(deps.db, (c.req.query('q') ?? '').slice(0, 64)) }),
  },
  {
    method: 'GET',
    path: '/players/:userId',
    roles: ALL,
    run: async ({ c, deps, staff, now }) => playerDetail(deps.db, staff, idParam(c, 'userId'), now),
  },
  ...PLAYER_SUPPORT_ROUTES,
  ...CHAT_ROUTES,
  {
    method: 'POST',
    path: '/exclusions/import',
    roles: ADMIN,
    run: async ({ deps, staff, body, now }) => {
      if (typeof body.apply !== 'boolean') throw new OpsError(400, 'apply must be true or false.');
      return importExclusionList(
        deps.db,
        staff,
        { csv: text(body, 'csv', EXCLUSION_LIST_MAX_BYTES), source: text(body, 'source', 80), apply: body.apply },
        now,
      );
    },
  },
  { method: 'GET', path: '/staff', roles: ADMIN, run: async ({ deps }) => ({ list: await listStaff(deps.db) }) },
  {
    method: 'POST',
    path: '/staff',
    roles: ADMIN,
    run: async ({ deps, staff, body, now }) => ({
      change: await proposeStaff(
        deps.db,
        staff,
        {
          username: text(body, 'username', 64),
          role: role(body),
          password: text(body, 'password'),
          personId: text(body, 'personId', 64),
        },
        now,
      ),
    }),
  },
  {
    method: 'POST',
    path: '/staff/:staffId/role',
    roles: ADMIN,
    run: async ({ c, deps, staff, body, now }) => ({
      change: await proposeRole(deps.db, staff, idParam(c, 'staffId'), role(body), now),
    }),
  },
  {
    method: 'POST',
    path: '/staff/:staffId/disable',
    roles: ADMIN,
    run: async ({ c, deps, staff, now }) => {
      await disableStaff(deps.db, staff, idParam(c, 'staffId'), now);
      return {};
    },
  },
  {
    method: 'POST',
    path: '/staff/:staffId/reset-totp',
    roles: ADMIN,
    run: async ({ c, deps, staff, now }) => resetStaffTotp(deps.db, staff, idParam(c, 'staffId'), now),
  },
  {
    method: 'GET',
    path: '/config',
    roles: ADMIN,
    run: async ({ deps }) => ({ config: await readOpsConfig(deps.db, deps.secondApprovalAbove) }),
  },
  {
    method: 'POST',
    path: '/config',
    roles: ADMIN,
    run: async ({ deps, staff, body, now }) => ({
      change: await proposeSecondApprovalAbove(deps, staff, body.secondApprovalAbove, now),
    }),
  },
  { method: 'GET', path: '/mail', roles: MARKETING, run: async ({ deps }) => ({ list: await listCampaigns(deps.db) }) },
  {
    method: 'POST',
    path: '/mail',
    roles: MARKETING,
    run: async ({ deps, staff, body, now }) => ({
      campaign: await createCampaign(deps.db, staff, parseCampaign(body, now), now),
    }),
  },
  {
    method: 'POST',
    path: '/mail/:campaignId/cancel',
    roles: MARKETING,
    run: async ({ c, deps, staff, now }) => ({
      campaign: await cancelCampaign(deps.db, staff, idParam(c, 'campaignId'), now),
    }),
  },
  ...LOBBY_SETTINGS_ROUTES,
  ...PROMOTION_ROUTES,
  ...CONTENT_ROUTES,
  ...VIDEO_ROUTES,
  ...CHOICE_ROUTES,
  { method: 'GET', path: '/changes', roles: ADMIN, run: async ({ deps }) => listChanges(deps.db) },
  {
    method: 'POST',
    path: '/changes/:changeId/approve',
    roles: ADMIN,
    run: async ({ c, deps, staff, now }) => approveChange(deps, staff, idParam(c, 'changeId'), now),
  },
  {
    method: 'POST',
    path: '/changes/:changeId/reject',
    roles: ADMIN,
    run: async ({ c, deps, staff, now }) => ({
      change: await rejectChange(deps.db, staff, idParam(c, 'changeId'), now),
    }),
  },
  {
    method: 'GET',
    path: '/audit',
    roles: ADMIN,
    run: async ({ c, deps, now }) => {
      // Closed windows of refused log-ins are summarized first, so the admin reads them up to date.
      await summarizeRefusals(deps.db, now);
      return { list: await readAudit(deps.db, c.req.query('target') ?? null) };
    },
  },
  ...GAME_ROUTES,
  ...REPORT_ROUTES,
  ...RECONCILIATION_ROUTES,
];

async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method !== 'POST') return {};
  if (!(c.req.header('content-type') ?? '').startsWith('application/json')) {
    throw new OpsError(400, 'Send JSON (Content-Type: application/json).');
  }
  // Read, capped and checked for control characters by the gate in front of every route (server/http/bodyGate.ts).
  const raw = await c.req.text();
  if (raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new OpsError(400, 'The body is not a JSON object.');
}

/**
 * Registers the table. Order of checks: token (401, without reading the body) → role (403, audited) → body →
 * the call. Answers are JSON `{ ok: true, ... }` or `{ ok: false, error }`, never cached.
 */
export function registerOps(app: Hono, deps: OpsDeps): void {
  for (const route of OPS_ROUTES) {
    app.on(route.method, `${OPS_API}${route.path}`, async (c) => {
      c.header('Cache-Control', 'no-store');
      const now = deps.clock() + (await clockOffset(deps.db, deps.testControls));
      try {
        const token = bearerToken(c.req.header('authorization'));
        let staff: StaffMember | null = null;
        if (route.roles !== 'open') {
          staff = token ? await staffOfToken(deps.db, token, now) : null;
          if (!staff) throw new OpsError(401, 'Log in again.');
          if (!route.roles.includes(staff.role)) {
            const actor: Actor = staff;
            await writeAudit(deps.db, actor, { action: 'denied', target: `${route.method} ${route.path}` }, now);
            throw new OpsError(403, `Your role (${staff.role}) may not do this.`);
          }
        }
        const body = await readBody(c);
        const out = await route.run({
          c,
          deps,
          staff: staff ?? { id: 0, username: '', role: 'support' },
          token: token ?? '',
          now,
          body,
        });
        if (out instanceof Response) return out;
        return c.json({ ok: true, ...(out as object) });
      } catch (err) {
        if (err instanceof OpsError) return c.json({ ok: false, error: err.message }, err.status);
        throw err;
      }
    });
  }
  app.all(`${OPS_API}/*`, (c) => c.json({ ok: false, error: 'No such call.' }, 404));
}
