/**
 * `npm run bench:cluster` (docs/deploy.md "A local cluster"): the cluster of `npm run cluster` (PostgreSQL, three
 * instances, HAProxy) under money-moving load through the balancer, with one instance killed (`kill -9`, no drain)
 * a third of the way in and started again. Prints what was answered and what failed, by kind, and the money
 * invariants read straight from the database: every balance equals its ledger rows' sum, none is negative, and each
 * player's wallet plus safe box is what it was before (a transfer moves between the two in one transaction, so a
 * call cut by the kill either moved both sides or neither). Bounded: BENCH_SECONDS (default 20, at most 120) of
 * load by BENCH_WORKERS (default 8, at most 32) workers; not part of `npm test`. Exits 1 when an invariant fails.
 */
import forge from 'node-forge';
import pg from 'pg';
import { API_BASE } from '../src/api/contract/define';
import { endpoints } from '../src/api/contract/map';
import { createCluster } from './cluster';

const SECONDS = Math.min(120, Math.max(5, Number(process.env.BENCH_SECONDS) || 20));
const WORKERS = Math.min(32, Math.max(1, Number(process.env.BENCH_WORKERS) || 8));
/** The seeded demo players (server/seed/accounts.ts): they start with money to move. */
const PLAYERS = ['demo', '9171234567'] as const;
const PASSWORD = 'Demo1234';
/** The safe box's password the bench sets (taking money out of the safe box asks for it). */
const SAFE_PASSWORD = '246810';
/** A call answered after this long counts as an error (a connection the kill left hanging). */
const CALL_TIMEOUT_MS = 10_000;
const say = (line: string) => console.log(`[bench:cluster] ${line}`);

