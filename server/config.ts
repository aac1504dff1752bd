import { parseBankKey } from './crypto/bankData';
import { DEFAULT_RSA_BITS } from './crypto/rsa';
import { type ConfiguredProvider, parseConfiguredProviders } from './games/configured';
import { SANDBOX_KYC_DELAY_MS } from './kyc/sandbox';
import { SECOND_APPROVAL_RANGE } from './ops/config';
import { DEFAULT_SECOND_APPROVAL_ABOVE } from './ops/withdrawals';
import { SANDBOX_PAYOUT_DELAY_MS } from './payouts/sandbox';
import { parseTrustProxy } from './security/proxy';
import { DEFAULT_SEED_GAMES } from './seed/seed';

/**
 * `demo` (the default, `npm start`): embedded database, sandbox payments / SMS / Line, demo accounts, codes in the log.
 * `production` (LOBBY_MODE=production): none of those; PostgreSQL, a payment gateway and its webhook secret required.
 */
export type LobbyMode = 'demo' | 'production';

/** Settings production refuses to start without (README, "Settings"). */
export const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  'PAYMENT_WEBHOOK_SECRET',
  'PAYMENT_GATEWAY_URL',
  'BANK_DATA_KEY',
  // The owner role migrates; the app's own role may only add to the audit log (docs/security.md "Database roles").
  'MIGRATION_DATABASE_URL',
] as const;

/** Shortest webhook secret accepted (bytes of text): 256 bits as hex or base64 is at least this long. */
export const MIN_WEBHOOK_SECRET = 32;

/** Server settings from the environment (README lists them). */
export interface ServerConfig {
  mode: LobbyMode;
  port: number;
  host: string;
  /** Unset → PGlite in .data/pglite; memory:// → in-memory PGlite; postgres://… → PostgreSQL. */
  databaseUrl: string | undefined;
  /**
   * MIGRATION_DATABASE_URL: the owner role that migrates and seeds at start-up, while DATABASE_URL's role serves
   * with row rights only (server/db/roles.ts). Unset → DATABASE_URL does both (the demo; production should not).
   */
  migrationDatabaseUrl: string | undefined;
  testControls: boolean;
  seedGames: number;
  rsaBits: number;
  appDist: string;
  log: boolean;
  /** Signs and checks payment callbacks (HMAC-SHA256). Demo mode draws one per process when unset. */
  paymentWebhookSecret: string | undefined;
  /**
   * BANK_DATA_KEY: 32 bytes, base64: encrypts bank account numbers at rest (server/crypto/bankData.ts). Required in
   * production; the demo makes one in .data/bank-data.key when unset.
   */
  bankDataKey: string | undefined;
  /** BANK_DATA_PREVIOUS_KEYS: earlier keys, comma-separated, still read until `npm run ops:rotate-bank-key` ran. */
  bankDataPreviousKeys: string[];
  /** Production: the hosted payment page of the gateway (https). */
  paymentGatewayUrl: string | undefined;
  /** TRUST_PROXY: reverse-proxy hops whose X-Forwarded-For is believed (0, the default: none). */
  trustProxy: number;
  /** Signs and checks the KYC vendor's decisions. Demo mode draws one per process when unset. */
  kycWebhookSecret: string | undefined;
  /** Signs and checks the payout provider's callbacks. Demo mode draws one per process when unset. */
  payoutWebhookSecret: string | undefined;
  /** Demo mode: how long the sandbox KYC vendor takes to decide (SANDBOX_KYC_DELAY_MS, default 20 s). */
  sandboxKycDelayMs: number;
  /** Demo mode: how long the sandbox payout takes to settle (SANDBOX_PAYOUT_DELAY_MS, default 10 s). */
  sandboxPayoutDelayMs: number;
  /**
   * /ops: withdrawals above this many hundredths need two finance approvers (OPS_SECOND_APPROVAL_ABOVE, ₱10,000);
   * below the withdrawal maximum by rule, or a withdrawal could be paid on one approval.
   */
  opsSecondApprovalAbove: number;
  /** INSTANCE_ID: this instance's name in the X-Instance header of its answers (unset: no header). */
  instanceId: string | undefined;
  /**
   * SIGTERM / SIGINT: how long the drain may wait for requests and periodic work in flight before the process
   * exits anyway (DRAIN_TIMEOUT_MS, default 25 s: under the 30 s an orchestrator usually waits before SIGKILL).
   */
  drainTimeoutMs: number;
  /** METRICS_TOKEN: /metrics needs it as a bearer token; production serves no /metrics without it. */
  metricsToken: string | undefined;
  /** GAME_PROVIDERS: the third-party game providers (JSON array; docs/games.md), the only ones production offers. */
  gameProviders: ConfiguredProvider[];
}

