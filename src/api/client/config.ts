import { API_BASE } from '../contract/http';

export interface ApiConfig {
  /** Base URL of the game server API, e.g. `/prod-api-2` or `https://host/prod-api-2`. */
  baseURL: string;
  /** Request timeout (spec §7: 60 s). */
  timeoutMs: number;
}

/**
 * The build's own API address (`VITE_API_BASE`, replaced by its value at build). `import.meta.env` exists under Vite
 * and Vitest, not in plain Node (a journey's model importing the machines): read it defensively.
 */
function envBase(): string | undefined {
  return import.meta.env?.VITE_API_BASE || undefined;
}

let current: ApiConfig = { baseURL: envBase() ?? API_BASE, timeoutMs: 60_000 };

/** Change the base URL or timeout (tests, or an embedding page); unspecified fields keep their value. */
export function configureApi(next: Partial<ApiConfig>): void {
  current = { ...current, ...next };
}

export function apiConfig(): Readonly<ApiConfig> {
  return current;
}
