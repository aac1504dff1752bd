import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, mails, playerBreaks, users } from '../../server/db/schema';
import { sendDueCampaigns } from '../../server/ops/mailCampaigns';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { paidDeposit } from './paidDeposit';
import { walletTools } from './walletTools';

/**
 * Mail to players from /ops: who receives it (one player, VIP level, no deposit for N days, everyone; players on a
 * break left out), when (now or scheduled, sent once however many sweeps run), and the reward paid once.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const mailsOf = (userId: number) => server.conn.db.select().from(mails).where(eq(mails.userId, userId));
const campaignMails = async (userIds: number[]) =>
  (await server.conn.db.select().from(mails).where(inArray(mails.userId, userIds))).filter((m) => m.campaignId);

describe('/ops mail to players', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('marketing mails one player now: it reaches the activity box, the campaign and the audit log say so', async () => {
    const marketing = await ops.session('marketing');
    const player = await w.register();
    const sent = await ops.post('/mail', marketing, {
      title: 'Weekend tournament',
      content: 'Join the slots tournament this Saturday.',
      coin: 0,
      audience: { kind: 'player', userId: player.id },
      sendAt: null,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.campaign).toMatchObject({ recipients: 1, createdBy: 'marketing' });
    const list = parseAnswer('getMail2', await w.ok('getMail2', { page: 1, pageSize: 20 }, player.token)).list;
    expect(list.find((m) => m.title === 'Weekend tournament')).toMatchObject({ box: 2, propList: [] });
    const listed = (await ops.get('/mail', marketing)).json.list as { id: number; sentAt: number | null }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]!.sentAt).not.toBeNull();
    expect((await ops.audit()).filter((r) => r.action === 'mail.create')).toHaveLength(1);
  });

  it('bad input is named and records nothing; support may not send; a reward needs an admin', async () => {
    const marketing = await ops.session('marketing');
    const good = { title: 'Hi', content: 'Hello', coin: 0, audience: { kind: 'everyone' }, sendAt: null };
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ ...good, title: '  ' }, 400, /title/],
      [{ ...good, content: 'x'.repeat(2_001) }, 400, /2,000 characters/],
      [{ ...good, audience: { kind: 'vip', minLevel: 0 } }, 400, /VIP level from 1/],
      [{ ...good, audience: { kind: 'friends' } }, 400, /Choose who receives it/],
      [{ ...good, sendAt: 'tomorrow' }, 400, /send time/],
      [{ ...good, sendAt: Date.now() + 91 * DAY }, 400, /90 days ahead/],
      [{ ...good, audience: { kind: 'player', userId: 99_999_999 } }, 404, /No player has id 99999999/],
      [{ ...good, coin: 5_000 }, 403, /Only admins attach a coin reward/],
    ];
    for (const [body, status, message] of refusals) {
      const res = await ops.post('/mail', marketing, body);
      expect({ status: res.status, error: res.json.error }).toEqual({ status, error: expect.stringMatching(message) });
    }
    const admin = await ops.session('admin');
    const tooMuch = await ops.post('/mail', admin, { ...good, coin: 100_001 });
    expect(tooMuch.json.error).toMatch(/at most ₱1,000/);
    expect((await ops.post('/mail', await ops.session('support'), good)).status).toBe(403);
    expect((await ops.get('/mail', marketing)).json.list).toEqual([]);
    expect(await server.conn.db.select().from(mails).where(eq(mails.title, 'Hi'))).toEqual([]);
  });

  it('segments are read when the mail goes: VIP level, dormant depositors, everyone; a player on a break gets none', async () => {
    const marketing = await ops.session('marketing');
    const now = Date.now();
    const [vip, dormant, recent, resting] = [
      await w.register(),
      await w.register(),
      await w.register(),
      await w.register(),
    ];
    await server.conn.db
      .update(users)
      .set({ vip: 3 })
      .where(inArray(users.id, [vip.id, resting.id]));
    await paidDeposit(server, dormant.id, 'MAILDORMANT', 10_000, now - 40 * DAY);
    await paidDeposit(server, recent.id, 'MAILRECENT', 10_000, now - 2 * DAY);
    await paidDeposit(server, resting.id, 'MAILRESTING', 10_000, now - 40 * DAY);
    await server.conn.db.insert(playerBreaks).values({
      userId: resting.id,
      kind: 'timeOut',
      breakId: 'timeOut24h',
      startedAt: new Date(now),
      until: new Date(now + DAY),
    });
    const send = async (title: string, audience: Record<string, unknown>) => {
      const res = await ops.post('/mail', marketing, { title, content: 'News', coin: 0, audience, sendAt: null });
      expect(res.status).toBe(200);
      const ids = [vip.id, dormant.id, recent.id, resting.id];
      return (await campaignMails(ids))
        .filter((m) => m.title === title)
        .map((m) => m.userId)
        .sort((a, b) => a - b);
    };
    expect(await send('VIP 2+', { kind: 'vip', minLevel: 2 })).toEqual([vip.id]);
    expect(await send('Miss you', { kind: 'dormant', days: 30 })).toEqual([dormant.id]);
    const everyone = await send('All', { kind: 'everyone' });
    expect(everyone).toEqual([vip.id, dormant.id, recent.id].sort((a, b) => a - b));
    const [all] = (await ops.get('/mail', marketing)).json.list as { recipients: number }[];
    const players = await server.conn.db.select({ id: users.id }).from(users);
    // Everyone but the player on a break.
    expect(all!.recipients).toBe(players.length - 1);
  });

  it('a scheduled mail waits for its time, then goes once however many sweeps run; a cancelled one never goes', async () => {
    const marketing = await ops.session('marketing');
    const player = await w.register();
    const at = Date.now() + 2 * HOUR;
    const body = { content: 'Starts soon', coin: 0, audience: { kind: 'player', userId: player.id } };
    const later = await ops.post('/mail', marketing, { ...body, title: 'Tonight', sendAt: at });
    expect(later.json.campaign).toMatchObject({ sentAt: null, recipients: null });
    const dropped = await ops.post('/mail', marketing, { ...body, title: 'Dropped', sendAt: at });
    const droppedId = (dropped.json.campaign as { id: number }).id;
    expect((await ops.post(`/mail/${droppedId}/cancel`, marketing)).status).toBe(200);

    expect(await sendDueCampaigns(server.conn.db, at - 1)).toBe(0);
    expect((await mailsOf(player.id)).filter((m) => m.campaignId)).toEqual([]);
    const sweeps = await Promise.all([1, 2, 3, 4, 5].map(() => sendDueCampaigns(server.conn.db, at + 1_000)));
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await mailsOf(player.id)).filter((m) => m.campaignId).map((m) => m.title)).toEqual(['Tonight']);

    const again = await ops.post(`/mail/${(later.json.campaign as { id: number }).id}/cancel`, marketing);
    expect({ status: again.status, error: again.json.error }).toEqual({
      status: 409,
      error: 'This mail was already sent.',
    });
  });

  it("an admin's reward is paid through the ledger once, however many claims race", async () => {
    const admin = await ops.session('admin');
    const player = await w.register();
    await ops.post('/mail', admin, {
      title: 'Sorry for the downtime',
      content: 'Here is ₱50.00 for your patience.',
      coin: 5_000,
      audience: { kind: 'player', userId: player.id },
      sendAt: null,
    });
    const [mail] = (await mailsOf(player.id)).filter((m) => m.campaignId);
    expect(mail).toMatchObject({ box: 1, propList: [{ propId: 2001, count: 5_000 }] });
    const before = (await w.user(player.account)).coin;
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => w.call('receiveMail', { id: mail!.id }, player.token)),
    );
    expect(claims.filter((c) => c.json.errcode === 0)).toHaveLength(1);
    expect(claims.filter((c) => c.json.errcode === PROFILE_ERRCODE.mailAlreadyReceived)).toHaveLength(9);
    expect((await w.user(player.account)).coin).toBe(before + 5_000);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.id), eq(ledger.ref, `user:${player.id}:mail:${mail!.id}:2001`)));
    expect(rows.map((r) => r.amount)).toEqual([5_000]);
  });
});
