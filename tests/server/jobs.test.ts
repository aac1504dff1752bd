import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { weekendOf, weeksAt } from '../../server/activity/weekendLottery';
import { jobs, ledger, lotteryDraws } from '../../server/db/schema';
import { JOB, registerLobbyJobs } from '../../server/jobs/lobbyJobs';
import { backoffAfter, createJobQueue, JOB_DEFAULTS, type JobQueue } from '../../server/jobs/queue';
import { post } from '../../server/ledger';
import { createLogger } from '../../server/log';
import { defaultReadinessChecks } from '../../server/runtime/health';
import { setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const ops = opsTools(server);
const w = walletTools(server);
const silent = createLogger(false);
const NOW = Date.UTC(2026, 10, 23, 4);
const HOUR = 3_600_000;
const empty = z.object({});

/** Queues made by a test are stopped after it (their pollers hold no timer past the test). */
const made: JobQueue[] = [];
function queue(clock: () => number = () => NOW, instance?: string, pollMs?: number): JobQueue {
  const q = createJobQueue({
    db: server.conn.db,
    clock,
    log: silent,
    ...(instance ? { instance } : {}),
    ...(pollMs ? { pollMs } : {}),
  });
  made.push(q);
  return q;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((q) => q.stop()));
  await server.conn.db.delete(jobs);
});

