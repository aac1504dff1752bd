import { and, eq, inArray } from 'drizzle-orm';
import { FOLLOW_ACTIVITY, FOLLOW_COIN } from '../../src/api/contract/promotions';
import { KNOWN_SOCIAL, type SocialId } from '../../src/api/contract/social';
import type { Db, Tx } from '../db/connect';
import { activityClaims, followVisits } from '../db/schema';
import { AppError } from '../errors';
import { TASK_TYPE } from '../player/taskCatalogue';
import { ACTIVITY_ERRCODE, activityConfig } from './config';
import { hasVisited, recordFollowVisit } from './followVisits';
import { recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Follow rewards (FollowRewards, activity 103; appProxyUser4TaskUser, Share, Receive; docs/promotions.md): one task
 * per social account of the configuration's `socialMedia` that the app shows (a known id with a URL). Opening the
 * account's page records a visit (Share; the follow task 109 records the same visit through taskVisit), and Receive
 * pays the account's reward once. The server cannot see a follow on another site: it pays on the recorded visit.
 */

/** A follow task's id: the account's place in KNOWN_SOCIAL, plus 1 (stable whatever the configuration's order). */
const taskIdOf = (account: SocialId) => KNOWN_SOCIAL.indexOf(account) + 1;

const award = [{ id: 2001, count: FOLLOW_COIN }];

/** The accounts the follow rewards list, as the app shows them. */
export async function followAccounts(db: Db | Tx) {
  const { social } = await activityConfig(db);
  return social.map((link) => ({ ...link, taskId: taskIdOf(link.id) }));
}

async function stateOf(db: Db | Tx, userId: number) {
  const accounts = await followAccounts(db);
  const ids = accounts.map((account) => account.taskId);
  const [visits, claims] = await Promise.all([
    db.select({ account: followVisits.account }).from(followVisits).where(eq(followVisits.userId, userId)),
    ids.length === 0
      ? []
      : db
          .select({ awardId: activityClaims.awardId })
          .from(activityClaims)
          .where(
            and(
              eq(activityClaims.userId, userId),
              eq(activityClaims.activityType, FOLLOW_ACTIVITY),
              inArray(activityClaims.awardId, ids),
            ),
          ),
  ]);
  const visited = new Set(visits.map((row) => row.account));
  const received = new Set(claims.map((row) => row.awardId));
  const tasks = accounts.map(({ id, url, taskId }) => {
    const opened = visited.has(id);
    return {
      id: taskId,
      type: TASK_TYPE.follow,
      progress: opened ? 1 : 0,
      target: 1,
      itemStatus: received.has(taskId) ? 2 : opened ? 1 : 0,
      award,
      account: id,
      url,
    };
  });
  return { appProxyUser4TaskUser: { expireTime: -1, tasks } };
}

async function accountOf(db: Db | Tx, taskId: number) {
  const account = (await followAccounts(db)).find((entry) => entry.taskId === taskId);
  if (!account) throw new AppError(ACTIVITY_ERRCODE.notEligible, 'There is no such account to follow.');
  return account;
}

/** appProxyUser4TaskUser: the accounts, each opened or not, its reward received or not. */
export const loadFollow = (db: Db, userId: number) => stateOf(db, userId);

/** appProxyUser4TaskUserShare {id}: the player opened the account's page. */
export async function shareFollow(db: Db, userId: number, taskId: number, now: number) {
  const account = await accountOf(db, taskId);
  await recordFollowVisit(db, userId, account.id, now);
  return stateOf(db, userId);
}

/** appProxyUser4TaskUserReceive {id}: pays an opened account's reward, once (1005 not opened, 1004 again). */
export async function receiveFollow(db: Db, userId: number, taskId: number, now: number) {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, taskId);
    if (!(await hasVisited(tx, userId, account.id))) {
      throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'Open the page first.');
    }
    if (!(await recordClaim(tx, { userId, activityType: FOLLOW_ACTIVITY, awardId: taskId, propId: 0 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'You have already received this reward.');
    }
    const propList = await payAward(tx, userId, award, `follow:${account.id}`, now);
    return { ...(await stateOf(tx, userId)), propList };
  });
}
