import { boot } from './boot';
import { readConfig } from './config';
import { totpCode } from './ops/totp';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { DEMO_STAFF } from './seed/staff';

/** `npm run server`: the reference game server on PORT (default 8080). */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const running = await boot(config);
  const ms = Math.round(performance.now() - started);
  const { connectMs, migrateMs, seedMs } = running.timings;
  console.log(
    `[boot] ${running.database}: opened in ${Math.round(connectMs)}ms, migrated in ${Math.round(migrateMs)}ms, ${running.seeded ? `seeded ${config.seedGames} games in ${Math.round(seedMs)}ms` : 'existing data kept'}; started in ${ms}ms${config.testControls ? '; test controls ON' : ''}`,
  );
  console.log(`Lucky Lobby ready at ${running.url}`);
  if (config.mode === 'demo') {
    console.log(
      'DEMO MODE: sandbox payments (no real money), sandbox SMS (codes in this log), sandbox Line sign-in, sandbox identity checks and payouts (docs/cashout.md).',
    );
    console.log(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.account} / ${a.password}`).join(', ')}`);
    console.log(`Demo staff at ${running.url}/ops (name / password / TOTP secret, code now; docs/ops.md):`);
    for (const s of DEMO_STAFF) {
      console.log(
        `  ${s.role}: ${s.username} / ${s.password} / ${s.totpSecret} (code now ${totpCode(s.totpSecret, Date.now())})`,
      );
    }
  } else {
    console.log(
      'Production mode: payment gateway callbacks only, no sandbox providers, no demo accounts or staff; no identity vendor or payout provider yet (KYC submissions answer 9005).',
    );
  }

  // The drain (docs/operations.md "Stopping"): refuse new connections, answer the requests in flight, finish the
  // periodic work, close the database, exit 0; exit 1 when DRAIN_TIMEOUT_MS passed first and connections were cut.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const closing = running.close();
    console.log(`[boot] ${signal}: draining, ${running.inFlight()} request(s) in flight, new connections refused`);
    closing.then(
      ({ forced }) => {
        if (forced) console.error(`[boot] drain passed ${config.drainTimeoutMs} ms: open connections cut`);
        else console.log('[boot] drained: every request answered, database closed');
        process.exit(forced ? 1 : 0);
      },
      (err: unknown) => {
        console.error(`[boot] close failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const hint = /EADDRINUSE/.test(message) ? ' (the port is taken: set PORT to another one)' : '';
  console.error(`Lucky Lobby could not start: ${message}${hint}`);
  process.exit(1);
});
