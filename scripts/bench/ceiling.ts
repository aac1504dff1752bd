/**
 * The HTTP ceiling of `npm run bench:server` (scripts/bench-load.ts; docs/bench.md "Server load"): the lobby's own
 * HTTP stack — Hono on @hono/node-server, the versions the server runs — answering every POST with one constant
 * JSON body (BENCH_BODY: refreshData's answer as the lobby gave it, so the bytes on the wire are the same) and
 * nothing else: no body read, no middleware, no database. No call of the lobby's can be faster than this on the
 * same machine at the same moment. With BENCH_PIPELINE=1 the same body comes from behind the lobby's request
 * middleware (server/http/pipeline.ts): what every call pays before its route runs. Listens on 127.0.0.1:PORT
 * (0 → a free port) and prints its ready line.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mountRequestPipeline } from '../../server/http/pipeline';
import { createLogger } from '../../server/log';

const body = process.env.BENCH_BODY ?? '{"code":200,"errcode":0}';
// The headers the lobby's JSON answers carry (server/http/respond.ts): type and length, the length known up front.
const headers = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Content-Length': String(Buffer.byteLength(body)),
};

const app = new Hono();
// BENCH_PIPELINE=1: the constant body behind the middleware every lobby call passes, mounted as the app mounts it.
if (process.env.BENCH_PIPELINE === '1') {
  mountRequestPipeline(app, { log: createLogger(), lifecycle: { draining: false }, production: false });
}
app.post('*', (c) => c.body(body, 200, headers));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`ceiling ready at http://127.0.0.1:${port}`);
});
// Nothing to drain: the bench stops it between its runs.
process.once('SIGTERM', () => process.exit(0));
