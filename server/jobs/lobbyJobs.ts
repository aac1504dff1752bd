import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { JobName } from '../../src/api/contract/opsJobs';
import { drawOnce, weekendOf, weeksAt } from '../activity/weekendLottery';
import type { Db } from '../db/connect';
import { jobs } from '../db/schema';
import { lastReconcileTime, nextReconcileTime, previousManilaDay, reconcileDay } from '../games/dailyReconciliation';
import { ROUND_SWEEP_EVERY_MS, rollbackStaleRounds } from '../games/sweep';
import type { KycDecision } from '../kyc/vendor';
import { KYC_WEBHOOK_PATH } from '../kyc/webhook';
import type { Logger } from '../log';
import { MAIL_SEND_SWEEP_MS, sendDueCampaigns } from '../ops/mailCampaigns';
import type { PayoutCallback, PayoutProvider } from '../payouts/provider';
import { PAYOUT_CALLBACK_PATH, PAYOUT_RETRY, retryDuePayouts } from '../payouts/settle';
import { pruneRateLimits } from '../security/rateLimit';
import type { JobQueue } from './queue';

/** The lobby's job names: a row's `name`; each has its label for /ops Jobs in the contract (JOB_LABELS). */
export const JOB = {
  sandboxKycDecision: 'sandbox-kyc-decision',
  sandboxPayoutCallback: 'sandbox-payout-callback',
  payoutRetry: 'payout-retry',
  weekendLotteryDraw: 'weekend-lottery-draw',
  prune: 'jobs-prune',
  mailSend: 'mail-send',
  roundSweep: 'round-sweep',
  rateLimitPrune: 'rate-limit-prune',
  providerReconcile: 'provider-reconcile',
  arcadeSettle: 'arcade-settle',
} as const satisfies Record<string, JobName>;

const DAY_MS = 86_400_000;
/** Rate-limit counts are pruned hourly: a busy hour's per-client windows make the most rows. */
const RATE_LIMIT_PRUNE_EVERY_MS = 60 * 60_000;
/**
 * Done jobs are kept this long, then deleted: long enough that a recurring job's missed occurrence (a week at most,
 * the lottery's) is still known as done when an instance starts and looks for it.
 */
export const KEEP_DONE_MS = 14 * DAY_MS;

const kycDecision = z.object({
  referenceId: z.string().max(200),
  verdict: z.enum(['approved', 'rejected', 'resubmit']),
  reason: z.string().max(1_000),
  signature: z.string().max(200),
}) satisfies z.ZodType<KycDecision>;

const payoutCallback = z.object({
  orderId: z.string().max(200),
  amount: z.number(),
  currency: z.string().max(10),
  status: z.enum(['paid', 'failed']),
  reason: z.string().max(1_000),
  signature: z.string().max(200),
}) satisfies z.ZodType<PayoutCallback>;

/** A recurring occurrence's payload: nothing, the occurrence's time is the job's. */
export const occurrence = z.object({});

/** The next multiple of `periodMs` after a time: every instance computes the same occurrences. */
export const every = (periodMs: number) => (after: number) => (Math.floor(after / periodMs) + 1) * periodMs;

/** The sandboxes' deliveries, as durable jobs: a failed delivery is retried, a killed instance's is made by another. */
export function sandboxDeliveries(queue: JobQueue) {
  return {
    kyc: async (decision: KycDecision, dueAt: number) => {
      await queue.enqueue(JOB.sandboxKycDecision, decision, {
        runAt: dueAt,
        key: `${JOB.sandboxKycDecision}:${decision.referenceId}`,
      });
    },
    payout: async (callback: PayoutCallback, dueAt: number, key: string) => {
      await queue.enqueue(JOB.sandboxPayoutCallback, callback, {
        runAt: dueAt,
        key: `${JOB.sandboxPayoutCallback}:${key}`,
      });
    },
  };
}

