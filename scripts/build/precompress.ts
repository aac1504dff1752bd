import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text-like files worth compressing, and the size under which compression does not pay. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
export const MIN_COMPRESS_BYTES = 1024;

/** Writes `x.br` (brotli 11) and `x.gz` (gzip -9) beside each text file of `dir`, each only when smaller. */
export function precompressFolder(dir: string): void {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  for (const file of walk(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const raw = readFileSync(file);
    if (raw.length < MIN_COMPRESS_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  }
}

/**
 * Precompressed copies beside every text file of the build: the reference server picks one by `Accept-Encoding`
 * (server/static/appDist.ts), so nothing is compressed per request. Runs last, after the service worker and the
 * back office are written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucky-lobby:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompressFolder(outDir) },
  };
}
