import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { rechargeTypes } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { readSetting } from '../../server/settings';
import { DiskFileStore } from '../../server/wallet/fileStore';
import { APP_VERSION } from '../../src/api/contract/appVersion';
import { API_BASE } from '../../src/api/contract/define';
import type { RechargeType } from '../../src/api/contract/entities';
import type { LobbySettings, SignUpSettings } from '../../src/api/contract/lobbySettings';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * Lobby settings in /ops: each change checked whole (nothing stored on bad input), held to its roles, audited with
 * before and after, and in players' appConfig at once, on any server instance over the same database.
 */
const server = setupServer({ testControls: true, seed: { games: 20 }, opsSecondApprovalAbove: 30_000 });
const w = walletTools(server);
const ops = opsTools(server);

async function settingsOf(token: string): Promise<LobbySettings> {
  const answer = await ops.get('/lobby-settings', token);
  expect(answer.status).toBe(200);
  return answer.json.settings as LobbySettings;
}

async function webConfig() {
  return parseAnswer('appConfig', (await server.call('appConfig', { gameListVersion: 'x' })).json).webConfig;
}

/** What is stored: the channel rows, the web config, the withdrawal limits, the revision, the audit rows. */
async function stored() {
  const db = server.conn.db;
  return {
    channels: await db.select().from(rechargeTypes).orderBy(asc(rechargeTypes.id)),
    webConfig: await readSetting(db, 'webConfig'),
    limits: await readSetting(db, 'withdrawalLimits'),
    revision: await readSetting(db, 'configRevision'),
    audit: (await ops.audit()).filter((r) => r.action.startsWith('settings.')).length,
  };
}

/** The channels as the deposit picker lists them (by the operator's sort). */
const inOrder = (map: Record<string, RechargeType>) =>
  Object.values(map).sort((a, b) => (a.sort ?? a.id) - (b.sort ?? b.id));

const channelsBody = (s: LobbySettings) =>
  s.channels.map(({ id, enabled, minAmount, maxAmount, amounts }) => ({ id, enabled, minAmount, maxAmount, amounts }));

