import { Hono } from 'hono';
import type { Logger } from '../../server/log';

/**
 * A sandbox provider's signed callbacks to `path`, held until the test elapses them: `schedule` records each with
 * its delay counted from `now`, `elapse` delivers them all and waits for the server's answers. `app` is where the
 * test mounts the callback route; `logged` keeps what the route logs.
 */
export function heldDeliveries<T>(path: string, now: number) {
  const due: Array<{ run: () => void; delayMs: number }> = [];
  const sent: T[] = [];
  const answers: Array<Promise<Response>> = [];
  const logged: string[] = [];
  const log: Logger = { info: (line) => logged.push(line), error: (line) => logged.push(line) };
  const app = new Hono();
  const post = (body: unknown) =>
    Promise.resolve(
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const deliver = async (callback: T) => {
    sent.push(callback);
    const res = post(callback);
    answers.push(res);
    await res;
  };
  return {
    app,
    log,
    logged,
    due,
    sent,
    post,
    deliver,
    schedule: async (callback: T, dueAt: number) => {
      due.push({ run: () => void deliver(callback), delayMs: dueAt - now });
    },
    /** Runs every scheduled delivery and waits for the answers. */
    async elapse() {
      for (const job of due.splice(0)) job.run();
      return Promise.all(answers.splice(0));
    },
  };
}
