import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fairSeeds, users } from '../../server/db/schema';
import { sha256Hex } from '../../server/game/fair';
import { TASK_TYPE, TASKS } from '../../server/player/tasks';
import { completeDeposit } from '../../server/wallet/deposits';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { ADULT, fresh } from './accounts';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

/** Task types 1–17 (server/player/taskCatalogue.ts): each task's progress follows its own real event. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

interface Row {
  progress: number;
  target: number;
  type: number;
  daily: boolean;
  url?: string;
  money?: boolean;
}

async function tasks(as = w.token) {
  const data = parseAnswer('getTaskUser', await w.ok('getTaskUser', {}, as));
  return {
    rows: JSON.parse(data.achieveData) as Record<string, Row>,
    done: JSON.parse(data.taskData) as Record<string, number>,
  };
}
const progress = async (key: number, as = w.token) => (await tasks(as)).rows[key]!.progress;

async function deposit(amount: number, as = w.token) {
  const order = parseAnswer(
    'recharge3',
    await w.ok('recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, as),
  );
  await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
}

/** Opens a demo game and answers a spin function (each spin bets ₱10 through the ledger). */
async function demoGame() {
  const { gameList } = await server.catalogue.get(server.conn.db);
  const game = gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)!;
  const start = parseAnswer('startGame', await w.ok('startGame', { gameId: game.id }));
  const html = await (await w.raw(start.gameUrl)).text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)![1];
  return async () => {
    const res = await w.raw('/sandbox/game/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    return (await res.json()) as { ok: boolean; win: number; multiplier: number };
  };
}

/**
 * A seed pair whose first 12 spins win 7 times (multipliers 0.5, 2, 0.5, 0, 2, 0.5, 0.5, 5, 0, 0, 0, 0: each a
 * spin's HMAC, server/game/fair.ts), committed as the player's before the game opens it: the wins a play task counts
 * are the same on every run.
 */
const WINNING_SEEDS = { serverSeed: 'f'.repeat(64), clientSeed: 'win-three-spins' };

async function commitWinningSeeds() {
  const user = await w.user();
  const { serverSeed, clientSeed } = WINNING_SEEDS;
  await server.conn.db
    .insert(fairSeeds)
    .values({ userId: user.id, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed, createdAt: new Date() });
}

beforeEach(async () => {
  await w.start();
});

describe('task catalogue (types 1–17)', () => {
  it('has one task of every type 1 to 17, each with a reward', () => {
    expect([...new Set(TASKS.map((t) => t.type))].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
    expect(new Set(TASKS.map((t) => t.key)).size).toBe(TASKS.length);
    for (const task of TASKS) expect(task.award.length).toBeGreaterThan(0);
  });

  it('log in (type 1): log-ins on 3 Manila dates; share (5): a share link made', async () => {
    expect((await tasks()).rows[107]).toMatchObject({ type: TASK_TYPE.login, progress: 1, target: 3 });
    await server.login('demo');
    expect(await progress(107)).toBe(1);
    await w.setClock(86_400_000);
    await server.login('demo');
    await w.setClock(2 * 86_400_000);
    const third = await server.login('demo');
    expect((await tasks(third)).done[107]).toBe(1);
    await w.setClock(0);
    expect(await progress(108)).toBe(0);
    await w.ok('shortUrl', { source: 'invite' });
    expect(await progress(108)).toBe(1);
  });

  it('follow (type 6): done when the app reports the page opened; only a visit task takes taskVisit', async () => {
    const { rows } = await tasks();
    expect(rows[109]).toMatchObject({ type: TASK_TYPE.follow, progress: 0, url: '/sandbox/site/facebook' });
    expect((await w.call('taskVisit', { taskKey: 101 })).json.errcode).toBe(PROFILE_ERRCODE.taskUnknown);
    expect((await w.call('receiveTaskAward', { taskKey: 109 })).json.errcode).toBe(PROFILE_ERRCODE.taskNotDone);
    await w.ok('taskVisit', { taskKey: 109 });
    await w.ok('taskVisit', { taskKey: 109 });
    expect((await tasks()).done[109]).toBe(1);
    const before = await w.coin();
    await w.ok('receiveTaskAward', { taskKey: 109 });
    expect(await w.coin()).toBe(before + 300);
    expect((await tasks()).done[109]).toBe(2);
  });

  it('deposits (types 3, 7, 14): first deposit, three deposits, a deposit today', async () => {
    expect(await progress(110)).toBe(0);
    for (let i = 0; i < 3; i++) await deposit(10_000);
    const { rows, done } = await tasks();
    expect(rows[110]).toMatchObject({ progress: 3, target: 3 });
    expect(done).toMatchObject({ 105: 1, 110: 1, 117: 1 });
    await w.ok('receiveTaskAward', { taskKey: 117 });
    expect((await w.call('receiveTaskAward', { taskKey: 117 })).json.errcode).toBe(PROFILE_ERRCODE.taskAlreadyClaimed);
    await expectLedgerBalanced(server.conn.db);
  });

  it('wallet set-up (types 9, 10, 11, 16): bank account, approved identity, wallet password, details', async () => {
    const keys = [112, 113, 114, 119];
    expect((await tasks()).done).not.toHaveProperty('112');
    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    await w.ok('updateAppUserOther', { realName: 'Juan Dela Cruz', email: 'juan@example.ph' });
    const { done } = await tasks();
    for (const key of keys) expect(done[key]).toBe(1);
  });

  it('play (types 4, 8, 15, 17): spins today, total bet as money, wins today, VIP 1 reached', async () => {
    await server.conn.db.update(users).set({ bet: 99_000 }).where(eq(users.account, 'demo'));
    await commitWinningSeeds();
    const spin = await demoGame();
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await spin());
    expect(results.every((r) => r.ok)).toBe(true);
    // The committed pair's multipliers: 7 wins of 12, enough to complete "Win 3 spins".
    expect(results.map((r) => r.multiplier)).toEqual([0.5, 2, 0.5, 0, 2, 0.5, 0.5, 5, 0, 0, 0, 0]);
    const { rows, done } = await tasks();
    expect(rows[106]).toMatchObject({ progress: 5, target: 5, daily: true });
    expect(rows[103]).toMatchObject({ progress: 10, target: 10 });
    expect(rows[111]).toMatchObject({ progress: 100_000, target: 100_000, money: true });
    expect(rows[118]).toMatchObject({ progress: 3, target: 3, daily: true });
    expect(done).toMatchObject({ 102: 1, 111: 1, 118: 1, 120: 1 });
  });

  it('sign-in (type 13): the daily sign-in claimed today', async () => {
    expect(await progress(116)).toBe(0);
    await w.ok('loginBonus3UserReceive', { day: 1 });
    expect(await progress(116)).toBe(1);
  });

  it('invite a depositor (type 12): a friend registered with the code and deposited', async () => {
    const me = await w.user();
    const { username, device } = fresh();
    const registered = await server.call(
      'accountRegist',
      { account: username, password: await w.encrypt('Secret12'), type: 0, ...ADULT, inviteCode: me.inviteCode },
      { headers: { Fingerprint: device } },
    );
    const answer = parseAnswer('accountRegist', registered.json);
    const friend = answer.token;
    expect(await progress(115)).toBe(0);
    // A counted invitee is a verified person of its own (server/activity/invitees.ts).
    await verifiedPerson(server, answer.user.id);
    await deposit(10_000, friend);
    expect(await progress(115)).toBe(1);
  });
});
