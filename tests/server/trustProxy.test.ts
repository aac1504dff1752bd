import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { parseTrustProxy, realClientAddress } from '../../server/security/proxy';
import { RATE_LIMITS } from '../../server/security/rateLimit';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { fresh } from './accounts';
import { setupServer, type TestServer } from './harness';

/**
 * TRUST_PROXY. Off (the default) the socket's peer is the client and X-Forwarded-For is ignored, so a
 * client cannot pick its own rate-limit key. With N hops, the address the N-th proxy vouches for is the client,
 * so limits and lock-outs key on the real player, not on the proxy that every player shares.
 */
const direct = setupServer({ seed: { games: 20 } });
const proxied = setupServer({ seed: { games: 20 }, trustProxy: 1 });

/** Per-address SMS sends an hour (server/security/rateLimit.ts: four clients' worth). */
const PER_ADDRESS = RATE_LIMITS.smsSend.client.max * 4;

/** smsSend over a socket from `peer` (what @hono/node-server puts in env), a new visitor id each call. */
async function sms(server: TestServer, peer: string, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Fingerprint: fresh().device };
  if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
  const res = await server.app.request(
    `${API_BASE}${endpoints.smsSend.path}`,
    { method: 'POST', headers, body: JSON.stringify({ mobile: fresh().mobile, type: 0 }) },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return ((await res.json()) as { errcode: number }).errcode;
}

describe('trusted proxy: which address is the client', () => {
  it('reads TRUST_PROXY as a hop count, off by default, and refuses nonsense', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseTrustProxy('false')).toBe(0);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('-1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('9')).toThrow(/TRUST_PROXY/);
  });

  it('believes only the entries the trusted hops appended, never the ones the client wrote', () => {
    // Off: the header is the client's own word.
    expect(realClientAddress('10.0.0.1', '203.0.113.7', 0)).toBe('10.0.0.1');
    // One proxy: the entry it appended (the last); a forged entry the client put first is ignored.
    expect(realClientAddress('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(realClientAddress('10.0.0.1', '198.51.100.66, 203.0.113.7', 1)).toBe('203.0.113.7');
    // Two proxies (CDN → balancer → us): the CDN's entry names the client; the balancer's names the CDN.
    expect(realClientAddress('10.0.0.1', '198.51.100.66, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7');
    // Fewer entries than hops, no header, garbage: the furthest address a trusted hop vouched for.
    expect(realClientAddress('10.0.0.1', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(realClientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(realClientAddress('10.0.0.1', 'not-an-address', 1)).toBe('10.0.0.1');
    expect(realClientAddress('10.0.0.1', ' 2001:DB8::1 ', 1)).toBe('2001:db8::1');
    // One client, one key, however the socket spells an IPv4 peer.
    expect(realClientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });
});

describe('trusted proxy: rate limits key on the real client', () => {
  it('off: X-Forwarded-For cannot buy a fresh per-address allowance', async () => {
    const errcodes: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) errcodes.push(await sms(direct, '192.0.2.50', `198.51.100.${i + 1}`));
    expect(errcodes).toEqual([...Array(PER_ADDRESS).fill(0), 9007]);
    // Another peer is another client.
    expect(await sms(direct, '192.0.2.51')).toBe(0);
  });

  it('one hop: players behind the same proxy are limited one by one, and a forged entry changes nothing', async () => {
    const proxy = '10.1.2.3';
    const errcodes: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) errcodes.push(await sms(proxied, proxy, '203.0.113.7'));
    expect(errcodes).toEqual([...Array(PER_ADDRESS).fill(0), 9007]);
    // The limited player prepends a made-up address: the proxy's own entry still names them.
    expect(await sms(proxied, proxy, '198.51.100.99, 203.0.113.7')).toBe(9007);
    // Another player behind the same proxy is not locked out by the first.
    expect(await sms(proxied, proxy, '203.0.113.8')).toBe(0);
    // The same player through another proxy instance is the same client.
    expect(await sms(proxied, '10.1.2.4', '203.0.113.7')).toBe(9007);
  });
});
