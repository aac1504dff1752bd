import { and, desc, eq, gte, isNull, lte, max, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connect';
import { type MailAudience, mailCampaigns, mails, playerBreaks, recharges, users } from '../db/schema';
import { MAIL_BOX } from '../player/mail';
import { type Actor, writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * Mail to players from /ops (docs/ops.md "Mail to players"): to one player, a VIP segment, players who have not
 * deposited for some days, or everyone; now or at a set time. Segments are read when the mail goes, so a player
 * who joins the segment before then receives it. Mail is promotional: players on a break (time-out or
 * self-exclusion) are skipped. An attached coin reward is paid through the ledger once, when the player takes it
 * (receiveMail); attaching money is for admins only.
 */

/** The largest coin reward one mail may carry, in hundredths (₱1,000). */
export const MAIL_COIN_MAX = 100_000;
/** How far ahead a mail may be scheduled. */
export const MAIL_SCHEDULE_MAX_DAYS = 90;
const DAY_MS = 86_400_000;
/** How often the server looks for scheduled mail that is due. */
export const MAIL_SEND_SWEEP_MS = 30_000;
/** Mails inserted per statement when a campaign goes out. */
const INSERT_CHUNK = 1_000;

const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), userId: z.number().int().positive().max(2_147_483_647) }),
  z.object({ kind: z.literal('vip'), minLevel: z.number().int().min(1).max(50) }),
  z.object({ kind: z.literal('dormant'), days: z.number().int().min(1).max(365) }),
  z.object({ kind: z.literal('everyone') }),
]);

const campaignSchema = z.object({
  title: z.string().trim().min(1, 'Give the mail a title.').max(80, 'The title is at most 80 characters.'),
  content: z.string().trim().min(1, 'Write the mail.').max(2_000, 'The mail is at most 2,000 characters.'),
  coin: z
    .number()
    .int('The reward is a whole number of centavos.')
    .min(0)
    .max(MAIL_COIN_MAX, `A mail carries at most ₱${(MAIL_COIN_MAX / 100).toLocaleString('en-PH')}.`),
  audience: audienceSchema,
  /** Epoch ms; null sends now. */
  sendAt: z.number().int().nullable(),
});

export type CampaignInput = z.infer<typeof campaignSchema>;

/** The body checked, or a 400 naming the first problem. */
export function parseCampaign(body: Record<string, unknown>, now: number): CampaignInput {
  const parsed = campaignSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    const message =
      field === 'audience'
        ? 'Choose who receives it: one player (by id), a VIP level from 1, players without a deposit for 1 to 365 days, or everyone.'
        : field === 'sendAt'
          ? 'The send time is a date and time, or empty to send now.'
          : (issue?.message ?? 'The mail is not complete.');
    throw new OpsError(400, message);
  }
  const input = parsed.data;
  if (input.sendAt !== null && input.sendAt > now + MAIL_SCHEDULE_MAX_DAYS * DAY_MS) {
    throw new OpsError(400, `Schedule a mail at most ${MAIL_SCHEDULE_MAX_DAYS} days ahead.`);
  }
  return input;
}

export interface CampaignView {
  id: number;
  title: string;
  content: string;
  coin: number;
  audience: MailAudience;
  sendAt: number;
  createdBy: string;
  sentAt: number | null;
  recipients: number | null;
  cancelledAt: number | null;
}

type CampaignRow = typeof mailCampaigns.$inferSelect;

const view = (row: CampaignRow): CampaignView => ({
  id: row.id,
  title: row.title,
  content: row.content,
  coin: row.coin,
  audience: row.audience,
  sendAt: row.sendAt.getTime(),
  createdBy: row.createdByName,
  sentAt: row.sentAt?.getTime() ?? null,
  recipients: row.recipients,
  cancelledAt: row.cancelledAt?.getTime() ?? null,
});

/**
 * Records the campaign (audited) and, when it is due now, sends it. A reward needs an admin; a mail to one player
 * needs that player to exist.
 */
export async function createCampaign(
  db: Db,
  staff: StaffMember,
  input: CampaignInput,
  now: number,
): Promise<CampaignView> {
  if (input.coin > 0 && staff.role !== 'admin') throw new OpsError(403, 'Only admins attach a coin reward.');
  if (input.audience.kind === 'player') {
    const [player] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.audience.userId));
    if (!player) throw new OpsError(404, `No player has id ${input.audience.userId}.`);
  }
  const sendAt = new Date(Math.max(input.sendAt ?? now, now));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(mailCampaigns)
      .values({
        title: input.title,
        content: input.content,
        coin: input.coin,
        audience: input.audience,
        sendAt,
        createdBy: staff.id,
        createdByName: staff.username,
        createdAt: new Date(now),
      })
      .returning();
    if (!created) throw new Error('the campaign was not recorded');
    await writeAudit(tx, staff, { action: 'mail.create', target: `mail:${created.id}`, after: view(created) }, now);
    return created;
  });
  if (row.sendAt.getTime() <= now) return (await sendCampaign(db, row.id, now)) ?? view(row);
  return view(row);
}

