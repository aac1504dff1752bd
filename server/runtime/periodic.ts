import type { Logger } from '../log';
import { jobFailures, jobRuns } from './metrics';

/**
 * Work the process does on a timer (the payout retry sweep), watched: /readyz knows whether it is scheduled and
 * ticking, /metrics counts its runs and failures, and a drain waits for the run in progress instead of cutting it.
 */
export interface Periodic {
  readonly name: string;
  readonly everyMs: number;
  start(): void;
  /** No further runs; resolves when the run in progress (if any) has ended. */
  stop(): Promise<void>;
  /** null while healthy, else why not (for /readyz). */
  problem(now: number): string | null;
  /** One run now, unless one is in progress (then that one's end). */
  runNow(): Promise<void>;
}

/** A run, or the wait for the first, longer than this many periods means the work is stuck or never started. */
export const STALE_PERIODS = 3;

export function periodic(
  name: string,
  everyMs: number,
  work: () => Promise<void>,
  deps: { clock: () => number; log: Logger },
): Periodic {
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;
  let runningSince: number | null = null;
  /** When the last run began or ended, or when the schedule began before the first run. */
  let lastTick: number | null = null;

  const runNow = (): Promise<void> => {
    if (running) return running;
    runningSince = deps.clock();
    lastTick = runningSince;
    jobRuns.inc({ job: name });
    running = work()
      .catch((err: unknown) => {
        jobFailures.inc({ job: name });
        deps.log.error(`[job] ${name} failed`, err, { job: name });
      })
      .finally(() => {
        lastTick = deps.clock();
        running = null;
        runningSince = null;
      });
    return running;
  };

  return {
    name,
    everyMs,
    start() {
      if (timer || stopped) return;
      lastTick = deps.clock();
      timer = setInterval(() => void runNow(), everyMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    problem(now) {
      if (timer === null) return stopped ? `${name} stopped` : `${name} not scheduled`;
      const limit = STALE_PERIODS * everyMs;
      if (runningSince !== null && now - runningSince > limit) {
        return `${name} running for ${Math.round((now - runningSince) / 1000)} s`;
      }
      if (runningSince === null && lastTick !== null && now - lastTick > limit) {
        return `${name} has not run for ${Math.round((now - lastTick) / 1000)} s`;
      }
      return null;
    },
    runNow,
  };
}