/** What jsencrypt sends: RSAES-PKCS1-V1_5 under the configured public key, base64. */
function encrypt(publicKeyPem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

type Outcome = 'answered' | 'refused' | 'http5xx' | 'network';

async function call(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ outcome: Outcome; json?: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Fingerprint: 'bench-cluster' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const res = await fetch(`${base}${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (res.status >= 500) return { outcome: 'http5xx' };
    const json = (await res.json()) as Record<string, unknown>;
    return { outcome: json.errcode === 0 ? 'answered' : 'refused', json };
  } catch {
    return { outcome: 'network' };
  }
}

interface Money {
  account: string;
  coin: number;
  safebox: number;
  lottery: number;
  coinSum: number;
  safeboxSum: number;
  lotterySum: number;
}

/** Every player's balances and their ledger sums, read as the app role. */
async function money(url: string): Promise<Money[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(`
      SELECT u.account, u.coin::text, u.safebox::text, u.lottery::text,
        coalesce(sum(l.amount) FILTER (WHERE l.balance = 'coin'), 0)::text AS coin_sum,
        coalesce(sum(l.amount) FILTER (WHERE l.balance = 'safebox'), 0)::text AS safebox_sum,
        coalesce(sum(l.amount) FILTER (WHERE l.balance = 'lottery'), 0)::text AS lottery_sum
      FROM users u LEFT JOIN ledger l ON l.user_id = u.id
      GROUP BY u.id ORDER BY u.id`);
    return rows.map((r) => ({
      account: r.account ?? '',
      coin: Number(r.coin),
      safebox: Number(r.safebox),
      lottery: Number(r.lottery),
      coinSum: Number(r.coin_sum),
      safeboxSum: Number(r.safebox_sum),
      lotterySum: Number(r.lottery_sum),
    }));
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  // The instances' request lines would bury the report: LOG=1 brings them back.
  process.env.LOG ??= '0';
  const cluster = createCluster();
  const onSignal = () => void cluster.stop(130).then((code) => process.exit(code));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
  try {
    const url = await cluster.start(0);
    const config = await call(url, endpoints.appConfig.path, { channel: 'WEB', platform: 0 });
    const key = (config.json?.webConfig as { rsaPublicKey?: string } | undefined)?.rsaPublicKey;
    if (!key) throw new Error('appConfig gave no RSA public key');
    const tokens: string[] = [];
    for (const account of PLAYERS) {
      const login = await call(url, endpoints.accountLogin.path, { account, password: encrypt(key, PASSWORD) });
      const token = login.json?.token;
      if (typeof token !== 'string') throw new Error(`${account} could not log in: ${JSON.stringify(login.json)}`);
      tokens.push(token);
      const init = await call(
        url,
        endpoints.safeboxPasswordInit.path,
        { password: encrypt(key, SAFE_PASSWORD) },
        token,
      );
      if (init.outcome !== 'answered')
        throw new Error(`${account}: no safe-box password: ${JSON.stringify(init.json)}`);
    }
    // One ciphertext for every transfer out: the server decrypts and checks it each time, as for a player.
    const safePassword = encrypt(key, SAFE_PASSWORD);
    const before = await money(cluster.databaseUrl());

    const counts: Record<Outcome, number> = { answered: 0, refused: 0, http5xx: 0, network: 0 };
    const refusals = new Map<string, number>();
    const count = (answer: { outcome: Outcome; json?: Record<string, unknown> }) => {
      counts[answer.outcome] += 1;
      if (answer.outcome !== 'refused') return;
      const why = `${String(answer.json?.errcode)} ${String(answer.json?.msg ?? '')}`.trim();
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    };
    const start = performance.now();
    const end = start + SECONDS * 1000;
    const victim = cluster.instances[1]?.name ?? 'app2';
    let killedAt = 0;
    let restartedAt = 0;
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
      say(`kill -9 ${victim}`);
      cluster.kill(victim);
      killedAt = performance.now() - start;
      await cluster.restart(victim);
      restartedAt = performance.now() - start;
      say(`${victim} is ready again`);
    })();
    const worker = async (n: number) => {
      const token = tokens[n % tokens.length] ?? '';
      while (performance.now() < end) {
        for (const direction of ['in', 'out'] as const) {
          const password = direction === 'out' ? { password: safePassword } : {};
          count(await call(url, endpoints.safeboxTransfer.path, { direction, amount: 100, ...password }, token));
        }
        count(await call(url, endpoints.refreshData.path, {}, token));
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    const seconds = (performance.now() - start) / 1000;
    await chaos;

    const after = await money(cluster.databaseUrl());
    const total = counts.answered + counts.refused + counts.http5xx + counts.network;
    say(
      `${WORKERS} workers, ${seconds.toFixed(1)} s through HAProxy; ${victim} killed at ${(killedAt / 1000).toFixed(1)} s, ready again at ${(restartedAt / 1000).toFixed(1)} s`,
    );
    say(
      `calls ${total}: answered ${counts.answered}, refused with an errcode ${counts.refused}, ` +
        `HTTP 5xx ${counts.http5xx}, network errors ${counts.network}; ${(total / seconds).toFixed(0)} calls/s`,
    );
    for (const [why, n] of refusals) say(`  refused ${n}× errcode ${why}`);
    const problems: string[] = [];
    for (const row of after) {
      if (row.coin !== row.coinSum || row.safebox !== row.safeboxSum || row.lottery !== row.lotterySum) {
        problems.push(
          `${row.account}: balances ${row.coin}/${row.safebox}/${row.lottery} against ledger sums ${row.coinSum}/${row.safeboxSum}/${row.lotterySum}`,
        );
      }
      if (row.coin < 0 || row.safebox < 0 || row.lottery < 0) problems.push(`${row.account}: a negative balance`);
      const was = before.find((b) => b.account === row.account);
      if (was && was.coin + was.safebox !== row.coin + row.safebox) {
        problems.push(
          `${row.account}: wallet + safe box ${was.coin + was.safebox} before, ${row.coin + row.safebox} after`,
        );
      }
    }
    for (const account of PLAYERS) {
      const row = after.find((r) => r.account === account);
      if (row)
        say(`${account}: wallet ${row.coin}, safe box ${row.safebox} (ledger: ${row.coinSum}, ${row.safeboxSum})`);
    }
    if (problems.length > 0) {
      for (const problem of problems) say(`INVARIANT FAILED ${problem}`);
    } else {
      say(
        `money invariants hold for ${after.length} players: balances = ledger sums, none negative, wallet + safe box kept`,
      );
    }
    return cluster.stop(problems.length > 0 ? 1 : 0);
  } catch (err) {
    console.error(`npm run bench:cluster: ${err instanceof Error ? err.message : String(err)}`);
    return cluster.stop(1);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`npm run bench:cluster: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