/** The newest campaigns first. */
export async function listCampaigns(db: Db, limit = 50): Promise<CampaignView[]> {
  const rows = await db.select().from(mailCampaigns).orderBy(desc(mailCampaigns.id)).limit(limit);
  return rows.map(view);
}

/** A scheduled campaign withdrawn before it went; one already sent or cancelled is a 409. */
export async function cancelCampaign(db: Db, staff: Actor, id: number, now: number): Promise<CampaignView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailCampaigns)
      .set({ cancelledAt: new Date(now) })
      .where(and(eq(mailCampaigns.id, id), isNull(mailCampaigns.sentAt), isNull(mailCampaigns.cancelledAt)))
      .returning();
    if (!row) {
      const [found] = await tx.select().from(mailCampaigns).where(eq(mailCampaigns.id, id));
      if (!found) throw new OpsError(404, 'No such mail.');
      throw new OpsError(409, found.sentAt ? 'This mail was already sent.' : 'This mail was already cancelled.');
    }
    await writeAudit(tx, staff, { action: 'mail.cancel', target: `mail:${id}`, after: { cancelledAt: now } }, now);
    return view(row);
  });
}

/** Who the audience holds now, players on a break left out. */
function recipientIds(tx: Tx, audience: MailAudience, now: number) {
  const notOnBreak = notExists(
    tx
      .select({ one: sql`1` })
      .from(playerBreaks)
      .where(and(eq(playerBreaks.userId, users.id), sql`${playerBreaks.until} > ${new Date(now)}`)),
  );
  const base = tx.select({ id: users.id }).from(users);
  switch (audience.kind) {
    case 'player':
      return base.where(and(eq(users.id, audience.userId), notOnBreak));
    case 'vip':
      return base.where(and(gte(users.vip, audience.minLevel), notOnBreak));
    case 'everyone':
      return base.where(notOnBreak);
    case 'dormant': {
      // Players who have deposited, the last time before the cut-off: never-depositors are another audience.
      const lastPaid = tx
        .select({ userId: recharges.userId, last: max(recharges.finishedAt).as('last') })
        .from(recharges)
        .where(eq(recharges.status, 1))
        .groupBy(recharges.userId)
        .as('last_paid');
      return tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(lastPaid, eq(lastPaid.userId, users.id))
        .where(and(sql`${lastPaid.last} < ${new Date(now - audience.days * DAY_MS)}`, notOnBreak));
    }
  }
}

/**
 * Sends one due campaign: its mails and its sent mark in one transaction, the row locked so that two instances (or
 * a retry) send it once; the unique (campaign, player) index makes a repeated insert a no-op besides. Answers the
 * campaign as sent, or null when it was not due, already sent or cancelled.
 */
export async function sendCampaign(db: Db, id: number, now: number): Promise<CampaignView | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailCampaigns)
      .where(
        and(
          eq(mailCampaigns.id, id),
          isNull(mailCampaigns.sentAt),
          isNull(mailCampaigns.cancelledAt),
          lte(mailCampaigns.sendAt, new Date(now)),
        ),
      )
      .for('update', { skipLocked: true });
    if (!row) return null;
    const ids = (await recipientIds(tx, row.audience, now)).map((r) => r.id);
    const box = row.coin > 0 ? MAIL_BOX.rewards : MAIL_BOX.activity;
    const propList = row.coin > 0 ? [{ propId: 2001, count: row.coin }] : [];
    let sent = 0;
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      const inserted = await tx
        .insert(mails)
        .values(
          ids.slice(i, i + INSERT_CHUNK).map((userId) => ({
            userId,
            box,
            title: row.title,
            content: row.content,
            propList,
            campaignId: row.id,
            createdAt: new Date(now),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: mails.id });
      sent += inserted.length;
    }
    const [done] = await tx
      .update(mailCampaigns)
      .set({ sentAt: new Date(now), recipients: sent })
      .where(eq(mailCampaigns.id, row.id))
      .returning();
    return done ? view(done) : null;
  });
}

/** Sends every campaign whose time has come (the periodic sweep, and after a restart the ones it missed). */
export async function sendDueCampaigns(db: Db, now: number): Promise<number> {
  const due = await db
    .select({ id: mailCampaigns.id })
    .from(mailCampaigns)
    .where(
      and(isNull(mailCampaigns.sentAt), isNull(mailCampaigns.cancelledAt), lte(mailCampaigns.sendAt, new Date(now))),
    )
    .orderBy(mailCampaigns.sendAt);
  let sent = 0;
  for (const { id } of due) if (await sendCampaign(db, id, now)) sent += 1;
  return sent;
}