describe('/ops lobby settings', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('reads what is in force: sign-up, the channels in order, the withdrawal limits and the second-approver amount', async () => {
    const admin = await ops.session('admin');
    const s = await settingsOf(admin);
    expect(s.signUp).toEqual({
      registerType: 2,
      otpOn: true,
      lineLoginEnabled: false,
      greenMode: false,
      ageNoticeAllModes: false,
    });
    expect(s.channels.map((c) => [c.id, c.name, c.enabled])).toEqual([
      [1, 'GCash', true],
      [2, 'Maya', true],
      [3, 'BDO Bank Transfer', true],
    ]);
    expect(s.withdrawals).toEqual({ minAmount: 10_000, maxAmount: 100_000_000 });
    expect(s.secondApprovalAbove).toBe(30_000);
    expect(s.appVersion).toEqual({ minimum: '', served: APP_VERSION });
    expect(s.configRevision).toEqual(await readSetting(server.conn.db, 'configRevision'));
    // Marketing reads the page too; support and finance do not.
    expect((await ops.get('/lobby-settings', await ops.session('marketing'))).status).toBe(200);
    expect((await ops.get('/lobby-settings', await ops.session('support'))).status).toBe(403);
    expect((await ops.get('/lobby-settings', await ops.session('finance'))).status).toBe(403);
  });

  it('sign-up and green mode: a player’s next appConfig has them, the revision moved, the audit row has both sides', async () => {
    const admin = await ops.session('admin');
    const before = await stored();
    const answer = await ops.post('/lobby-settings/sign-up', admin, {
      registerType: 1,
      otpOn: false,
      lineLoginEnabled: true,
      greenMode: true,
      ageNoticeAllModes: true,
    });
    expect(answer.status).toBe(200);
    expect(await webConfig()).toMatchObject({
      registerType: 1,
      otpStatus: 0,
      lineLoginEnabled: true,
      mode: 'green',
      ageNoticeAllModes: true,
    });
    expect((await stored()).revision).toBeGreaterThan(before.revision ?? 0);
    const rows = (await ops.audit()).filter((r) => r.action === 'settings.signUp');
    expect(rows.map((r) => [r.staffName, r.target, r.before, r.after])).toEqual([
      [
        'admin',
        'settings:signUp',
        { registerType: 2, otpOn: true, lineLoginEnabled: false, greenMode: false, ageNoticeAllModes: false },
        { registerType: 1, otpOn: false, lineLoginEnabled: true, greenMode: true, ageNoticeAllModes: true },
      ],
    ]);
    // The same settings again change nothing and write nothing.
    const again = await ops.post('/lobby-settings/sign-up', admin, answer.json.signUp);
    expect(again.status).toBe(400);
    expect((await ops.audit()).filter((r) => r.action === 'settings.signUp')).toHaveLength(1);
    // Sign-up is admin's: marketing is refused (and the refusal is audited).
    const marketing = await ops.session('marketing');
    const saved = answer.json.signUp as SignUpSettings;
    expect((await ops.post('/lobby-settings/sign-up', marketing, { ...saved, greenMode: false })).status).toBe(403);
    expect((await webConfig()).mode).toBe('green');
  });

  it('refuses bad input with a message naming the field, and stores nothing', async () => {
    const admin = await ops.session('admin');
    const s = await settingsOf(admin);
    const before = await stored();
    const good = channelsBody(s);
    const refusals: [string, unknown, RegExp][] = [
      ['/lobby-settings/sign-up', { ...s.signUp, registerType: 4 }, /registerType/],
      ['/lobby-settings/sign-up', { ...s.signUp, otpOn: 'yes' }, /otpOn: One-time codes is on or off/],
      ['/lobby-settings/sign-up', { ...s.signUp, ageNoticeAllModes: undefined }, /ageNoticeAllModes: The age notice/],
      [
        '/lobby-settings/withdrawals',
        { minAmount: 500_000, maxAmount: 200_000 },
        /minAmount: The minimum is at most the maximum/,
      ],
      [
        '/lobby-settings/withdrawals',
        { minAmount: 10_050, maxAmount: 200_000 },
        /minAmount: The minimum is a whole number of pesos/,
      ],
      [
        '/lobby-settings/withdrawals',
        { minAmount: 10_000, maxAmount: 200_000_000 },
        /maxAmount: The maximum is from ₱1 to ₱1,000,000/,
      ],
      // At or under the second-approver amount (₱300) no withdrawal would need a second finance approver.
      [
        '/lobby-settings/withdrawals',
        { minAmount: 10_000, maxAmount: 30_000 },
        /above the second-approver amount \(₱300\)/,
      ],
      [
        '/lobby-settings/deposit-channels',
        { channels: good.map((c) => ({ ...c, enabled: false })) },
        /at least one deposit channel on/,
      ],
      ['/lobby-settings/deposit-channels', { channels: good.slice(1) }, /Send all 3 deposit channels/],
      [
        '/lobby-settings/deposit-channels',
        { channels: [good[0], good[0], good[2]] },
        /Each deposit channel there is, once/,
      ],
      [
        '/lobby-settings/deposit-channels',
        { channels: good.map((c) => (c.id === 2 ? { ...c, minAmount: 600_000, maxAmount: 500_000 } : c)) },
        /channels\.2\.minAmount: The minimum is at most the maximum/,
      ],
      [
        '/lobby-settings/deposit-channels',
        { channels: good.map((c) => (c.id === 1 ? { ...c, amounts: [10_000, 6_000_000] } : c)) },
        /channels\.1\.amounts: Each preset is from the minimum to the maximum \(₱100 to ₱50,000\); ₱60,000 is not/,
      ],
      [
        '/lobby-settings/deposit-channels',
        { channels: good.map((c) => (c.id === 1 ? { ...c, amounts: [10_000, 10_000] } : c)) },
        /channels\.1\.amounts: Each preset amount once/,
      ],
      [
        '/lobby-settings/deposit-channels',
        { channels: good.map((c) => (c.id === 1 ? { ...c, amounts: [10_050] } : c)) },
        /channels\.1\.amounts: Each preset is a whole number of pesos/,
      ],
      [
        '/lobby-settings/deposit-channels',
        { channels: good.map((c) => (c.id === 3 ? { ...c, amounts: [] } : c)) },
        /channels\.3\.amounts: Give 1 to 20 preset amounts/,
      ],
    ];
    for (const [path, body, message] of refusals) {
      const answer = await ops.post(path, admin, body);
      expect({ path, status: answer.status, error: answer.json.error }).toEqual({
        path,
        status: 400,
        error: expect.stringMatching(message),
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('deposit channels: off, reordered, new limits and presets reach the deposit screen and the deposit itself', async () => {
    const admin = await ops.session('admin');
    const s = await settingsOf(admin);
    const [gcash, maya, bdo] = channelsBody(s);
    const answer = await ops.post('/lobby-settings/deposit-channels', admin, {
      channels: [
        { ...bdo },
        { ...gcash!, minAmount: 20_000, maxAmount: 1_000_000, amounts: [20_000, 50_000, 75_000] },
        { ...maya!, enabled: false },
      ],
    });
    expect(answer.status).toBe(200);
    const map = (await webConfig()).appRechargeTypeMap;
    expect(inOrder(map).map((c) => c.name)).toEqual(['BDO Bank Transfer', 'GCash']);
    expect(map['1']).toMatchObject({ minAmount: 20_000, maxAmount: 1_000_000, amounts: [20_000, 50_000, 75_000] });
    // The admin's page lists the channels in the new order, the one turned off last.
    expect((await settingsOf(admin)).channels.map((c) => [c.id, c.enabled])).toEqual([
      [3, true],
      [1, true],
      [2, false],
    ]);
    // A channel turned off takes no deposit; the new limits hold.
    const deposit = (amount: number, rechargeType: number) =>
      w.call('recharge3', { amount, version: 4, actType: 0, rechargeType });
    expect((await deposit(20_000, 2)).json.errcode).toBe(3001);
    expect((await deposit(10_000, 1)).json.errcode).toBe(3002);
    expect((await deposit(20_000, 1)).json.errcode).toBe(0);
    const [row] = (await ops.audit()).filter((r) => r.action === 'settings.depositChannels');
    expect(row).toMatchObject({ staffName: 'admin', target: 'settings:depositChannels' });
    expect((row!.before as { id: number }[]).map((c) => c.id)).toEqual([1, 2, 3]);
    expect((row!.after as { id: number; enabled: boolean }[]).map((c) => [c.id, c.enabled])).toEqual([
      [3, true],
      [1, true],
      [2, false],
    ]);
  });

  it('marketing may reorder channels and change presets, not turn one off nor move its limits', async () => {
    const marketing = await ops.session('marketing');
    const s = await settingsOf(marketing);
    const [gcash, maya, bdo] = channelsBody(s);
    const before = await stored();
    const off = await ops.post('/lobby-settings/deposit-channels', marketing, {
      channels: [gcash, { ...maya!, enabled: false }, bdo],
    });
    expect(off.status).toBe(403);
    expect(off.json.error).toMatch(/order and the preset amounts only/);
    const limits = await ops.post('/lobby-settings/deposit-channels', marketing, {
      channels: [{ ...gcash!, maxAmount: 1_000_000 }, maya, bdo],
    });
    expect(limits.status).toBe(403);
    expect(await stored()).toEqual(before);
    const presets = await ops.post('/lobby-settings/deposit-channels', marketing, {
      channels: [maya, { ...gcash!, amounts: [30_000, 10_000] }, bdo],
    });
    expect(presets.status).toBe(200);
    const map = (await webConfig()).appRechargeTypeMap;
    expect(inOrder(map).map((c) => [c.name, c.amounts[0]])).toEqual([
      ['Maya', 10_000],
      ['GCash', 30_000],
      ['BDO Bank Transfer', 50_000],
    ]);
    expect((await ops.audit()).filter((r) => r.action === 'settings.depositChannels').map((r) => r.staffName)).toEqual([
      'marketing',
    ]);
    // Withdrawal limits are admin's.
    expect(
      (await ops.post('/lobby-settings/withdrawals', marketing, { minAmount: 20_000, maxAmount: 500_000 })).status,
    ).toBe(403);
  });

  it('withdrawal limits reach the withdrawal page and the withdrawal; the second-approver amount stays below the maximum', async () => {
    const admin = await ops.session('admin');
    const answer = await ops.post('/lobby-settings/withdrawals', admin, { minAmount: 20_000, maxAmount: 500_000 });
    expect(answer.status).toBe(200);
    const page = parseAnswer('getExchange', await w.ok('getExchange'));
    expect([page.minAmount, page.maxAmount]).toEqual([20_000, 500_000]);
    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    const withdraw = async (amount: number) =>
      (await w.call('exchange', { amount, bankId: 1001, password: await w.encrypt('123456') })).json;
    expect(await withdraw(600_000)).toMatchObject({ errcode: 3002, msg: 'Withdraw between ₱200 and ₱5,000.' });
    expect(await withdraw(15_000)).toMatchObject({ errcode: 3002 });
    expect((await withdraw(40_000)).errcode).toBe(0);
    const [row] = (await ops.audit()).filter((r) => r.action === 'settings.withdrawalLimits');
    expect([row?.before, row?.after]).toEqual([
      { minAmount: 10_000, maxAmount: 100_000_000 },
      { minAmount: 20_000, maxAmount: 500_000 },
    ]);
    // A second-approver amount at the lowered maximum would let one approval pay every withdrawal: refused.
    const proposal = await ops.post('/config', admin, { secondApprovalAbove: 500_000 });
    expect(proposal.status).toBe(400);
    expect(proposal.json.error).toMatch(/below the withdrawal maximum in force \(₱5,000\)/);
    // A proposal made under the old maximum is checked again when approved.
    const proposed = await ops.post('/config', admin, { secondApprovalAbove: 400_000 });
    expect(proposed.status).toBe(200);
    await ops.post('/lobby-settings/withdrawals', admin, { minAmount: 20_000, maxAmount: 300_000 });
    const approval = await ops.post(
      `/changes/${(proposed.json.change as { id: number }).id}/approve`,
      await ops.session('admin2'),
    );
    expect(approval.status).toBe(400);
    expect(((await ops.get('/config', admin)).json.config as { secondApprovalAbove: number }).secondApprovalAbove).toBe(
      30_000,
    );
  });

  it('the minimum app version: in players’ appConfig at once, at most the version served, audited, lifted by empty', async () => {
    const admin = await ops.session('admin');
    const before = await stored();
    expect((await webConfig()).minAppVersion).toBeUndefined();
    for (const [minimum, rule] of [
      ['1.0', 'three numbers'],
      ['1.0.x', 'three numbers'],
      ['01.0.0', 'three numbers'],
      [42, 'is text'],
      ['999.0.0', `at most ${APP_VERSION}`],
    ] as const) {
      const refused = await ops.post('/lobby-settings/app-version', admin, { minimum });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toContain('minimum:');
      expect(refused.json.error).toContain(rule);
    }
    expect(await stored()).toEqual(before);
    const marketing = await ops.session('marketing');
    expect((await ops.post('/lobby-settings/app-version', marketing, { minimum: APP_VERSION })).status).toBe(403);
    const saved = await ops.post('/lobby-settings/app-version', admin, { minimum: ` ${APP_VERSION} ` });
    expect(saved.status).toBe(200);
    expect(saved.json.appVersion).toEqual({ minimum: APP_VERSION, served: APP_VERSION });
    expect((await webConfig()).minAppVersion).toBe(APP_VERSION);
    expect((await stored()).revision).toBeGreaterThan(before.revision ?? 0);
    expect((await ops.post('/lobby-settings/app-version', admin, { minimum: APP_VERSION })).status).toBe(400);
    expect((await ops.post('/lobby-settings/app-version', admin, { minimum: '' })).status).toBe(200);
    expect((await webConfig()).minAppVersion).toBeUndefined();
    const rows = (await ops.audit()).filter((r) => r.action === 'settings.minAppVersion');
    expect(rows.map((r) => [r.target, r.before, r.after])).toEqual([
      ['settings:minAppVersion', { minimum: '' }, { minimum: APP_VERSION }],
      ['settings:minAppVersion', { minimum: APP_VERSION }, { minimum: '' }],
    ]);
  });

  it('another server instance over the same database serves the change on its next appConfig', async () => {
    const other = createLobbyApp({
      log: createLogger(false),
      files: new DiskFileStore(join(tmpdir(), `lobby-uploads-${randomBytes(6).toString('hex')}`)),
      db: server.conn.db,
      seed: server.seed,
    });
    const appConfigOf = async () => {
      const res = await other.app.request(`${API_BASE}${endpoints.appConfig.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ gameListVersion: 'x' }),
      });
      return parseAnswer('appConfig', await res.json()).webConfig;
    };
    // The other instance has built and cached its snapshot before the change.
    expect(Object.keys((await appConfigOf()).appRechargeTypeMap)).toEqual(['1', '2', '3']);
    const admin = await ops.session('admin');
    const [gcash, maya, bdo] = channelsBody(await settingsOf(admin));
    expect(
      (
        await ops.post('/lobby-settings/deposit-channels', admin, {
          channels: [gcash, { ...maya!, enabled: false }, bdo],
        })
      ).status,
    ).toBe(200);
    expect(Object.keys((await appConfigOf()).appRechargeTypeMap)).toEqual(['1', '3']);
  });
});
