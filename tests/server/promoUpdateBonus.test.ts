import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityClaims, ledger, users } from '../../server/db/schema';
import { UPDATE_BONUS_ACTIVITY, UPDATE_BONUS_COIN } from '../../src/api/contract/updateBonus';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

/** The player has deposited before: the force-update modal is for them (spec §4: totalRecharge above 0). */
async function deposited(totalRecharge = 10_000) {
  const user = await w.user();
  await server.conn.db.update(users).set({ totalRecharge }).where(eq(users.id, user.id));
  return user;
}

async function bonusRows(userId: number) {
  const [paid, claims] = await Promise.all([
    server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity'))),
    server.conn.db
      .select()
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, userId), eq(activityClaims.activityType, UPDATE_BONUS_ACTIVITY))),
  ]);
  return { paid, claims };
}

describe('the force-update bonus (appUpdateBonus)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('is ₱20 in hundredths, the figure of spec §9', () => {
    expect(UPDATE_BONUS_COIN).toBe(20 * 100);
  });

  it('refuses a player who never deposited, and pays nothing', async () => {
    const user = await deposited(0);
    const before = await w.coin();
    expect((await w.call('appUpdateBonus')).json.errcode).toBe(1007);
    expect(await w.coin()).toBe(before);
    expect(await bonusRows(user.id)).toEqual({ paid: [], claims: [] });
  });

  it('pays a depositor ₱20 once through the ledger; a repeat answers 1004 and pays nothing', async () => {
    const user = await deposited();
    const before = await w.coin();
    const paid = parseAnswer('appUpdateBonus', await w.ok('appUpdateBonus'));
    expect(paid).toMatchObject({
      propList: [{ propId: 2001, count: UPDATE_BONUS_COIN }],
      coin: before + UPDATE_BONUS_COIN,
    });
    expect(await w.coin()).toBe(before + UPDATE_BONUS_COIN);
    expect((await w.call('appUpdateBonus')).json.errcode).toBe(1004);
    // A new session of the same player (another phone): still once per player.
    const again = await server.login('demo');
    expect((await w.call('appUpdateBonus', {}, again)).json.errcode).toBe(1004);
    expect(await w.coin()).toBe(before + UPDATE_BONUS_COIN);
    const rows = await bonusRows(user.id);
    expect(rows.paid.map((row) => [row.ref, row.amount, row.balance])).toEqual([
      [`user:${user.id}:updateBonus:2001`, UPDATE_BONUS_COIN, 'coin'],
    ]);
    expect(rows.claims).toHaveLength(1);
    await expectLedgerBalanced(server.conn.db);
  });

  it('pays one of 50 concurrent claims, once', async () => {
    const user = await deposited();
    const before = await w.coin();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('appUpdateBonus')));
    const codes = answers.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1004)).toHaveLength(49);
    expect(await w.coin()).toBe(before + UPDATE_BONUS_COIN);
    const rows = await bonusRows(user.id);
    expect(rows.paid).toHaveLength(1);
    expect(rows.claims).toHaveLength(1);
    await expectLedgerBalanced(server.conn.db);
  });

  it('is paid per player: a second depositor gets their own ₱20', async () => {
    await deposited();
    await w.ok('appUpdateBonus');
    const other = await w.register();
    await server.conn.db.update(users).set({ totalRecharge: 5_000 }).where(eq(users.id, other.id));
    const before = await w.coin(other.account);
    const paid = parseAnswer('appUpdateBonus', await w.ok('appUpdateBonus', {}, other.token));
    expect(paid.coin).toBe(before + UPDATE_BONUS_COIN);
    expect(await w.coin(other.account)).toBe(before + UPDATE_BONUS_COIN);
  });

  it('needs a signed-in player', async () => {
    expect((await server.call('appUpdateBonus', {})).status).toBe(401);
  });
});
