import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/auth/accounts';
import { users } from '../../server/db/schema';
import { FIRST_RECHARGE_BONUS } from '../../server/seed/webConfig';
import { parseAnswer, setupServer } from './harness';

const server = setupServer({ testControls: true, seed: { games: 20 } });

async function control(path: string, body: unknown) {
  const res = await server.app.request(`/__test__/${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status, `/__test__/${path}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function mailCounts(token: string) {
  return parseAnswer('hasMailUnread', (await server.call('hasMailUnread', {}, { token })).json);
}

async function tasks(token: string) {
  const data = parseAnswer('getTaskUser', (await server.call('getTaskUser', {}, { token })).json);
  return {
    ...data,
    done: JSON.parse(data.taskData) as Record<string, number>,
    achieve: JSON.parse(data.achieveData) as Record<string, { progress: number; target: number }>,
  };
}

async function setFirstRecharge(account: string, at: Date | null) {
  await server.conn.db.update(users).set({ firstRechargeAt: at }).where(eq(users.account, account));
}

async function webConfig() {
  return parseAnswer('appConfig', (await server.call('appConfig', {})).json);
}

beforeEach(async () => {
  await server.reset();
});

describe('hasMailUnread', () => {
  it('counts the seeded welcome mail; added mails count per box; reading all clears the dots', async () => {
    const token = await server.login('demo');
    expect(await mailCounts(token)).toMatchObject({ errcode: 0, red0: 1, red1: 0, red2: 0 });
    await control('mail', { account: 'demo', box: 1, title: 'Your reward' });
    await control('mail', { account: 'demo', box: 2 });
    await control('mail', { account: 'demo', box: 2 });
    expect(await mailCounts(token)).toMatchObject({ red0: 1, red1: 1, red2: 2 });
    // Another player's mail is not counted.
    expect(await mailCounts(await server.login('9171234567'))).toMatchObject({ red0: 1, red1: 0, red2: 0 });
    await control('mail', { account: 'demo', readAll: true });
    expect(await mailCounts(token)).toMatchObject({ red0: 0, red1: 0, red2: 0 });
  });

  it('gives a newly registered player the welcome mail', async () => {
    await createAccount(server.conn.db, {
      account: 'newplayer1',
      accountType: 2,
      mobile: '',
      password: 'Secret12',
      nickname: 'newplayer1',
      fingerprint: 'test',
      signals: { device: '', address: '' },
    });
    expect(await mailCounts(await server.login('newplayer1'))).toMatchObject({ red0: 1 });
  });

  it('answers 401 to a guest', async () => {
    expect((await server.call('hasMailUnread', {})).status).toBe(401);
    expect((await server.call('getTaskUser', {})).status).toBe(401);
  });
});

describe('getTaskUser', () => {
  it('starts with nothing done for a player without a mobile; playing a game makes task 102 claimable', async () => {
    const token = await server.login('demo');
    const fresh = await tasks(token);
    expect(fresh).toMatchObject({ errcode: 0, achieveNum: 0, canReceiveTaskAward: false, done: {} });
    expect(fresh.achieve).toMatchObject({
      '101': { progress: 0, target: 1, type: 2, daily: false },
      '102': { progress: 0, target: 1, type: 4 },
      '103': { progress: 0, target: 10, type: 4 },
      '105': { progress: 0, target: 1, type: 3 },
      '106': { progress: 0, target: 5, type: 4, daily: true },
    });
    const { gameList } = await server.catalogue.get(server.conn.db);
    const game = gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)!;
    expect((await server.call('startGame', { gameId: game.id }, { token })).json.errcode).toBe(0);
    expect(await tasks(token)).toMatchObject({ achieveNum: 1, canReceiveTaskAward: true, done: { '102': 1 } });
  });

  it('marks task 105 done exactly when first_recharge_at is set', async () => {
    const token = await server.login('demo');
    expect((await tasks(token)).done['105']).toBeUndefined();
    await setFirstRecharge('demo', new Date());
    const after = await tasks(token);
    expect(after.done['105']).toBe(1);
    expect(after.achieve['105']).toMatchObject({ progress: 1, target: 1 });
    expect(after.canReceiveTaskAward).toBe(true);
  });

  it('a bound mobile completes task 101; claiming every done award clears the pending dot', async () => {
    const token = await server.login('9171234567');
    expect(await tasks(token)).toMatchObject({ canReceiveTaskAward: true, done: { '101': 1 } });
    await control('task', { account: '9171234567', key: 101, state: 'claimed' });
    expect(await tasks(token)).toMatchObject({ achieveNum: 1, canReceiveTaskAward: false, done: { '101': 2 } });
  });

  it('the task control forces a task done, and open returns it to what the data derives', async () => {
    const token = await server.login('demo');
    await control('task', { account: 'demo', key: 103, state: 'done' });
    expect(await tasks(token)).toMatchObject({ canReceiveTaskAward: true, done: { '103': 1 } });
    expect((await tasks(token)).achieve['103']).toMatchObject({ progress: 10, target: 10 });
    await control('task', { account: 'demo', key: 103, state: 'open' });
    expect(await tasks(token)).toMatchObject({ canReceiveTaskAward: false, done: {} });
    const bad = await server.app.request('/__test__/task', {
      method: 'POST',
      body: JSON.stringify({ account: 'demo', key: 999, state: 'done' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('tradeInfo', () => {
  it('reads firstRechargeDone from first_recharge_at for a player; a guest never has it', async () => {
    const token = await server.login('demo');
    const before = parseAnswer('tradeInfo', (await server.call('tradeInfo', {}, { token })).json);
    expect(before).toMatchObject({ errcode: 0, firstRechargeDone: false, firstRechargeBonus: FIRST_RECHARGE_BONUS });
    expect(before.entries.length).toBeGreaterThan(0);
    await setFirstRecharge('demo', new Date());
    expect(parseAnswer('tradeInfo', (await server.call('tradeInfo', {}, { token })).json).firstRechargeDone).toBe(true);
    const guest = parseAnswer('anonymousTradeInfo', (await server.call('anonymousTradeInfo', {})).json);
    expect(guest.firstRechargeDone).toBe(false);
    expect((await server.call('tradeInfo', {})).status).toBe(401);
    // A player's block is the seeded entries, then one per live activity they do not show.
    expect(before.entries.slice(0, guest.entries.length)).toEqual(guest.entries);
    const activity = parseAnswer('getActivityIds', (await server.call('getActivityIds', {}, { token })).json);
    const added = before.entries.slice(guest.entries.length);
    // Activities open by name (click type 1); OutLink opens its outside address through the safe-link page (type 3).
    const extra = added.filter((entry) => entry.clickType === 1).map((entry) => entry.clickAction);
    expect(extra).toContain('FreeSign');
    expect(extra).not.toContain('FirstCharge');
    expect(extra).not.toContain('Supply'); // not bankrupt
    for (const name of extra) expect(Object.values(activity.activityMap).map((entry) => entry.name)).toContain(name);
    expect(added.filter((entry) => entry.clickType !== 1).map((entry) => entry.clickAction)).toEqual([
      `/safe-link?to=${encodeURIComponent('https://www.pagcor.ph/')}`,
    ]);
  });
});

describe('notices in the web config', () => {
  it('seeds one pop-up notice and every click target: none, activity, game, url, tasks', async () => {
    const list = (await webConfig()).webConfig.appNoticeConfigList;
    expect(list.filter((n) => n.isH5Pop === 1)).toHaveLength(1);
    expect(new Set(list.map((n) => n.clickType))).toEqual(new Set([0, 1, 2, 3]));
    const { gameById } = await server.catalogue.get(server.conn.db);
    for (const n of list.filter((x) => x.clickType === 2)) expect(gameById.has(Number(n.clickAction))).toBe(true);
    expect(list.some((n) => n.clickType === 1 && n.clickAction === '10000')).toBe(true);
    const sorts = list.map((n) => n.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('the notice control adds and removes notices without moving the game list version', async () => {
    const before = await webConfig();
    const added = await control('notice', {
      title: 'Server notice',
      isH5Pop: 1,
      clickType: 3,
      clickAction: 'https://example.com',
    });
    const after = await webConfig();
    expect(after.gameListVersion).toBe(before.gameListVersion);
    const notice = after.webConfig.appNoticeConfigList.find((n) => n.id === added.id);
    expect(notice).toMatchObject({ title: 'Server notice', content: 'Server notice', isH5Pop: 1, clickType: 3 });
    await control('notice', { removeId: added.id });
    expect((await webConfig()).webConfig.appNoticeConfigList.some((n) => n.id === added.id)).toBe(false);
  });
});

describe('game control and the versioned catalogue', () => {
  it('maintenance changes the version: a client holding the old one gets the new list, a current one none', async () => {
    const first = await webConfig();
    const game = first.gameList![0]!;
    const res = await control('game', { gameId: game.id, maintain: 1 });
    expect(res.gameListVersion).not.toBe(first.gameListVersion);
    const stale = parseAnswer(
      'appConfig',
      (await server.call('appConfig', { gameListVersion: first.gameListVersion })).json,
    );
    expect(stale.gameList?.find((g) => g.id === game.id)?.maintain).toBe(1);
    const current = parseAnswer(
      'appConfig',
      (await server.call('appConfig', { gameListVersion: stale.gameListVersion })).json,
    );
    expect(current.gameList).toBeNull();
    const missing = await server.app.request('/__test__/game', { method: 'POST', body: '{"gameId":1}' });
    expect(missing.status).toBe(404);
  });
});
