import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { mails } from '../db/schema';

/** Mail boxes (designed): 0 system messages, 1 rewards, 2 activity news — red0, red1, red2 of hasMailUnread. */
export const MAIL_BOX = { system: 0, rewards: 1, activity: 2 } as const;

export const WELCOME_MAIL = {
  box: MAIL_BOX.system,
  title: 'Welcome to Lucky Lobby',
  content:
    'Thank you for joining Lucky Lobby. Make your first deposit to receive a bonus of up to 300 coins, and remember to play responsibly. Players must be 21 or older.',
} as const;

/** Every new account (seeded or registered) starts with one unread welcome mail. */
export async function sendWelcomeMail(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(mails).values({ userId, ...WELCOME_MAIL });
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
