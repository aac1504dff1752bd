import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressFolder } from '../../../scripts/build/precompress';

describe('precompressed copies (scripts/build/precompress.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files worth it, in sub-folders too, and skips the rest', () => {
    const text = 'const lobby = "Lucky Lobby";\n'.repeat(200);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), text);
    writeFileSync(join(dir, 'small.css'), 'a{}'.repeat(10));
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(MIN_COMPRESS_BYTES * 2));
    precompressFolder(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(text);
    expect(existsSync(join(dir, 'small.css.gz'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
  });
});
