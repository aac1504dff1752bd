import { asc, eq } from 'drizzle-orm';
import { APP_VERSION, checkMinAppVersion } from '../../src/api/contract/appVersion';
import {
  type Checked,
  checkDepositChannels,
  checkSignUp,
  checkWithdrawalLimits,
  type DepositChannelChange,
  type DepositChannelSettings,
  type LobbySettings,
  type SignUpSettings,
  type WithdrawalLimits,
} from '../../src/api/contract/lobbySettings';
import type { Db, Tx } from '../db/connect';
import { rechargeTypes, type StaffRole, settings } from '../db/schema';
import { type BaseWebConfig, bumpConfigRevision, readSetting, readSettings, writeSetting } from '../settings';
import { withdrawalLimits } from '../wallet/withdrawalLimits';
import { writeAudit } from './audit';
import { lockApprovalRule, secondApprovalAbove } from './config';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * Lobby settings (/ops/lobby-settings; docs/ops.md "Lobby settings"): how players sign up (register type,
 * one-time codes, LINE sign-in), green mode and the age notice, the deposit channels (on or off, order, limits, preset amounts) and the
 * withdrawal limits. All live in the database (the web-config document and the deposit-channel rows of the settings
 * and recharge_types tables) and every change bumps the config revision in the same transaction: each server
 * instance's catalogue cache keys on the revision it reads from the database, so players get the change on their
 * next appConfig (or log-in) without a restart. Each change is checked whole by the contract's rules
 * (src/api/contract/lobbySettings.ts) and nothing is stored unless every field passes; it is written to the audit
 * log with before and after, in its transaction.
 *
 * Roles: admin changes everything. Marketing may reorder the deposit channels and change their preset amounts (the
 * buttons players tap), not turn a channel on or off nor move its limits: what a player may pay is the operator's
 * risk, not a campaign's. Sign-up, green mode (what a regulator sees) and the withdrawal limits are admin's.
 */

export const SIGN_UP_TARGET = 'settings:signUp';
export const WITHDRAWALS_TARGET = 'settings:withdrawalLimits';
export const CHANNELS_TARGET = 'settings:depositChannels';
export const APP_VERSION_TARGET = 'settings:minAppVersion';

function refuse<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new OpsError(400, checked.issues.map((i) => `${i.path}: ${i.message}`).join(' '));
}

const signUpOf = (config: BaseWebConfig): SignUpSettings => ({
  registerType: config.registerType,
  otpOn: config.otpStatus === 1,
  lineLoginEnabled: config.lineLoginEnabled,
  greenMode: config.mode === 'green',
  ageNoticeAllModes: config.ageNoticeAllModes === true,
});

async function channelRows(db: Db | Tx, lock = false): Promise<DepositChannelSettings[]> {
  const query = db.select().from(rechargeTypes).orderBy(asc(rechargeTypes.sort), asc(rechargeTypes.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    payMode: r.payMode,
    enabled: r.status === 1,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    amounts: r.amounts,
  }));
}

export async function readLobbySettings(db: Db, secondApprovalFallback: number): Promise<LobbySettings> {
  const [stored, withdrawals, channels, secondApproval] = await Promise.all([
    readSettings(db, ['webConfig', 'configRevision']),
    withdrawalLimits(db),
    channelRows(db),
    secondApprovalAbove(db, secondApprovalFallback),
  ]);
  if (!stored.webConfig) throw new Error('database is not seeded: webConfig missing');
  return {
    signUp: signUpOf(stored.webConfig),
    withdrawals,
    channels,
    secondApprovalAbove: secondApproval,
    appVersion: { minimum: stored.webConfig.minAppVersion ?? '', served: APP_VERSION },
    configRevision: stored.configRevision ?? 0,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Sign-up and green mode, in the web-config document (its row locked while it is read and written). */
export async function changeSignUp(db: Db, actor: StaffMember, body: unknown, now: number): Promise<SignUpSettings> {
  const after = refuse(checkSignUp(body));
  return db.transaction(async (tx) => {
    await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, 'webConfig')).for('update');
    const config = await readSetting(tx, 'webConfig');
    if (!config) throw new Error('database is not seeded: webConfig missing');
    const before = signUpOf(config);
    if (same(before, after)) throw new OpsError(400, 'These are the settings in force already.');
    await writeSetting(tx, 'webConfig', {
      ...config,
      registerType: after.registerType,
      otpStatus: after.otpOn ? 1 : 0,
      lineLoginEnabled: after.lineLoginEnabled,
      mode: after.greenMode ? 'green' : 'normal',
      ageNoticeAllModes: after.ageNoticeAllModes,
    });
    await writeAudit(tx, actor, { action: 'settings.signUp', target: SIGN_UP_TARGET, before, after }, now);
    return after;
  });
}

/**
 * The oldest app version players may run, in the web-config document: appConfig carries it, and a browser running
 * an older build updates before it goes on (docs/pwa.md "Required update"). Empty lifts the requirement.
 */
