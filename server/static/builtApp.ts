import {
  FIRST_SCREEN_TEXT_IDS,
  FIRST_SCREEN_TEXTS_FILE,
  type FirstScreenTexts,
} from '../../src/api/contract/firstScreenTexts';
import { LOCALES } from '../../src/api/contract/locales';
import { type DistFile, type DistFiles, textOf } from './distFiles';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), what this module reads of it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * What a server-painted screen needs of the built app (./playerScreens.ts): from the build's manifest, the styles a
 * screen's code brings (its chunk's and those of the chunks it imports, less those index.html already links) and
 * the addresses of its assets; and the app's texts the build copied from its catalogues (FIRST_SCREEN_TEXTS_FILE).
 * The painted screen then uses the app's own class names, stylesheets and words: nothing of the app's look or
 * language is written twice. Read through the server's held copy of the build (./distFiles.ts), worked out once per
 * build (a new manifest is a new build).
 */
export function builtApp(files: DistFiles) {
  let cached:
    | { file: DistFile; manifest: Manifest; css: Map<string, Promise<string>>; texts?: Promise<FirstScreenTexts> }
    | undefined;

  async function check() {
    const file = await buildFile(files, MANIFEST_FILE);
    if (cached?.file !== file) cached = { file, manifest: JSON.parse(textOf(file)) as Manifest, css: new Map() };
    return cached;
  }
  // A painted page asks for its styles, its icons and its texts at once: one look at the manifest serves them all.
  let checking: ReturnType<typeof check> | undefined;
  const current = () => {
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  return {
    /**
     * The text of every stylesheet the code of `source` (a path from the project's root, as the manifest names
     * it) loads with it, those of index.html excepted. Throws when the build has no such chunk.
     */
    async cssOf(source: string): Promise<string> {
      const { manifest, css } = await current();
      let text = css.get(source);
      if (!text) {
        text = readStyles(files, manifest, source);
        css.set(source, text);
        text.catch(() => css.delete(source));
      }
      return text;
    },
    /** The texts of the painted screens in each language; throws when the build has none or lacks one. */
    async texts(): Promise<FirstScreenTexts> {
      const build = await current();
      if (!build.texts) {
        const reading = readTexts(files);
        build.texts = reading;
        // A failed read is tried again on the next page.
        reading.catch(() => {
          if (build.texts === reading) build.texts = undefined;
        });
      }
      return build.texts;
    },
    /** The built address of an asset the app imports (`/assets/…`), or undefined when the build has none. */
    async assetUrl(source: string): Promise<string | undefined> {
      const file = (await current()).manifest[source]?.file;
      return file ? `/${file}` : undefined;
    },
  };
}

export type BuiltApp = ReturnType<typeof builtApp>;

/** Vite's build manifest, where the build writes it. */
const MANIFEST_FILE = '.vite/manifest.json';

/** A file of the build (a path inside it); throws, with the file system's code for it, when there is none. */
async function buildFile(files: DistFiles, name: string): Promise<DistFile> {
  const file = await files.get(`/${name}`);
  if (file === null || file === 'too large') {
    throw Object.assign(new Error(`ENOENT: the build has no ${name} to read`), { code: 'ENOENT' });
  }
  return file;
}

async function readTexts(files: DistFiles): Promise<FirstScreenTexts> {
  const texts = JSON.parse(textOf(await buildFile(files, FIRST_SCREEN_TEXTS_FILE))) as FirstScreenTexts;
  for (const locale of LOCALES) {
    for (const id of FIRST_SCREEN_TEXT_IDS) {
      if (typeof texts[locale]?.[id] !== 'string') throw new Error(`${FIRST_SCREEN_TEXTS_FILE} has no ${locale} ${id}`);
    }
  }
  return texts;
}

/** The stylesheets of `key`'s chunk and of every chunk it imports statically (those load with it). */
function stylesheets(manifest: Manifest, key: string, files = new Set<string>(), seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  for (const file of chunk.css ?? []) files.add(file);
  for (const imported of chunk.imports ?? []) stylesheets(manifest, imported, files, seen);
  return files;
}

async function readStyles(files: DistFiles, manifest: Manifest, source: string): Promise<string> {
  if (!manifest[source]) throw new Error(`the build has no chunk for ${source}`);
  // index.html links its entry's stylesheets itself (Vite writes them into its head).
  const linked = stylesheets(manifest, 'index.html');
  const sheets = [...stylesheets(manifest, source)].filter((file) => !linked.has(file));
  const texts = await Promise.all(sheets.map(async (sheet) => textOf(await buildFile(files, sheet))));
  return texts.join('\n');
}
