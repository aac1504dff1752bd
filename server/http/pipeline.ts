import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Logger } from '../log';
import type { Lifecycle } from '../runtime/health';
import { observeRequests } from '../runtime/routes';
import { securityHeaders } from '../security/headers';
import { bodyGate } from './bodyGate';

/**
 * The middleware every request but the probes passes, in order: its id, log line and figures; compression; the
 * security headers; the body gate. The app mounts it (server/app.ts), and so does the bench's ceiling with
 * `BENCH_PIPELINE=1` (scripts/bench/ceiling.ts), to weigh what this costs a call before any route runs.
 */
export function mountRequestPipeline(
  app: Hono,
  options: { log: Logger; lifecycle: Lifecycle; production: boolean },
): void {
  app.use(observeRequests(options.log, options.lifecycle));
  app.use(compress());
  // After compress in the chain, so it sees (and hashes the inline scripts of) an HTML page before compression.
  app.use(securityHeaders({ production: options.production }));
  // Every route's body under its cap and the text rule, its path and query too, before any route runs.
  app.use(bodyGate());
}