const rowOf = async (id: number) => (await server.conn.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('durable jobs (server/jobs)', () => {
  it('a job runs once, when it is due and not before', async () => {
    const q = queue();
    const runs: unknown[] = [];
    q.register('once', z.object({ n: z.number() }), async (payload) => void runs.push(payload));
    const { id } = await q.enqueue('once', { n: 7 }, { runAt: NOW + 1_000 });
    expect(await q.runDue({ now: NOW + 999 })).toBe(0);
    expect(await q.runDue({ now: NOW + 1_000 })).toBe(1);
    expect(await q.runDue({ now: NOW + 60_000 })).toBe(0);
    expect(runs).toEqual([{ n: 7 }]);
    expect((await rowOf(id))?.doneAt?.getTime()).toBe(NOW + 1_000);
  });

  it('enqueueing the same key twice makes one job, which runs once', async () => {
    const q = queue();
    let runs = 0;
    q.register('keyed', empty, async () => {
      runs += 1;
    });
    const first = await q.enqueue('keyed', {}, { key: 'keyed:W1' });
    const second = await q.enqueue('keyed', {}, { key: 'keyed:W1' });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(await q.runDue({ now: NOW })).toBe(1);
    // Still one job once it is done: the key is kept with the done row.
    expect((await q.enqueue('keyed', {}, { key: 'keyed:W1' })).created).toBe(false);
    expect(await q.runDue({ now: NOW + HOUR })).toBe(0);
    expect(runs).toBe(1);
  });

  it('a failing job retries with doubling back-off, then gives up and is listed as failed until staff retry it', async () => {
    const q = queue();
    let fail = true;
    const attempts: number[] = [];
    q.register(
      'flaky',
      empty,
      async (_payload, ctx) => {
        attempts.push(ctx.attempt);
        if (fail) throw new Error(`bank timed out (attempt ${ctx.attempt})`);
      },
      { maxAttempts: 3, backoffMs: 1_000 },
    );
    const { id } = await q.enqueue('flaky', {});
    expect(await q.runDue({ now: NOW })).toBe(1);
    expect((await rowOf(id))?.runAt.getTime()).toBe(NOW + 1_000);
    expect(await q.runDue({ now: NOW + 999 })).toBe(0);
    expect(await q.runDue({ now: NOW + 1_000 })).toBe(1);
    expect((await rowOf(id))?.runAt.getTime()).toBe(NOW + 3_000);
    expect(await q.runDue({ now: NOW + 2_999 })).toBe(0);
    expect(await q.runDue({ now: NOW + 3_000 })).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    // Given up: no further attempt, however late.
    expect(await q.runDue({ now: NOW + 30 * 86_400_000 })).toBe(0);
    const overview = await q.overview(NOW + 3_000);
    expect(overview).toMatchObject({ due: 0, waiting: 0, running: 0, failed: 1 });
    expect(overview.failures).toEqual([
      expect.objectContaining({
        id,
        name: 'flaky',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'bank timed out (attempt 3)',
      }),
    ]);
    // Retry: due again with fresh attempts; this time it succeeds and leaves the failed list.
    fail = false;
    expect((await q.retry(id, NOW + 5_000))?.id).toBe(id);
    expect(await q.retry(id, NOW + 5_000)).toBeNull();
    expect(await q.runDue({ now: NOW + 5_000 })).toBe(1);
    expect(attempts).toEqual([1, 2, 3, 1]);
    expect((await q.overview(NOW + 5_000)).failed).toBe(0);
    expect((await rowOf(id))?.lastError).toBeNull();
  });

  it('a recurring job run late is followed by its next occurrence after now, not by the ones it missed', async () => {
    const q = queue();
    let runs = 0;
    q.register('tick', empty, async () => {
      runs += 1;
    });
    q.recurring('tick', { next: (after) => (Math.floor(after / 1_000) + 1) * 1_000 });
    await q.ensureRecurring(NOW - 1);
    expect(await q.runDue({ now: NOW + 10_500 })).toBe(1);
    expect(runs).toBe(1);
    const open = await server.conn.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.name, 'tick'));
    expect(open.map((j) => j.runAt.getTime()).sort()).toEqual([NOW, NOW + 11_000]);
  });

  it('back-off doubles from its base and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffAfter(n, 10_000))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffAfter(30, 10_000)).toBe(HOUR);
  });

  it('a job whose instance died (its lease ran out) is taken again by another instance, and runs there once', async () => {
    let now = NOW;
    const clock = () => now;
    const dead = queue(clock, 'instance-a');
    const alive = queue(clock, 'instance-b');
    let release = () => {};
    const ranOn: string[] = [];
    // Instance A starts the job and never finishes it: as if it was killed (kill -9) in the middle.
    dead.register('transfer', empty, async () => {
      ranOn.push('a');
      await new Promise<void>((resolve) => (release = resolve));
    });
    alive.register('transfer', empty, async () => void ranOn.push('b'));
    const { id } = await alive.enqueue('transfer', {});
    const hung = dead.runDue({ now });
    await expect.poll(() => ranOn).toEqual(['a']);
    expect((await rowOf(id))?.lockedBy).toBe('instance-a');
    // While A's lease lasts nobody else takes it.
    now = NOW + JOB_DEFAULTS.leaseMs - 1;
    expect(await alive.runDue({ now })).toBe(0);
    now = NOW + JOB_DEFAULTS.leaseMs + 1;
    expect(await alive.runDue({ now })).toBe(1);
    expect(ranOn).toEqual(['a', 'b']);
    const done = await rowOf(id);
    expect(done).toMatchObject({ attempts: 2, lockedBy: null });
    expect(done?.doneAt?.getTime()).toBe(now);
    // A ghost that comes back late cannot overwrite the outcome: its lease is no longer its own.
    release();
    await hung;
    expect(await rowOf(id)).toEqual(done);
    expect(await alive.runDue({ now: now + HOUR })).toBe(0);
  });

  it('stop() waits for the job in progress and claims nothing after it (the drain on SIGTERM)', async () => {
    const q = queue();
    let release = () => {};
    const ended: string[] = [];
    q.register('slow', empty, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      ended.push('slow');
    });
    q.register('next', empty, async () => void ended.push('next'));
    await q.enqueue('slow', {}, { runAt: NOW - 1 });
    await q.enqueue('next', {});
    q.start();
    const polled = q.pollNow();
    await expect.poll(async () => (await q.overview(NOW)).running).toBe(1);
    let stopped = false;
    const stopping = q.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await Promise.all([stopping, polled]);
    expect(ended).toEqual(['slow']);
    expect(await q.overview(NOW)).toMatchObject({ due: 1, running: 0 });
  });

  it('/readyz "jobs": fails while the poller is not running, stopped, quiet for five minutes or stuck in a job', async () => {
    let now = NOW;
    const clock = () => now;
    const q = queue(clock, undefined, 60_000);
    const checks = defaultReadinessChecks(server.conn.db, () => [q], clock);
    expect(await checks.jobs()).toBe('jobs not running');
    q.start();
    expect(await checks.jobs()).toBeNull();
    now += JOB_DEFAULTS.leaseMs + 1;
    expect(await checks.jobs()).toBe('jobs have not been polled for 300 s');
    await q.pollNow();
    expect(await checks.jobs()).toBeNull();
    let release = () => {};
    q.register('stuck', empty, () => new Promise<void>((resolve) => (release = resolve)));
    await q.enqueue('stuck', {}, { runAt: now });
    const polled = q.pollNow();
    await expect.poll(async () => (await q.overview(now)).running).toBe(1);
    now += JOB_DEFAULTS.leaseMs + 1;
    expect(await checks.jobs()).toBe('a job has been running for 300 s');
    release();
    await polled;
    await q.stop();
    expect(await checks.jobs()).toBe('jobs stopped');
  });

  it('the weekend lottery is drawn by its job at Monday 20:00 Manila exactly, and the next draw is scheduled', async () => {
    await w.start();
    // A weekend wholly in the future, so no seeded bet falls in it.
    const week = weeksAt(Date.now()).next + 7;
    const { startTime, drawTime } = weekendOf(week);
    const demo = await w.user('demo');
    await server.conn.db.transaction((tx) =>
      post(tx, { userId: demo.id, amount: -50_000, kind: 'game:bet', ref: 'jobs-lottery-bet', at: startTime + HOUR }),
    );
    let now = drawTime - HOUR;
    const q = queue(() => now);
    registerLobbyJobs(q, {
      db: server.conn.db,
      loopback: async () => {
        throw new Error('no delivery expected');
      },
      payouts: null,
      log: silent,
    });
    await q.ensureRecurring(now);
    const drawn = async () =>
      (await server.conn.db.select().from(lotteryDraws).where(eq(lotteryDraws.week, week))).length;
    await q.runDue({ now: drawTime - 1 });
    expect(await drawn()).toBe(0);
    now = drawTime;
    expect(await q.runDue({ now })).toBeGreaterThanOrEqual(1);
    expect(await drawn()).toBe(1);
    const prizes = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, demo.id), like(ledger.ref, `%:weekendLottery:${week}:%`)));
    expect(prizes).toHaveLength(1);
    expect(prizes[0]?.createdAt.getTime()).toBe(drawTime);
    const next = await server.conn.db
      .select({ runAt: jobs.runAt, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.name, JOB.weekendLotteryDraw));
    expect(next.map((j) => [j.runAt.getTime(), j.doneAt !== null])).toEqual(
      expect.arrayContaining([
        [drawTime, true],
        [weekendOf(week + 7).drawTime, false],
      ]),
    );
    // The job a second time (another instance's duplicate) draws nothing more.
    await q.enqueue(JOB.weekendLotteryDraw, {}, { runAt: drawTime, key: 'lottery-again' });
    await q.runDue({ now });
    expect(await drawn()).toBe(1);
  });
});

