import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { FREE_SIGN_ACTIVITY } from '../../src/api/contract/promotions';
import type { SocialId } from '../../src/api/contract/social';
import { hasVisited } from '../activity/followVisits';
import { validInviteeOf } from '../activity/invitees';
import type { Db, Tx } from '../db/connect';
import {
  activityClaims,
  gameHistory,
  gameSessions,
  kycSubmissions,
  ledger,
  recharges,
  sessions,
  shareLinks,
  userBanks,
  users,
} from '../db/schema';

/**
 * Task types 1–17 (spec §4 names Login 1, Bind 2, FirstPay 3, PlayGame 4, share and follow tasks, others; the
 * meanings of 5–17 are designed). The table with keys, events and rewards is in docs/profile.md.
 */
export const TASK_TYPE = {
  login: 1,
  bind: 2,
  firstPay: 3,
  playGame: 4,
  share: 5,
  follow: 6,
  depositCount: 7,
  betTotal: 8,
  bindBank: 9,
  verifyIdentity: 10,
  walletPassword: 11,
  inviteDepositor: 12,
  signIn: 13,
  depositToday: 14,
  winToday: 15,
  details: 16,
  vipLevel: 17,
} as const;

/** What a progress query gets: the player and the start of the current Manila day (daily tasks count from it). */
interface Scope {
  db: Db | Tx;
  userId: number;
  dayStart: Date;
}

export interface TaskDef {
  key: number;
  type: number;
  /** The reward mail's wording (the screen has its own messages by key). */
  name: string;
  target: number;
  daily: boolean;
  award: readonly { id: number; count: number }[];
  /** Progress and target are amounts in hundredths (shown as money). */
  money?: true;
  /**
   * A "follow" task: the social account (the configuration's socialMedia) whose page the player opens; opening it
   * (taskVisit) records the visit the follow rewards record too (server/activity/followVisits.ts).
   */
  follows?: SocialId;
  /** The progress from the player's own data. */
  progress: (scope: Scope) => Promise<number>;
}

const COIN = 2001;
/** Points are held in hundredths like coin (spec §9): 10_000 is 100 points. */
const POINTS = 2002;

const number = async (rows: Promise<{ n: unknown }[]>) => Number((await rows)[0]?.n ?? 0);
const flag = async (rows: Promise<unknown[]>) => ((await rows).length > 0 ? 1 : 0);
const userRow = ({ db, userId }: Scope) => db.select().from(users).where(eq(users.id, userId));
const fromUser = async (scope: Scope, pick: (u: typeof users.$inferSelect) => number) => {
  const [user] = await userRow(scope);
  return user ? pick(user) : 0;
};
const paidDeposits = ({ db, userId }: Scope, since?: Date) =>
  number(
    db
      .select({ n: count() })
      .from(recharges)
      .where(
        and(
          eq(recharges.userId, userId),
          eq(recharges.status, 1),
          since ? gte(recharges.finishedAt, since) : undefined,
        ),
      ),
  );
const gameMoves = ({ db, userId, dayStart }: Scope, kind: 'game:bet' | 'game:win') =>
  number(
    db
      .select({ n: count() })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, kind), gte(ledger.createdAt, dayStart))),
  );

