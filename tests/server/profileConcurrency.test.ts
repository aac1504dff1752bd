import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { EVENT_MAILS, sendMail } from '../../server/player/mail';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/**
 * The profile's money paths under 50 concurrent calls: in the PostgreSQL subset (run-on-postgres.ts), where the
 * conditional UPDATE / upsert races on real row locks instead of PGlite's single connection.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

beforeEach(async () => {
  await w.start();
});

describe('profile money under concurrency', () => {
  it('50 concurrent receives of one mail pay once', async () => {
    await sendMail(server.conn.db, (await w.user()).id, EVENT_MAILS.vipLevelUp(3));
    const { list } = parseAnswer('getMail2', await w.ok('getMail2', { page: 1, pageSize: 20, box: 1 }));
    const before = await w.coin();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('receiveMail', { id: list[0]!.id })));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === PROFILE_ERRCODE.mailAlreadyReceived)).toHaveLength(49);
    expect(await w.coin()).toBe(before + 3_000);
    await expectLedgerBalanced(server.conn.db);
  });

  it('50 concurrent claims of one task pay once', async () => {
    await server.conn.db.update(users).set({ firstRechargeAt: new Date() }).where(eq(users.account, 'demo'));
    const user = await w.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('receiveTaskAward', { taskKey: 105 })));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === PROFILE_ERRCODE.taskAlreadyClaimed)).toHaveLength(49);
    const after = await w.user();
    expect(after.coin).toBe(user.coin + 1_000);
    expect(after.lottery).toBe(user.lottery + 5_000);
    await expectLedgerBalanced(server.conn.db);
  });
});
