/**
 * Writes the zod-free checks of the guest's first download (src/api/contract/shape.ts) from the zod schemas into
 * src/api/contract/homeShapes.ts: the answer envelope, the answers of the guest home's calls (lobbyHome) and every
 * key of local and session storage (src/platform/storage/storageSchemas.ts), each shape they share written once; and
 * src/api/contract/gameListShape.ts: appConfig's game list alone, for the game-list worker (src/platform/gameList/).
 *   npx tsx scripts/shapes.ts          write the files (`npm run docs` does, through scripts/docs-api.ts)
 *   npx tsx scripts/shapes.ts --check  exit 1 when a file differs from what would be written
 * `renderShapeFiles()` is importable without side effects (tests/unit/contract-shapes.test.ts compares it with the
 * files). A schema using anything shape.ts does not know (a refinement, a transform, a default…) fails here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { z } from 'zod/mini';
import { envelope } from '../src/api/contract/define';
import { lobbyHome } from '../src/api/contract/endpoints/lobbyHome';
import type { Shape } from '../src/api/contract/shape';
import { localSchemas, sessionSchemas } from '../src/platform/storage/storageSchemas';

interface Def {
  type: string;
  check?: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, unknown>;
  values?: unknown[];
}
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
type Schema = { _zod: { def: Def } };

/** The shape of one zod/mini schema. */
export function shapeOf(schema: z.ZodMiniType | Schema): Shape {
  const def = (schema as Schema)._zod.def;
  const bounds: { min?: number; max?: number; re?: RegExp; int?: true } = {};
  if (def.check === 'number_format' || def.format !== undefined) {
    if (def.format !== 'safeint') throw new Error(`number format ${def.format} has no shape`);
    bounds.int = true;
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length') bounds.max = c.maximum;
    else if (c.check === 'min_length') bounds.min = c.minimum;
    else if (c.check === 'less_than' && c.inclusive) bounds.max = c.value;
    else if (c.check === 'greater_than' && c.inclusive) bounds.min = c.value;
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern) bounds.re = c.pattern;
    else throw new Error(`check ${c.check} ${c.format ?? ''} has no shape`);
  }
  const leaf = (t: string) => {
    if (Object.keys(bounds).length > 0 && !['string', 'number', 'array'].includes(t)) {
      throw new Error(`checks on a ${t} have no shape`);
    }
  };
  leaf(def.type);
  switch (def.type) {
    case 'string':
      return { t: 'string', ...bounds } as Shape;
    case 'number':
      return { t: 'number', ...bounds } as Shape;
    case 'boolean':
    case 'unknown':
      return { t: def.type };
    case 'enum':
      return { t: 'values', of: Object.values(def.entries ?? {}) };
    case 'literal':
      return { t: 'values', of: def.values ?? [] };
    case 'optional':
    case 'nullable':
      return { t: def.type, of: shapeOf(def.innerType!) };
    case 'union':
      return { t: 'union', of: def.options!.map(shapeOf) };
    case 'array':
      return { t: 'array', of: shapeOf(def.element!), ...bounds } as Shape;
    case 'record': {
      const key = shapeOf(def.keyType!);
      if (key.t !== 'string' || Object.keys(key).length > 1) throw new Error('only records with plain string keys');
      return { t: 'record', of: shapeOf(def.valueType!) };
    }
    case 'object':
      return { t: 'object', of: Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, shapeOf(v)])) };
    default:
      throw new Error(`zod type ${def.type} has no shape`);
  }
}

/** Deterministic text of a shape; a RegExp as its literal. */
const keyOf = (shape: unknown): string =>
  JSON.stringify(shape, (_key, value: unknown) => (value instanceof RegExp ? `\u0000${value.toString()}` : value));

/**
 * A TypeScript module declaring `exports` (name → shape or a record of them). Shapes used more than once become
 * one constant each, so the file (and the guest's download) holds each shape once.
 */
