import { DEFAULT_RSA_BITS } from './crypto/rsa';
import { DEFAULT_SEED_GAMES } from './seed/seed';

/** Server settings from the environment (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Unset → PGlite in .data/pglite; memory:// → in-memory PGlite; postgres://… → PostgreSQL. */
  databaseUrl: string | undefined;
  testControls: boolean;
  seedGames: number;
  rsaBits: number;
  appDist: string;
  log: boolean;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    // Port 0 picks a free port (tests).
    port: intFrom(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    testControls: env.TEST_CONTROLS === '1' || env.TEST_CONTROLS === 'true',
    seedGames: intFrom(env, 'SEED_GAMES', DEFAULT_SEED_GAMES, 1, 50_000),
    rsaBits: intFrom(env, 'RSA_BITS', DEFAULT_RSA_BITS, 512, 8192),
    appDist: env.APP_DIST || 'dist',
    log: env.LOG !== '0',
  };
}