export const TASKS: readonly TaskDef[] = [
  {
    key: 101,
    type: TASK_TYPE.bind,
    name: 'Bind your mobile number',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 500 }],
    progress: (s) => fromUser(s, (u) => (u.mobile !== '' ? 1 : 0)),
  },
  {
    key: 102,
    type: TASK_TYPE.playGame,
    name: 'Play your first game',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 200 }],
    progress: ({ db, userId }) => flag(db.select().from(gameHistory).where(eq(gameHistory.userId, userId)).limit(1)),
  },
  {
    key: 103,
    type: TASK_TYPE.playGame,
    name: 'Spin 10 times',
    target: 10,
    daily: false,
    award: [{ id: COIN, count: 500 }],
    progress: ({ db, userId }) =>
      number(
        db
          .select({ n: sum(gameSessions.spins) })
          .from(gameSessions)
          .where(eq(gameSessions.userId, userId)),
      ),
  },
  {
    key: 105,
    type: TASK_TYPE.firstPay,
    name: 'Make your first deposit',
    target: 1,
    daily: false,
    award: [
      { id: COIN, count: 1_000 },
      { id: POINTS, count: 5_000 },
    ],
    progress: (s) => fromUser(s, (u) => (u.firstRechargeAt ? 1 : 0)),
  },
  {
    key: 106,
    type: TASK_TYPE.playGame,
    name: 'Spin 5 times today',
    target: 5,
    daily: true,
    award: [{ id: COIN, count: 300 }],
    progress: (s) => gameMoves(s, 'game:bet'),
  },
  {
    key: 107,
    type: TASK_TYPE.login,
    name: 'Log in on 3 different days',
    target: 3,
    daily: false,
    award: [{ id: POINTS, count: 10_000 }],
    // Each log-in issues a session (never deleted; a logout only revokes it): the Manila dates they were issued on.
    progress: ({ db, userId }) =>
      number(
        db
          .select({
            n: sql<number>`count(DISTINCT to_char((${sessions.createdAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD'))::int`,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
      ),
  },
  {
    key: 108,
    type: TASK_TYPE.share,
    name: 'Share your invite link',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 300 }],
    // shortUrl made a link: the server knows the link exists, not that anyone received it.
    progress: ({ db, userId }) => flag(db.select().from(shareLinks).where(eq(shareLinks.userId, userId)).limit(1)),
  },
  {
    key: 109,
    type: TASK_TYPE.follow,
    name: 'Visit our Facebook page',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 300 }],
    follows: 'facebook',
    progress: async ({ db, userId }) => ((await hasVisited(db, userId, 'facebook')) ? 1 : 0),
  },
  {
    key: 110,
    type: TASK_TYPE.depositCount,
    name: 'Make 3 deposits',
    target: 3,
    daily: false,
    award: [{ id: COIN, count: 2_000 }],
    progress: (s) => paidDeposits(s),
  },
  {
    key: 111,
    type: TASK_TYPE.betTotal,
    name: 'Bet ₱1,000 in total',
    target: 100_000,
    daily: false,
    money: true,
    award: [{ id: COIN, count: 1_000 }],
    progress: (s) => fromUser(s, (u) => u.bet),
  },
  {
    key: 112,
    type: TASK_TYPE.bindBank,
    name: 'Add a bank or e-wallet account',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 500 }],
    progress: ({ db, userId }) => flag(db.select().from(userBanks).where(eq(userBanks.userId, userId)).limit(1)),
  },
  {
    key: 113,
    type: TASK_TYPE.verifyIdentity,
    name: 'Verify your identity',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 1_000 }],
    progress: ({ db, userId }) =>
      flag(
        db
          .select()
          .from(kycSubmissions)
          .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved'))),
      ),
  },
  {
    key: 114,
    type: TASK_TYPE.walletPassword,
    name: 'Set your wallet password',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 300 }],
    progress: (s) => fromUser(s, (u) => (u.safeboxPasswordHash ? 1 : 0)),
  },
  {
    key: 115,
    type: TASK_TYPE.inviteDepositor,
    name: 'Invite a friend who deposits',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 2_000 }],
    progress: ({ db, userId }) => flag(db.select({ id: users.id }).from(users).where(validInviteeOf(userId)).limit(1)),
  },
  {
    key: 116,
    type: TASK_TYPE.signIn,
    name: 'Claim the daily sign-in',
    target: 1,
    daily: true,
    award: [{ id: POINTS, count: 2_000 }],
    progress: ({ db, userId, dayStart }) =>
      flag(
        db
          .select({ id: activityClaims.id })
          .from(activityClaims)
          .where(
            and(
              eq(activityClaims.userId, userId),
              eq(activityClaims.activityType, FREE_SIGN_ACTIVITY),
              gte(activityClaims.createdAt, dayStart),
            ),
          )
          .limit(1),
      ),
  },
  {
    key: 117,
    type: TASK_TYPE.depositToday,
    name: 'Deposit today',
    target: 1,
    daily: true,
    award: [{ id: COIN, count: 300 }],
    progress: (s) => paidDeposits(s, s.dayStart),
  },
  {
    key: 118,
    type: TASK_TYPE.winToday,
    name: 'Win 3 spins today',
    target: 3,
    daily: true,
    award: [{ id: POINTS, count: 2_000 }],
    progress: (s) => gameMoves(s, 'game:win'),
  },
  {
    key: 119,
    type: TASK_TYPE.details,
    name: 'Fill in your personal details',
    target: 1,
    daily: false,
    award: [{ id: COIN, count: 200 }],
    progress: (s) => fromUser(s, (u) => u.hasUserOther),
  },
  {
    key: 120,
    type: TASK_TYPE.vipLevel,
    name: 'Reach VIP 1',
    target: 1,
    daily: false,
    award: [{ id: POINTS, count: 5_000 }],
    progress: (s) => fromUser(s, (u) => u.vip),
  },
];
