import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log';
import { observeRequests } from '../../server/runtime/routes';

/**
 * The request id and the drain's `Connection: close` go onto the answer the route made. Hono's `c.header()` on a
 * finished answer copies it into a new Response, which @hono/node-server then writes through a web stream: under
 * load that copy cost a small JSON answer more than the rest of its request (docs/bench.md "Server load").
 */
describe('observeRequests', () => {
  const app = (draining: boolean) => {
    const made: Response[] = [];
    const hono = new Hono();
    hono.use(observeRequests(createLogger(false), { draining }));
    hono.get('/x', (c) => {
      const answer = c.body('{"ok":true}', 200, { 'Content-Type': 'application/json' });
      made.push(answer);
      return answer;
    });
    return { hono, made };
  };

  it('labels the route’s own answer without rebuilding it', async () => {
    const { hono, made } = app(false);
    const res = await hono.request('/x', { headers: { 'X-Request-Id': 'req-abc-123' } });
    expect(res).toBe(made[0]);
    expect(res.headers.get('x-request-id')).toBe('req-abc-123');
    expect(res.headers.get('connection')).toBeNull();
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('closes the connection while draining, on the same answer', async () => {
    const { hono, made } = app(true);
    const res = await hono.request('/x');
    expect(res).toBe(made[0]);
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
  });
});
