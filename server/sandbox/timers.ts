import { testScopeId } from '../testScope';

/**
 * When the sandbox KYC vendor and the sandbox payout answer. Their delays are counted on the server
 * clock from the moment the work started (a submission's or an approval's time):
 * - normally a real timer fires at that moment;
 * - with test controls nothing fires by itself: moving the test clock (POST /__test__/clock) runs what is due for
 *   the client that moved it (its x-test-scope, or the unscoped clients), so tests never sleep and a test that
 *   reviews KYC by hand is never overtaken by the sandbox.
 */
export interface SandboxTimers {
  /** Runs `run` once the server clock reaches `from + delayMs`. */
  schedule(run: () => Promise<void>, delayMs: number, from: number): void;
  /** Test clock moved to `now` for `scope`: runs (and waits for) that scope's timers due by then. */
  runDue(scope: string | undefined, now: number): Promise<number>;
  /** Forgets every waiting timer (a test reset). */
  clear(): void;
}

interface Waiting {
  dueAt: number;
  scope: string | undefined;
  run: () => Promise<void>;
}

export function createSandboxTimers(options: {
  manual: boolean;
  clock: () => number;
  onError: (err: unknown) => void;
}): SandboxTimers {
  const waiting: Waiting[] = [];
  const guarded = (run: () => Promise<void>) => run().catch(options.onError);
  return {
    schedule(run, delayMs, from) {
      const dueAt = from + delayMs;
      if (options.manual) {
        waiting.push({ dueAt, scope: testScopeId(), run });
        return;
      }
      setTimeout(() => void guarded(run), Math.max(0, dueAt - options.clock())).unref();
    },
    async runDue(scope, now) {
      const due = waiting.filter((w) => w.scope === scope && w.dueAt <= now);
      for (const w of due) waiting.splice(waiting.indexOf(w), 1);
      await Promise.all(due.map((w) => guarded(w.run)));
      return due.length;
    },
    clear: () => {
      waiting.length = 0;
    },
  };
}
