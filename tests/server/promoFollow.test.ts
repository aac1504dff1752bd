import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityClaims, ledger } from '../../server/db/schema';
import { FOLLOW_ACTIVITY, FOLLOW_COIN } from '../../src/api/contract/promotions';
import { KNOWN_SOCIAL } from '../../src/api/contract/social';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

const FACEBOOK = KNOWN_SOCIAL.indexOf('facebook') + 1;
const TELEGRAM = KNOWN_SOCIAL.indexOf('telegram') + 1;

const tasks = async () =>
  parseAnswer('appProxyUser4TaskUser', await w.ok('appProxyUser4TaskUser')).appProxyUser4TaskUser.tasks;

describe('follow rewards (appProxyUser4TaskUser, Share, Receive)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("lists the configuration's accounts the app shows; pays an opened account once", async () => {
    // The seed: facebook, telegram, instagram without a URL (hidden), x.
    const listed = await tasks();
    expect(listed.map((task) => [task.account, task.url, task.itemStatus])).toEqual([
      ['facebook', '/sandbox/site/facebook', 0],
      ['telegram', '/sandbox/site/telegram', 0],
      ['x', '/sandbox/site/x', 0],
    ]);
    expect(listed[0]).toMatchObject({ id: FACEBOOK, type: 6, award: [{ id: 2001, count: FOLLOW_COIN }] });
    const data = parseAnswer('getActivityIds', await w.ok('getActivityIds'));
    expect(data.activityMap[String(FOLLOW_ACTIVITY)]?.name).toBe('FollowRewards');

    expect((await w.call('appProxyUser4TaskUserReceive', { id: TELEGRAM })).json.errcode).toBe(1005);
    const shared = parseAnswer(
      'appProxyUser4TaskUserShare',
      await w.ok('appProxyUser4TaskUserShare', { id: TELEGRAM }),
    );
    expect(shared.appProxyUser4TaskUser.tasks[1]).toMatchObject({ account: 'telegram', progress: 1, itemStatus: 1 });
    const before = await w.coin();
    const paid = parseAnswer(
      'appProxyUser4TaskUserReceive',
      await w.ok('appProxyUser4TaskUserReceive', { id: TELEGRAM }),
    );
    expect(paid.propList).toEqual([{ propId: 2001, count: FOLLOW_COIN }]);
    expect(paid.appProxyUser4TaskUser.tasks[1]?.itemStatus).toBe(2);
    expect(await w.coin()).toBe(before + FOLLOW_COIN);
    expect((await w.call('appProxyUser4TaskUserReceive', { id: TELEGRAM })).json.errcode).toBe(1004);
    // An account the app does not show (instagram has no URL) or no account at all.
    const instagram = KNOWN_SOCIAL.indexOf('instagram') + 1;
    expect((await w.call('appProxyUser4TaskUserShare', { id: instagram })).json.errcode).toBe(1003);
    expect((await w.call('appProxyUser4TaskUserReceive', { id: 99 })).json.errcode).toBe(1003);
  });

  it('one visit record with the follow task: taskVisit opens facebook for both, Share completes task 109', async () => {
    await w.ok('taskVisit', { taskKey: 109 });
    expect((await tasks())[0]).toMatchObject({ account: 'facebook', itemStatus: 1 });
    const token = await server.login('9171234567');
    await w.ok('appProxyUser4TaskUserShare', { id: FACEBOOK }, token);
    const taskUser = parseAnswer('getTaskUser', await w.ok('getTaskUser', {}, token));
    expect(JSON.parse(taskUser.taskData)[109]).toBe(1);
  });

  it('50 concurrent receives of one account pay once', async () => {
    const user = await w.user();
    await w.ok('appProxyUser4TaskUserShare', { id: FACEBOOK });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.call('appProxyUser4TaskUserReceive', { id: FACEBOOK })),
    );
    const codes = answers.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1004)).toHaveLength(49);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'activity')));
    expect(rows).toHaveLength(1);
    const claims = await server.conn.db
      .select()
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, user.id), eq(activityClaims.activityType, FOLLOW_ACTIVITY)));
    expect(claims).toHaveLength(1);
  });
});
