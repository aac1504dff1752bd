/**
 * `npm run bench:entry`: what the entry chunk and the chunks it imports statically (the JavaScript every visitor
 * downloads first) are made of — minified
 * bytes per package or source folder, attributed through the chunk's source map, and an estimate of each one's
 * share of the gzip total. Builds in memory with the project's vite.config.ts; writes nothing.
 * Diagnosis for the guest budget (e2e/jsWeight.ts) (docs/bench.md); always exits 0.
 */
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

/** `BENCH_ENTRY_BY=file`: one line per source file instead of per folder (packages stay whole). */
const BY_FILE = process.env.BENCH_ENTRY_BY === 'file';
const TOP = Number(process.env.BENCH_ENTRY_TOP ?? 40);

/** node_modules/<pkg> (scoped too), else the first two folders of the source path (or the file, BY_FILE). */
function groupOf(id: string): string {
  const clean = id.replace(/\?.*$/, '');
  const nm = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1]!;
  const rel = clean.replace(`${process.cwd()}/`, '');
  if (BY_FILE) return rel;
  return rel
    .split('/')
    .slice(0, rel.startsWith('src/') ? 3 : 2)
    .join('/');
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes per source file: each generated segment's length goes to the source it maps to. */
function bytesPerSource(code: string, map: Rollup.SourceMap): Map<string, number> {
  const out = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? '';
    let col = 0;
    const segs = line ? line.split(',').map(decodeSegment) : [];
    segs.forEach((seg, i) => {
      col += seg[0] ?? 0;
      if (seg.length >= 4) source += seg[1] ?? 0;
      const next = i + 1 < segs.length ? col + (segs[i + 1]![0] ?? 0) : text.length;
      const name = seg.length >= 4 ? (map.sources[source] ?? '?') : '(unmapped)';
      out.set(name, (out.get(name) ?? 0) + Math.max(0, next - col));
    });
  });
  return out;
}

async function main(): Promise<void> {
  const output = (await build({ logLevel: 'silent', build: { write: false, sourcemap: true } })) as Rollup.RollupOutput;
  // The app's entry (index), not the early appConfig module that index.html loads first (it imports nothing).
  const entries = output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
  const entry = entries.find((o) => o.imports.length > 0) ?? entries[0];
  if (!entry?.map) throw new Error('no entry chunk with a source map');
  // The entry and the chunks it imports statically (vendor, home): what every visitor downloads first.
  const chunks = [entry, ...entry.imports.map((name) => output.output.find((o) => o.fileName === name))].filter(
    (o): o is Rollup.OutputChunk => o?.type === 'chunk' && Boolean(o.map),
  );
  const groups = new Map<string, number>();
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    for (const [source, bytes] of bytesPerSource(chunk.code, chunk.map!)) {
      const key = groupOf(source.replace(/^(\.\.\/)+/, ''));
      groups.set(key, (groups.get(key) ?? 0) + bytes);
    }
    raw += chunk.code.length;
    gzip += gzipSync(chunk.code, { level: 9 }).length;
  }
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  console.log(
    `entry and its static imports (${chunks.map((c) => c.fileName).join(', ')}): ${n(raw)} B minified, ${n(gzip)} B gzip -9`,
  );
  console.log(`${'package or folder'.padEnd(40)}${'minified B'.padStart(12)}${'≈ gzip B'.padStart(10)}`);
  for (const [key, bytes] of [...groups.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    // Share of the gzip total in proportion to minified bytes: an estimate, code compresses unevenly.
    console.log(`${key.padEnd(40)}${n(bytes).padStart(12)}${n((bytes / raw) * gzip).padStart(10)}`);
  }
}

main().catch((err: unknown) => {
  console.error(`bench:entry could not measure: ${err instanceof Error ? err.message : String(err)}`);
});
