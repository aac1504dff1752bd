import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { setupServer } from './harness';

/**
 * INSTANCE_ID names the instance in an X-Instance header on every answer (docs/deploy.md): behind a balancer an
 * operator, and `npm run test:cluster`, see which instance answered.
 */
const named = setupServer({ instanceId: 'app2' });
const unnamed = setupServer();

describe('X-Instance', () => {
  it('reads INSTANCE_ID as a short header-safe name, unset by default', () => {
    expect(readConfig({}).instanceId).toBeUndefined();
    expect(readConfig({ INSTANCE_ID: 'lobby-7.b_2' }).instanceId).toBe('lobby-7.b_2');
    expect(() => readConfig({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID/);
    expect(() => readConfig({ INSTANCE_ID: 'x'.repeat(65) })).toThrow(/INSTANCE_ID/);
  });

  it('names the instance on API answers, refusals, unknown paths and readiness alike', async () => {
    expect((await named.call('getCustomerServices')).headers.get('x-instance')).toBe('app2');
    expect((await named.call('refreshData')).status).toBe(401);
    expect((await named.call('refreshData')).headers.get('x-instance')).toBe('app2');
    expect((await named.app.request('/no/such/path.png')).headers.get('x-instance')).toBe('app2');
    // The balancer's health checks too: an operator sees which instance a check reached.
    expect((await named.app.request('/readyz')).headers.get('x-instance')).toBe('app2');
  });

  it('sends no header when the instance has no name', async () => {
    expect((await unnamed.call('getCustomerServices')).headers.get('x-instance')).toBeNull();
  });
});