describe('/ops Jobs', () => {
  async function failedJob() {
    const [row] = await server.conn.db
      .insert(jobs)
      .values({
        name: JOB.prune,
        runAt: new Date(NOW),
        attempts: 5,
        maxAttempts: 5,
        lastError: 'database unavailable',
        failedAt: new Date(NOW),
      })
      .returning({ id: jobs.id });
    return row?.id ?? 0;
  }

  it('admin and finance see the queue and the failed jobs; support may not', async () => {
    const id = await failedJob();
    for (const who of ['admin', 'finance']) {
      const answer = await ops.get('/jobs', await ops.session(who));
      expect(answer.status).toBe(200);
      expect(answer.json.jobs).toMatchObject({
        failed: 1,
        failures: [{ id, name: JOB.prune, attempts: 5, lastError: 'database unavailable' }],
      });
    }
    expect((await ops.get('/jobs', await ops.session('support'))).status).toBe(403);
  });

  it('an administrator retries a failed job once, audited; finance may not', async () => {
    const id = await failedJob();
    expect((await ops.post(`/jobs/${id}/retry`, await ops.session('finance'))).status).toBe(403);
    const admin = await ops.session('admin');
    expect((await ops.post(`/jobs/${id}/retry`, admin)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ failedAt: null, attempts: 0 });
    expect((await ops.post(`/jobs/${id}/retry`, admin)).status).toBe(409);
    expect((await ops.post('/jobs/abc/retry', admin)).status).toBe(404);
    const audited = (await ops.audit()).filter((a) => a.action === 'job-retry');
    expect(audited).toEqual([expect.objectContaining({ target: `job:${id}`, staffName: 'admin' })]);
  });
});
