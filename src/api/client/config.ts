import { API_BASE } from '../contract/http';

export interface ApiConfig {
  /** Base URL of the game server API, e.g. `/prod-api-2` or `https://host/prod-api-2`. */
  baseURL: string;
  /** Request timeout (spec §7: 60 s). */
  timeoutMs: number;
}

/** `import.meta.env` exists under Vite and Vitest, not in plain Node (tsx scripts); read it defensively. */
function envBase(): string | undefined {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  return env?.VITE_API_BASE || undefined;
}

let current: ApiConfig = { baseURL: envBase() ?? API_BASE, timeoutMs: 60_000 };

/** Change the base URL or timeout (tests, or an embedding page); unspecified fields keep their value. */
export function configureApi(next: Partial<ApiConfig>): void {
  current = { ...current, ...next };
}

export function apiConfig(): Readonly<ApiConfig> {
  return current;
}
