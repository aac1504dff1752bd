import { isIP } from 'node:net';

/** Most proxy hops TRUST_PROXY accepts (a CDN in front of a load balancer in front of the server is 2). */
export const MAX_PROXY_HOPS = 5;

/**
 * TRUST_PROXY: how many reverse proxies stand between the internet and this server, each appending
 * the address it saw to `X-Forwarded-For`. 0 (the default) trusts no header: the socket's peer is the client.
 * `true` means one hop (the usual single proxy); anything else must be an integer from 0 to MAX_PROXY_HOPS.
 */
export function parseTrustProxy(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_PROXY_HOPS) {
    throw new Error(`TRUST_PROXY must be true, false or a hop count from 0 to ${MAX_PROXY_HOPS}; got "${raw}"`);
  }
  return hops;
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, so one client is one key whichever way the socket reports it. */
function normalise(address: string): string {
  const lower = address.trim().toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/**
 * The real client behind `hops` trusted proxies. The chain read from the right is: the socket's peer (the last
 * proxy), then each `X-Forwarded-For` entry from the last to the first. Trusting `hops` proxies, the client is
 * the entry `hops` steps from the socket: entries further left were written by the client itself and are not
 * believed (a forged `X-Forwarded-For: 1.2.3.4` from the client only adds a word nobody reads). A chain shorter
 * than `hops`, or a malformed entry at the chosen place, falls back to the furthest address a trusted proxy
 * vouched for, never to a value the client chose.
 */
export function realClientAddress(socketAddress: string, forwardedFor: string | undefined, hops: number): string {
  const peer = normalise(socketAddress);
  if (hops <= 0 || !forwardedFor) return peer;
  const entries = forwardedFor
    .split(',')
    .map((entry) => normalise(entry))
    .filter((entry) => entry !== '');
  // chain[0] = socket peer, chain[1] = last X-Forwarded-For entry, …
  const chain = [peer, ...entries.reverse()];
  let client = peer;
  for (let step = 1; step <= hops && step < chain.length; step++) {
    const next = chain[step] ?? '';
    if (isIP(next) === 0) break;
    client = next;
  }
  return client;
}
