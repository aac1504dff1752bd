import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connect';
import { userLevelConfigs, users } from '../db/schema';
import { EVENT_MAILS, sendMail } from './mail';

/**
 * VIP from real bets (spec §3 appUserLevelConfigList): the level is the number of configured levels whose
 * betAmount the player's total bet has reached; experience is the total bet. One UPDATE raises both only when
 * the level grows, and each level reached sends a level-up mail with its reward attached.
 */
export async function raiseVip(tx: Tx, userId: number): Promise<number | null> {
  const reached = sql<number>`(SELECT count(*)::int FROM ${userLevelConfigs} WHERE ${userLevelConfigs.betAmount} <= ${users.bet})`;
  const [before] = await tx.select({ vip: users.vip }).from(users).where(eq(users.id, userId));
  const [row] = await tx
    .update(users)
    .set({ vip: sql`GREATEST(${users.vip}, ${reached})`, vipExp: sql`${users.bet}` })
    .where(eq(users.id, userId))
    .returning({ vip: users.vip });
  if (!row || !before || row.vip <= before.vip) return null;
  for (let level = before.vip + 1; level <= row.vip; level++) await sendMail(tx, userId, EVENT_MAILS.vipLevelUp(level));
  return row.vip;
}

/** Next VIP target (spec §4): the first level's betAmount above the player's bet, 0 when none. */
export function nextVipTarget(levels: readonly { betAmount: number }[], bet: number): number {
  return levels.find((l) => l.betAmount > bet)?.betAmount ?? 0;
}
