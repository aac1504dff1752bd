import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { withoutStateDescriptions } from './stateDescriptions';

/** Where the back office's files go inside the player app's folder (the players' service worker skips it). */
export const BACK_OFFICE_ASSETS = 'assets/ops';

/** The back office's own build: ops.html → src/ops/main.tsx, into `outDir` beside the player app. */
export function backOfficeConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), withoutStateDescriptions()],
    build: {
      outDir,
      assetsDir: BACK_OFFICE_ASSETS,
      emptyOutDir: false,
      copyPublicDir: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: { input: { ops: 'ops.html' } },
    },
  };
}

/**
 * The operator back office (docs/ops.md) as a build of its own, written after the player app's: it shares no chunk
 * with the players' pages (none of them can load it, and their bundle is byte for byte what it was), and the
 * precompress step that runs after it compresses its files too. Staff read English: no catalogue, no early config.
 */
export function backOffice(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucky-lobby:back-office',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build(backOfficeConfig(outDir));
      },
    },
  };
}
