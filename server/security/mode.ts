/**
 * The one place that reads the server's mode for the hardening code (issue 16). `LOBBY_MODE=production` turns on
 * HSTS; everything else is the demo. (Production mode itself — what it refuses and requires — is server/config.ts.)
 */
export function isProductionMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOBBY_MODE === 'production';
}
