import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { vipLevelUpCoin } from '../../src/api/contract/promotions';
import { payAward } from '../activity/payout';
import type { Db, Tx } from '../db/connect';
import { mails } from '../db/schema';
import { AppError } from '../errors';
import { announce } from '../live/publish';
import { mayReceivePromotions } from './breakStatus';

/** Mail boxes (designed): 0 system messages, 1 rewards, 2 activity news — red0, red1, red2 of hasMailUnread. */
export const MAIL_BOX = { system: 0, rewards: 1, activity: 2 } as const;
type MailBox = (typeof MAIL_BOX)[keyof typeof MAIL_BOX];

export interface MailInput {
  box: MailBox;
  title: string;
  content: string;
  /** Attached rewards: coin 2001 and points 2002 in hundredths, coupons and items by count. */
  propList?: { propId: number; count: number }[];
}

export const WELCOME_MAIL = {
  box: MAIL_BOX.system,
  title: 'Welcome to Lucky Lobby',
  content:
    'Thank you for joining Lucky Lobby. Make your first deposit to receive a bonus of up to 300 coins, and remember to play responsibly. Players must be 21 or older.',
} as const;

const pesos = (hundredths: number) =>
  `₱${(hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The mails the server sends on real events (designed wording). */
export const EVENT_MAILS = {
  depositCredited: (amount: number, orderId: string): MailInput => ({
    box: MAIL_BOX.system,
    title: 'Deposit credited',
    content: `Your deposit of ${pesos(amount)} (order ${orderId}) has been credited to your balance.`,
  }),
  depositReturned: (amount: number, orderId: string): MailInput => ({
    box: MAIL_BOX.system,
    title: 'Deposit returned',
    content: `Your deposit of ${pesos(amount)} (order ${orderId}) arrived while you are excluded from gaming, so it was not credited and goes back to where it came from.`,
  }),
  withdrawalApproved: (amount: number, orderId: string): MailInput => ({
    box: MAIL_BOX.system,
    title: 'Withdrawal approved',
    content: `Your withdrawal of ${pesos(amount)} (order ${orderId}) was approved and is on its way to your account.`,
  }),
  withdrawalRefused: (amount: number, orderId: string): MailInput => ({
    box: MAIL_BOX.system,
    title: 'Withdrawal refused',
    content: `Your withdrawal of ${pesos(amount)} (order ${orderId}) was refused; the amount is back in your balance.`,
  }),
  vipLevelUp: (level: number): MailInput => ({
    box: MAIL_BOX.rewards,
    title: `You reached VIP ${level}`,
    content: `Congratulations! Your bets raised you to VIP ${level}. Take the level-up reward attached to this mail.`,
    propList: [{ propId: 2001, count: vipLevelUpCoin(level) }],
  }),
  rewardClaimed: (what: string, propList: { propId: number; count: number }[]): MailInput => ({
    box: MAIL_BOX.activity,
    title: 'Reward received',
    content: `You received the reward of “${what}”: ${propList
      .map((p) =>
        p.propId === 2001
          ? pesos(p.count)
          : p.propId === 2002
            ? `${Math.floor(p.count / 100)} points`
            : `item ${p.propId} × ${p.count}`,
      )
      .join(', ')}.`,
  }),
};

/**
 * A transactional mail: about something the player did or is owed (welcome, deposit, withdrawal, a reward earned).
 * It goes whatever the player chose; promotional mails go through sendPromotionalMail.
 */
export async function sendMail(db: Db | Tx, userId: number, mail: MailInput): Promise<void> {
  await db.insert(mails).values({ userId, ...mail, propList: mail.propList ?? [] });
  // The player's open tabs light the mail dot without waiting for the menu's next read.
  announce(db, { kind: 'mail', accountId: userId });
}

/**
 * A promotional mail (an offer, activity news: anything that invites the player to play or deposit). Skipped
 * while the player is on a break (time-out or self-exclusion); answers whether it was sent. The server
 * sends none today (docs/responsible-gaming.md "Server rules"); a sender of one must come here.
 */
export async function sendPromotionalMail(db: Db | Tx, userId: number, mail: MailInput, now: number): Promise<boolean> {
  if (!(await mayReceivePromotions(db, userId, now))) return false;
  await sendMail(db, userId, mail);
  return true;
}

/** Every new account (seeded or registered) starts with one unread welcome mail. */
export async function sendWelcomeMail(db: Db | Tx, userId: number): Promise<void> {
  await sendMail(db, userId, WELCOME_MAIL);
}

/** Unread mails per box. */
export async function unreadCounts(db: Db, userId: number): Promise<{ red0: number; red1: number; red2: number }> {
  const rows = await db
    .select({ box: mails.box, n: count() })
    .from(mails)
    .where(and(eq(mails.userId, userId), eq(mails.isRead, 0)))
    .groupBy(mails.box);
  const of = (box: number) => rows.find((r) => r.box === box)?.n ?? 0;
  return { red0: of(MAIL_BOX.system), red1: of(MAIL_BOX.rewards), red2: of(MAIL_BOX.activity) };
}

type MailRow = typeof mails.$inferSelect;

function toMail(row: MailRow) {
  return {
    id: row.id,
    box: row.box as MailBox,
    title: row.title,
    content: row.content,
    isRead: row.isRead,
    propList: row.propList,
    received: row.received,
    createTime: row.createdAt.getTime(),
  };
}

/** getMail2: one page, newest first, optionally one box. */
export async function mailPage(db: Db, userId: number, page: number, pageSize: number, box?: number) {
  const where = box === undefined ? eq(mails.userId, userId) : and(eq(mails.userId, userId), eq(mails.box, box));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(mails)
      .where(where)
      .orderBy(desc(mails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mails).where(where),
  ]);
  return { list: rows.map(toMail), total: total[0]?.n ?? 0, page };
}

const notFound = () => new AppError(PROFILE_ERRCODE.mailNotFound, 'This mail does not exist.');

/** getMailDetail: the mail, marked read. Another player's mail is "not found". */
export async function readMail(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(mails)
    .set({ isRead: 1 })
    .where(and(eq(mails.id, id), eq(mails.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return { mail: toMail(row) };
}

/**
 * receiveMail: pays the attachments once. The conditional UPDATE (received 0 → 1) takes the row lock, so of
 * concurrent claims exactly one pays; the ledger's (kind, ref) index would refuse a second credit anyway.
 */
export async function receiveMail(db: Db, userId: number, id: number, now: number) {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(mails)
      .set({ received: 1, isRead: 1 })
      .where(and(eq(mails.id, id), eq(mails.userId, userId), eq(mails.received, 0)))
      .returning();
    if (!moved) {
      const [row] = await tx
        .select()
        .from(mails)
        .where(and(eq(mails.id, id), eq(mails.userId, userId)));
      if (!row) throw notFound();
      throw new AppError(PROFILE_ERRCODE.mailAlreadyReceived, 'The rewards of this mail were already received.');
    }
    if (moved.propList.length === 0)
      throw new AppError(PROFILE_ERRCODE.mailNothingToReceive, 'This mail has no rewards to receive.');
    const award = moved.propList.map((p) => ({ id: p.propId, count: p.count }));
    const propList = await payAward(tx, userId, award, `mail:${moved.id}`, now);
    return { mail: toMail(moved), propList };
  });
}

/** delMail: deletes the player's own mails among ids; answers how many went. */
export async function deleteMails(db: Db, userId: number, ids: readonly number[]) {
  const rows = await db
    .delete(mails)
    .where(and(eq(mails.userId, userId), inArray(mails.id, [...ids])))
    .returning({ id: mails.id });
  return { deleted: rows.length };
}
