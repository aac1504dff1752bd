import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenTexts } from '../../scripts/build/firstScreenTexts';
import { builtApp } from '../../server/static/builtApp';
import { distFiles } from '../../server/static/distFiles';
import { FIRST_SCREEN_TEXTS_FILE } from '../../src/api/contract/firstScreenTexts';

const dist = mkdtempSync(join(tmpdir(), 'lobby-build-'));
mkdirSync(join(dist, '.vite'));
mkdirSync(join(dist, 'assets'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const manifestPath = join(dist, '.vite', 'manifest.json');
let written = 0;
/** Writes a manifest, each with a later modification time (the reader keys on it). */
function writeManifest(manifest: object): void {
  writeFileSync(manifestPath, JSON.stringify(manifest));
  written += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, written));
  utimesSync(manifestPath, at, at);
}
for (const name of ['entry', 'shared', 'screen', 'other', 'next']) {
  writeFileSync(join(dist, 'assets', `${name}.css`), `.${name}{}`);
}

describe("what a painted screen reads of the build's manifest (server/static/builtApp.ts)", () => {
  it("gives a screen's stylesheets and those of what it imports, less index.html's, each once", async () => {
    writeManifest({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_entry.js'] },
      '_entry.js': { file: 'assets/entry.js', css: ['assets/entry.css'] },
      // Two chunks that import each other: each is read once.
      '_shared.js': { file: 'assets/shared.js', imports: ['_entry.js', 'src/Screen.tsx'], css: ['assets/shared.css'] },
      'src/Screen.tsx': {
        file: 'assets/Screen.js',
        imports: ['_shared.js'],
        css: ['assets/screen.css', 'assets/shared.css'],
      },
      'src/ui/icons.svg': { file: 'assets/icons-1a.svg' },
    });
    const build = builtApp(distFiles(dist));
    expect(await build.cssOf('src/Screen.tsx')).toBe('.screen{}\n.shared{}');
    expect(await build.assetUrl('src/ui/icons.svg')).toBe('/assets/icons-1a.svg');
    expect(await build.assetUrl('src/none.svg')).toBeUndefined();
    await expect(build.cssOf('src/Missing.tsx')).rejects.toThrow('the build has no chunk for src/Missing.tsx');
  });

  it('reads a new build when its manifest changes', async () => {
    const build = builtApp(distFiles(dist));
    writeManifest({ 'src/Screen.tsx': { file: 'assets/Screen.js', css: ['assets/other.css'] } });
    expect(await build.cssOf('src/Screen.tsx')).toBe('.other{}');
    writeManifest({ 'src/Screen.tsx': { file: 'assets/Screen.js', css: ['assets/next.css'] } });
    expect(await build.cssOf('src/Screen.tsx')).toBe('.next{}');
  });

  it("gives the painted screens' texts the build wrote, and refuses a file that lacks one", async () => {
    const build = builtApp(distFiles(dist));
    const texts = firstScreenTexts();
    writeFileSync(join(dist, FIRST_SCREEN_TEXTS_FILE), JSON.stringify(texts));
    expect((await build.texts())['fil-PH']['game.leave']).toBe(texts['fil-PH']['game.leave']);
    // A new build: read again, and one without a language's text is refused (the page is then served unpainted).
    const { 'wallet.deposit.intro': _left, ...lacking } = texts['fil-PH'];
    writeFileSync(join(dist, FIRST_SCREEN_TEXTS_FILE), JSON.stringify({ ...texts, 'fil-PH': lacking }));
    writeManifest({});
    await expect(build.texts()).rejects.toThrow('has no fil-PH wallet.deposit.intro');
  });

  it('fails when there is no build manifest, so that the page is served unpainted', async () => {
    await expect(builtApp(distFiles(join(dist, 'none'))).cssOf('src/Screen.tsx')).rejects.toThrow(/ENOENT/);
  });
});
