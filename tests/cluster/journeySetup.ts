import { createCluster } from '../../scripts/cluster';

/**
 * Global setup of `playwright.cluster.config.ts`: the local cluster of `npm run cluster` (PostgreSQL, three instances,
 * HAProxy; scripts/cluster.ts builds dist/ when it is stale, as e2e/global-setup.ts does), started on a free port.
 * The journey reads the balancer's address from LOBBY_CLUSTER_URL (the workers inherit this process's environment);
 * the answer is the teardown, which stops everything and removes the temporary folders.
 */
export default async function journeySetup(): Promise<() => Promise<void>> {
  const cluster = createCluster({
    env: {
      // The sandbox identity vendor decides at the next poll of the jobs queue instead of 20 s later: the cluster has
      // no test clock to move (its test controls are off), and a player's KYC still goes through the vendor's job and
      // its signed webhook on whichever instance polls first.
      SANDBOX_KYC_DELAY_MS: '0',
      // A smaller catalogue and key than the demo's: the three instances start sooner on a busy machine.
      SEED_GAMES: '60',
      RSA_BITS: '1024',
      LOG: process.env.E2E_LOG ?? '0',
    },
  });
  let url: string;
  try {
    url = await cluster.start(0);
  } catch (err) {
    await cluster.stop(1);
    throw err;
  }
  process.env.LOBBY_CLUSTER_URL = url;
  return async () => {
    await cluster.stop(0);
  };
}
