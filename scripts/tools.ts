/**
 * The bench's and the icon generator's tools (Lighthouse with its launcher, autocannon, lucide-static) live in
 * `tools/`, a package of their own with its own lock file: ~250 packages and ~250 MB that `npm test` and
 * `npm start` never need, so a fresh clone's install skips them. The first script that needs them installs them
 * (`npm install` in tools/, from tools/package-lock.json) and imports them through tools/index.mjs.
 *
 * Only what the scripts use is typed here: the packages' own types are not installed when tsc runs in `npm test`.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureInstalled } from './prepare.mjs';

const TOOLS = fileURLToPath(new URL('../tools', import.meta.url));

/** The parts of a Lighthouse result the bench reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export interface Tools {
  lighthouse(
    url: string,
    flags: {
      port: number;
      output: 'json';
      logLevel: 'error' | 'silent';
      onlyCategories: string[];
      disableStorageReset?: boolean;
    },
  ): Promise<{ lhr: LighthouseResult; artifacts?: { Trace?: { traceEvents: unknown[] } } } | undefined>;
  chromeLauncher: {
    launch(options: {
      chromePath: string;
      chromeFlags: string[];
      logLevel: 'silent';
    }): Promise<{ port: number; kill(): void }>;
  };
  /** A run: awaited, its result; meanwhile one `response` event per answer (latency in ms). */
  autocannon(options: Record<string, unknown>): Promise<unknown> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseMs: number) => void,
    ): unknown;
  };
  lucide: { version: string; iconNodes: Record<string, [tag: string, attributes: Record<string, string | number>][]> };
}

let loaded: Promise<Tools> | undefined;

/** Installs tools/ when its node_modules is missing or older than its lock file, then imports it (once). */
export function loadTools(): Promise<Tools> {
  loaded ??= (async () => {
    ensureInstalled(TOOLS, (line: string) => console.log(`[tools] ${line}`));
    return (await import(pathToFileURL(join(TOOLS, 'index.mjs')).href)) as Tools;
  })();
  return loaded;
}