/**
 * Registers every job handler. Each is idempotent: the webhooks apply a decision or a callback once (a second
 * delivery answers applied: false), the retry sweep claims each payout under its own lease, the draw claims the
 * week's row first.
 */
export function registerLobbyJobs(
  queue: JobQueue,
  deps: {
    db: Db;
    /** Posts a sandbox's signed message to this server's own route; throws when it is not accepted. */
    loopback: (path: string, body: unknown) => Promise<void>;
    payouts: PayoutProvider | null;
    log: Logger;
  },
): void {
  const { db } = deps;
  queue.register(JOB.sandboxKycDecision, kycDecision, (decision) => deps.loopback(KYC_WEBHOOK_PATH, decision));
  queue.register(JOB.sandboxPayoutCallback, payoutCallback, (callback) =>
    deps.loopback(PAYOUT_CALLBACK_PATH, callback),
  );

  const payouts = deps.payouts;
  if (payouts) {
    // Payouts whose hand-over failed are tried again when due (server/payouts/settle.ts).
    queue.register(JOB.payoutRetry, occurrence, async (_payload, ctx) => {
      await retryDuePayouts(db, payouts, ctx.now);
    });
    queue.recurring(JOB.payoutRetry, {
      next: (after) => (Math.floor(after / PAYOUT_RETRY.sweepMs) + 1) * PAYOUT_RETRY.sweepMs,
    });
  }

  // The weekend lottery is drawn at Monday 20:00 Manila by this job; a read after that time draws too if the job
  // is late, and whichever comes first draws (server/activity/weekendLottery.ts).
  queue.register(JOB.weekendLotteryDraw, occurrence, async (_payload, ctx) => {
    await drawOnce(db, weeksAt(ctx.runAt).last, ctx.now);
  });
  queue.recurring(JOB.weekendLotteryDraw, {
    next: (after) => weekendOf(weeksAt(after).next).drawTime,
    last: (now) => weekendOf(weeksAt(now).last).drawTime,
  });

  // Scheduled mail to players goes when due; the campaign's row lock and its one-mail-per-player index send it once.
  queue.register(JOB.mailSend, occurrence, async (_payload, ctx) => {
    await sendDueCampaigns(db, ctx.now);
  });
  queue.recurring(JOB.mailSend, { next: every(MAIL_SEND_SWEEP_MS) });

  // Rounds a game provider never settled give their stakes back (server/games/sweep.ts).
  queue.register(JOB.roundSweep, occurrence, async (_payload, ctx) => {
    await rollbackStaleRounds({ db, log: deps.log }, ctx.now);
  });
  queue.recurring(JOB.roundSweep, { next: every(ROUND_SWEEP_EVERY_MS) });

  // Rate-limit counts of windows no limit reads any more (server/security/rateLimit.ts).
  queue.register(JOB.rateLimitPrune, occurrence, async (_payload, ctx) => {
    await pruneRateLimits(db, ctx.now);
  });
  queue.recurring(JOB.rateLimitPrune, { next: every(RATE_LIMIT_PRUNE_EVERY_MS) });
  // Each provider's day against the ledger, stored once per Manila day (server/games/dailyReconciliation.ts): the
  // occurrence at 00:10 reports the day before it, and a re-run (a retry, another instance) keeps the stored row.
  queue.register(JOB.providerReconcile, occurrence, async (_payload, ctx) => {
    await reconcileDay(db, previousManilaDay(ctx.runAt), ctx.now, { replace: false });
  });
  queue.recurring(JOB.providerReconcile, { next: nextReconcileTime, last: lastReconcileTime });

  queue.register(JOB.prune, occurrence, async (_payload, ctx) => {
    await db.delete(jobs).where(lt(jobs.doneAt, new Date(ctx.now - KEEP_DONE_MS)));
  });
  queue.recurring(JOB.prune, { next: (after) => (Math.floor(after / DAY_MS) + 1) * DAY_MS });
}
