import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import {
  actionLogs,
  activityFailures,
  activityOffers,
  eventLogs,
  kycSubmissions,
  userProps,
  users,
} from '../db/schema';
import { fail } from '../http/respond';
import { jsonOf } from '../http/testBody';
import { post } from '../ledger';
import { ACTIVITY } from './config';

const account = z.string().min(1).max(50);
const failBody = z.strictObject({
  account,
  call: z.enum([
    'getActivityIds',
    'rechargeBonusCollection9',
    'rechargeBonusCollection9Receive',
    'appInviteBonus1User',
    'appInviteBonus1UserReceive',
    'getLoginPayUser3',
    'receiveLoginPay3',
    'loginBonus3User',
    'loginBonus3UserReceive',
    'bankruptBonus',
    'vipRebate',
    'vipRebateReceive',
    'festival',
    'festivalRedPacket',
    'rechargeBonusCollection6',
    'rechargeBonusCollection8',
    'receiverRechargeBonusCollection6',
    'cashBonus',
    'cashBonusReceive',
    'appAgent5User',
    'appAgent5UserReceive',
    'appAgent5UserInviteValidReceive',
    'agentData',
    'agent3Exchange',
    'agent4Scratch',
    'agent4Lottery',
    'agentCountData',
    'agentCountReceive',
  ]),
  errcode: z.number().int().min(1).max(99_999),
});
const couponBody = z.strictObject({
  account,
  /** A coupon id (1001-1099, 1201-1299, 1301-1399) and its percent (the prop's count). */
  propId: z.number().int().min(1001).max(1399),
  percent: z.number().int().min(1).max(1_000),
});
const expireBody = z.strictObject({
  account,
  activity: z.enum(['firstCharge', 'invite']),
  /** From now; negative puts the end in the past. */
  inMs: z.number().int().min(-1e12).max(1e12),
});
const reofferBody = z.strictObject({ account });

const downlineBody = z.strictObject({
  account,
  /** One valid invitee (a paid deposit) per entry, registered yesterday, who bet that many hundredths then. */
  bets: z.array(z.number().int().min(0).max(100_000_000)).max(30),
  /** Invitees registered without a deposit (never valid). */
  unpaid: z.number().int().min(0).max(30).default(0),
});

/**
 * Test-only activity routes (docs/activity-server.md): a one-shot refusal of a player's next call, a deposit coupon
 * given to a player, moving the end
 * of a player's offer (it must exist: the player's first look creates it), and reading a player's tracked events and
 * action log (docs/tracking.md).
 */
export function registerActivityTestControls(app: Hono, db: Db, clock: () => number): void {
  const userIdOf = async (name: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.account, name)))[0]?.id;

  app.post('/__test__/activity/fail', async (c) => {
    const body = await jsonOf(c, failBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    await db
      .insert(activityFailures)
      .values({ userId, call: body.call, errcode: body.errcode })
      .onConflictDoUpdate({
        target: [activityFailures.userId, activityFailures.call],
        set: { errcode: body.errcode },
      });
    return c.json({ code: 200, errcode: 0 });
  });

  // Gives the player a deposit coupon, as a first-charge claim would (server/activity/payout.ts).
  app.post('/__test__/activity/coupon', async (c) => {
    const body = await jsonOf(c, couponBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    await db
      .insert(userProps)
      .values({ userId, propId: body.propId, count: body.percent })
      .onConflictDoUpdate({ target: [userProps.userId, userProps.propId], set: { count: body.percent } });
    return c.json({ code: 200, errcode: 0 });
  });

  app.post('/__test__/activity/expire', async (c) => {
    const body = await jsonOf(c, expireBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    const type = body.activity === 'firstCharge' ? ACTIVITY.firstCharge : ACTIVITY.inviteFriend;
    const now = clock() + (await clockOffset(db, true));
    const moved = await db
      .update(activityOffers)
      .set({ expireAt: new Date(now + body.inMs) })
      .where(and(eq(activityOffers.userId, userId), eq(activityOffers.activityType, type)))
      .returning();
    if (moved.length === 0) return fail(c, 404, 404, `${body.account} has not looked at ${body.activity} yet`);
    return c.json({ code: 200, errcode: 0, expireTime: now + body.inMs });
  });

  // The player's first-charge offer not bought yet is dropped: the next look chooses the pack again, as a first look
  // (a player who deposited since registering is then offered the pack for depositors).
  app.post('/__test__/activity/reoffer', async (c) => {
    const body = await jsonOf(c, reofferBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    await db
      .delete(activityOffers)
      .where(
        and(
          eq(activityOffers.userId, userId),
          eq(activityOffers.activityType, ACTIVITY.firstCharge),
          eq(activityOffers.itemStatus, 0),
        ),
      );
    return c.json({ code: 200, errcode: 0 });
  });

  // A downline for the agent programmes: invitees registered yesterday (server clock) with the player's
  // code, the valid ones having deposited and bet then, so the next read accrues their commission.
  app.post('/__test__/agent/downline', async (c) => {
    const body = await jsonOf(c, downlineBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    const yesterday = clock() + (await clockOffset(db, true)) - 86_400_000;
    const entries = [
      ...body.bets.map((bet) => ({ bet, valid: true })),
      ...Array.from({ length: body.unpaid }, () => ({ bet: 0, valid: false })),
    ];
    const accounts: string[] = [];
    for (const entry of entries) {
      const tag = randomUUID().slice(0, 8);
      accounts.push(`dl${tag}`);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            uuid: randomUUID(),
            account: `dl${tag}`,
            passwordHash: 'test-only',
            nickname: `dl${tag}`,
            inviteCode: `dl${tag}`,
            pid: userId,
            createdAt: new Date(yesterday),
            ...(entry.valid ? { firstRechargeAt: new Date(yesterday), totalRecharge: entry.bet } : {}),
          })
          .returning({ id: users.id });
        // A valid invitee is a verified person of its own (server/activity/invitees.ts): an approved identity check.
        if (row && entry.valid) {
          await tx.insert(kycSubmissions).values({
            userId: row.id,
            status: 'approved',
            documentType: 'passport',
            realName: `Downline ${tag}`,
            birthDate: '1990-01-01',
            fileId: `test-${tag}`,
            submittedAt: new Date(yesterday),
            reviewedAt: new Date(yesterday),
          });
        }
        if (!row || entry.bet === 0) return;
        await post(tx, { userId: row.id, amount: entry.bet, kind: 'seed', ref: `downline:${tag}` });
        await post(tx, { userId: row.id, amount: -entry.bet, kind: 'game:bet', ref: `downline:${tag}`, at: yesterday });
      });
    }
    return c.json({ code: 200, errcode: 0, accounts });
  });

  app.get('/__test__/events', async (c) => {
    const userId = Number(c.req.query('eventUserId'));
    if (!Number.isSafeInteger(userId) || userId <= 0) return fail(c, 400, 9002, 'eventUserId is required');
    const [events, actions] = await Promise.all([
      db.select().from(eventLogs).where(eq(eventLogs.eventUserId, userId)).orderBy(asc(eventLogs.id)),
      db.select().from(actionLogs).where(eq(actionLogs.userId, userId)).orderBy(asc(actionLogs.id)),
    ]);
    return c.json({
      code: 200,
      errcode: 0,
      events: events.map(({ event, eventTime, params, channel, appId, version }) => ({
        event,
        eventTime,
        params,
        channel,
        appId,
        version,
      })),
      actions: actions.map((row) => row.event),
    });
  });
}