function renderModule(title: string, exports: Record<string, { type: string; value: unknown }>): string {
  const uses = new Map<string, number>();
  const count = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || value instanceof RegExp) return;
    const key = keyOf(value);
    uses.set(key, (uses.get(key) ?? 0) + 1);
    if ((uses.get(key) ?? 0) > 1) return;
    for (const child of Object.values(value)) count(child);
  };
  for (const { value } of Object.values(exports)) count(value);

  const names = new Map<string, string>();
  const consts: string[] = [];
  const literal = (value: unknown, top = false): string => {
    if (value instanceof RegExp) {
      const key = keyOf(value);
      let name = names.get(key);
      if (!name) {
        name = `p${names.size}`;
        names.set(key, name);
        const control = /\\u00[01]|\\x[01]|\\u007f/i.test(value.source);
        const ignore = control
          ? '// biome-ignore lint/suspicious/noControlCharactersInRegex: as in the contract.\n'
          : '';
        consts.push(`${ignore}const ${name} = ${value.toString()};`);
      }
      return name;
    }
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const key = keyOf(value);
    const known = names.get(key);
    if (known) return known;
    const body = Array.isArray(value)
      ? `[${value.map((item) => literal(item)).join(', ')}]`
      : `{ ${Object.entries(value)
          .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${literal(v)}`)
          .join(', ')} }`;
    if (top || (uses.get(key) ?? 0) < 2 || body.length < 24) return body;
    const name = `s${names.size}`;
    names.set(key, name);
    consts.push(`const ${name}: Shape = ${body};`);
    return name;
  };
  const bodies = Object.entries(exports).map(
    ([name, { type, value }]) => `export const ${name} = ${literal(value, true)} satisfies ${type};`,
  );
  return [
    `// Written by scripts/shapes.ts from ${title}: do not edit, run \`npm run docs\`.`,
    "import type { Shape } from './shape';",
    '',
    ...consts,
    '',
    ...bodies,
    '',
  ].join('\n');
}

export const HOME_SHAPES_PATH = fileURLToPath(new URL('../src/api/contract/homeShapes.ts', import.meta.url));
/** The game list alone, for the game-list worker (src/platform/gameList/): it downloads none of the other shapes. */
export const GAME_LIST_SHAPE_PATH = fileURLToPath(new URL('../src/api/contract/gameListShape.ts', import.meta.url));

const shapesOf = (schemas: Record<string, z.ZodMiniType>) =>
  Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, shapeOf(schema)]));

/** appConfig's `gameList` shape without its `nullable`. */
function gameListOf(appConfig: Shape | undefined): Shape {
  const list = appConfig?.t === 'object' ? appConfig.of.gameList : undefined;
  if (list?.t !== 'nullable') throw new Error('appConfig has no nullable gameList');
  return list.of;
}

/**
 * A home answer's shape as the page checks it. appConfig's list entries are left to the game-list worker, which
 * checks every game with `gameListShape` before the session takes the list (src/platform/gameList/catalogueWork.ts):
 * the page checks the rest and the list's length, so 10,000 games are not checked twice, once on the main thread
 * (docs/bench.md).
 */
export function pageResponseShape(name: string, response: Shape): Shape {
  if (name !== 'appConfig') return response;
  const list = response.t === 'object' ? response.of.gameList : undefined;
  if (response.t !== 'object' || list?.t !== 'nullable' || list.of.t !== 'array') {
    throw new Error('appConfig has no nullable gameList array');
  }
  const entriesInWorker: Shape = { ...list.of, of: { t: 'unknown' } };
  return { ...response, of: { ...response.of, gameList: { t: 'nullable', of: entriesInWorker } } };
}

/** The file's text by path. */
export function renderShapeFiles(): Record<string, string> {
  const calls = Object.fromEntries(
    Object.entries(lobbyHome).map(([name, def]) => [name, { path: def.path, response: shapeOf(def.response) }]),
  );
  const pageCalls = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { ...call, response: pageResponseShape(name, call.response) }]),
  );
  return {
    [HOME_SHAPES_PATH]: renderModule(
      'src/api/contract/define.ts, endpoints/lobbyHome.ts, src/platform/storage/storageSchemas.ts',
      {
        envelopeShape: { type: 'Shape', value: shapeOf(envelope) },
        lobbyHomeShapes: { type: 'Record<string, { path: string; response: Shape }>', value: pageCalls },
        localShapes: { type: 'Record<string, Shape>', value: shapesOf(localSchemas) },
        sessionShapes: { type: 'Record<string, Shape>', value: shapesOf(sessionSchemas) },
      },
    ),
    [GAME_LIST_SHAPE_PATH]: renderModule("src/api/contract/entities.ts (appConfig's gameList, not null)", {
      gameListShape: { type: 'Shape', value: gameListOf(calls.appConfig?.response) },
    }),
  };
}

function main(argv: string[]): number {
  const files = renderShapeFiles();
  const stale = Object.entries(files).filter(([path, text]) => {
    try {
      return readFileSync(path, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (argv.includes('--check')) {
    for (const [path] of stale) console.error(`${path} is stale: run \`npx tsx scripts/shapes.ts\``);
    return stale.length ? 1 : 0;
  }
  for (const [path, text] of stale) writeFileSync(path, text);
  console.log(`shapes: ${stale.length} of ${Object.keys(files).length} files written`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