export async function changeMinAppVersion(db: Db, actor: StaffMember, body: unknown, now: number): Promise<string> {
  const checked = checkMinAppVersion((body as { minimum?: unknown }).minimum, APP_VERSION);
  if (!checked.ok) throw new OpsError(400, `minimum: ${checked.message}`);
  const after = checked.value;
  return db.transaction(async (tx) => {
    await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, 'webConfig')).for('update');
    const config = await readSetting(tx, 'webConfig');
    if (!config) throw new Error('database is not seeded: webConfig missing');
    const before = config.minAppVersion ?? '';
    if (before === after) throw new OpsError(400, 'This is the minimum version in force already.');
    const { minAppVersion: _dropped, ...rest } = config;
    await writeSetting(tx, 'webConfig', after === '' ? rest : { ...rest, minAppVersion: after });
    await writeAudit(
      tx,
      actor,
      {
        action: 'settings.minAppVersion',
        target: APP_VERSION_TARGET,
        before: { minimum: before },
        after: { minimum: after },
      },
      now,
    );
    return after;
  });
}

/** The withdrawal limits, checked against the second-approver amount in force under the rule's lock. */
export async function changeWithdrawalLimits(
  db: Db,
  actor: StaffMember,
  body: unknown,
  secondApprovalFallback: number,
  now: number,
): Promise<WithdrawalLimits> {
  return db.transaction(async (tx) => {
    await lockApprovalRule(tx);
    const after = refuse(checkWithdrawalLimits(body, await secondApprovalAbove(tx, secondApprovalFallback)));
    const before = await withdrawalLimits(tx);
    if (same(before, after)) throw new OpsError(400, 'These are the limits in force already.');
    await writeSetting(tx, 'withdrawalLimits', after);
    await writeAudit(
      tx,
      actor,
      { action: 'settings.withdrawalLimits', target: WITHDRAWALS_TARGET, before, after },
      now,
    );
    return after;
  });
}

const changeOf = ({ id, enabled, minAmount, maxAmount, amounts }: DepositChannelSettings): DepositChannelChange => ({
  id,
  enabled,
  minAmount,
  maxAmount,
  amounts,
});

/** The deposit channels in their new order (rows locked); marketing may change the order and presets only. */
export async function changeDepositChannels(
  db: Db,
  actor: StaffMember,
  body: unknown,
  now: number,
): Promise<DepositChannelSettings[]> {
  return db.transaction(async (tx) => {
    const current = await channelRows(tx, true);
    const after = refuse(
      checkDepositChannels(
        body,
        current.map((c) => c.id),
      ),
    );
    const before = current.map(changeOf);
    if (same(before, after)) throw new OpsError(400, 'These are the deposit channels in force already.');
    if (actor.role !== 'admin') {
      const byId = new Map(before.map((c) => [c.id, c]));
      const moved = after.find((c) => {
        const was = byId.get(c.id);
        return !was || was.enabled !== c.enabled || was.minAmount !== c.minAmount || was.maxAmount !== c.maxAmount;
      });
      if (moved) {
        throw new OpsError(
          403,
          `Your role (${actor.role}) may change the order and the preset amounts only: an admin turns a channel on or off and sets its limits.`,
        );
      }
    }
    for (const [i, c] of after.entries()) {
      await tx
        .update(rechargeTypes)
        .set({
          status: c.enabled ? 1 : 0,
          sort: i + 1,
          minAmount: c.minAmount,
          maxAmount: c.maxAmount,
          amounts: c.amounts,
        })
        .where(eq(rechargeTypes.id, c.id));
    }
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'settings.depositChannels', target: CHANNELS_TARGET, before, after }, now);
    return channelRows(tx);
  });
}

/** What a call of this page gets from the back office's route table (server/ops/routes.ts, its `Call`). */
interface SettingsCall {
  deps: { db: Db; secondApprovalAbove: number };
  staff: StaffMember;
  body: Record<string, unknown>;
  now: number;
}

/** The page's calls, spread into the back office's route table (server/ops/routes.ts `OPS_ROUTES`). */
export const LOBBY_SETTINGS_ROUTES: readonly {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: SettingsCall): Promise<unknown>;
}[] = [
  {
    method: 'GET',
    path: '/lobby-settings',
    roles: ['admin', 'marketing'],
    run: async ({ deps }) => ({ settings: await readLobbySettings(deps.db, deps.secondApprovalAbove) }),
  },
  {
    method: 'POST',
    path: '/lobby-settings/sign-up',
    roles: ['admin'],
    run: async ({ deps, staff, body, now }) => ({ signUp: await changeSignUp(deps.db, staff, body, now) }),
  },
  {
    method: 'POST',
    path: '/lobby-settings/app-version',
    roles: ['admin'],
    run: async ({ deps, staff, body, now }) => ({
      appVersion: { minimum: await changeMinAppVersion(deps.db, staff, body, now), served: APP_VERSION },
    }),
  },
  {
    method: 'POST',
    path: '/lobby-settings/withdrawals',
    roles: ['admin'],
    run: async ({ deps, staff, body, now }) => ({
      withdrawals: await changeWithdrawalLimits(deps.db, staff, body, deps.secondApprovalAbove, now),
    }),
  },
  {
    method: 'POST',
    path: '/lobby-settings/deposit-channels',
    roles: ['admin', 'marketing'],
    run: async ({ deps, staff, body, now }) => ({ channels: await changeDepositChannels(deps.db, staff, body, now) }),
  },
];