/** The default drain cap (DRAIN_TIMEOUT_MS). */
export const DRAIN_TIMEOUT_MS = 25_000;

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

function modeFrom(env: NodeJS.ProcessEnv): LobbyMode {
  const raw = env.LOBBY_MODE;
  if (raw === undefined || raw === '' || raw === 'demo') return 'demo';
  if (raw === 'production') return 'production';
  throw new Error(`LOBBY_MODE must be demo or production; got "${raw}"`);
}

/** Throws with every reason production cannot start (one message, one line per reason). */
function checkProduction(env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  if (env.TEST_CONTROLS !== undefined && env.TEST_CONTROLS !== '') {
    problems.push('TEST_CONTROLS must not be set in production (test controls move money and clocks)');
  }
  const missing = PRODUCTION_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) problems.push(`missing ${missing.join(', ')}`);
  const db = env.DATABASE_URL;
  if (db && !/^postgres(ql)?:\/\//.test(db)) {
    problems.push('DATABASE_URL must be a postgres:// URL (the embedded database is for the demo)');
  }
  for (const name of [
    'PAYMENT_WEBHOOK_SECRET',
    'KYC_WEBHOOK_SECRET',
    'PAYOUT_WEBHOOK_SECRET',
    'METRICS_TOKEN',
  ] as const) {
    const secret = env[name];
    if (secret && secret.length < MIN_WEBHOOK_SECRET) {
      problems.push(`${name} must be at least ${MIN_WEBHOOK_SECRET} characters`);
    }
  }
  const migration = env.MIGRATION_DATABASE_URL;
  if (migration && !/^postgres(ql)?:\/\//.test(migration)) {
    problems.push('MIGRATION_DATABASE_URL must be a postgres:// URL');
  }
  const gateway = env.PAYMENT_GATEWAY_URL;
  if (gateway && !/^https:\/\/[^\s]+$/.test(gateway)) problems.push('PAYMENT_GATEWAY_URL must be an https:// URL');
  if (problems.length > 0) throw new Error(`LOBBY_MODE=production cannot start: ${problems.join('; ')}`);
}

/** Throws when a bank data key setting is not 32 bytes of base64. */
function checkBankKeys(current: string | undefined, previous: string[]): void {
  if (current) parseBankKey(current);
  for (const [i, text] of previous.entries()) parseBankKey(text, `BANK_DATA_PREVIOUS_KEYS[${i}]`);
}

/** A short name fit for a header: letters, digits, dot, dash and underscore. */
function instanceIdFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.INSTANCE_ID;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) {
    throw new Error(`INSTANCE_ID must be 1 to 64 letters, digits, dots, dashes or underscores; got "${raw}"`);
  }
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = modeFrom(env);
  if (mode === 'production') checkProduction(env);
  const bankDataKey = env.BANK_DATA_KEY || undefined;
  const bankDataPreviousKeys = (env.BANK_DATA_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  checkBankKeys(bankDataKey, bankDataPreviousKeys);
  return {
    mode,
    // Port 0 picks a free port (tests).
    port: intFrom(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    testControls: mode === 'demo' && (env.TEST_CONTROLS === '1' || env.TEST_CONTROLS === 'true'),
    seedGames: intFrom(env, 'SEED_GAMES', DEFAULT_SEED_GAMES, 1, 50_000),
    rsaBits: intFrom(env, 'RSA_BITS', DEFAULT_RSA_BITS, 512, 8192),
    appDist: env.APP_DIST || 'dist',
    log: env.LOG !== '0',
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    paymentGatewayUrl: env.PAYMENT_GATEWAY_URL || undefined,
    bankDataKey,
    bankDataPreviousKeys,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    kycWebhookSecret: env.KYC_WEBHOOK_SECRET || undefined,
    payoutWebhookSecret: env.PAYOUT_WEBHOOK_SECRET || undefined,
    sandboxKycDelayMs: intFrom(env, 'SANDBOX_KYC_DELAY_MS', SANDBOX_KYC_DELAY_MS, 0, 86_400_000),
    sandboxPayoutDelayMs: intFrom(env, 'SANDBOX_PAYOUT_DELAY_MS', SANDBOX_PAYOUT_DELAY_MS, 0, 86_400_000),
    opsSecondApprovalAbove: intFrom(
      env,
      'OPS_SECOND_APPROVAL_ABOVE',
      DEFAULT_SECOND_APPROVAL_ABOVE,
      SECOND_APPROVAL_RANGE.min,
      SECOND_APPROVAL_RANGE.max,
    ),
    instanceId: instanceIdFrom(env),
    drainTimeoutMs: intFrom(env, 'DRAIN_TIMEOUT_MS', DRAIN_TIMEOUT_MS, 0, 600_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    gameProviders: parseConfiguredProviders(env.GAME_PROVIDERS),
  };
}
