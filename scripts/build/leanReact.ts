import type { Plugin } from 'vite';
import { type AstNode, applyCuts, type Cut, keyName, type Parse, walk, walkWithParent } from './ast';

/**
 * React, react-dom and scheduler ship as CommonJS, and the bundler keeps every export of a CommonJS module as soon as
 * one reader is not a plain named import: react-router reads `React[USE_OPTIMISTIC]`, react-dom's client reads
 * react-dom and scheduler through `require`. So every visitor downloaded React APIs the app never calls (issue 17,
 * docs/bench.md). Production builds take out:
 *
 * - the exports in PRUNED_EXPORTS (React's cache, Activity and the hooks nobody imports; react-dom's resource hints
 *   and form APIs; scheduler's helpers react-dom does not call): ~790 B of gzip;
 * - what only those exports reached in react-dom's client, which the minifier then drops: the resource dispatcher's
 *   entries behind the hints (`Internals.d.L(…)` was preload's own call; flushSync's `f` stays), ~840 B, and the hook
 *   dispatchers' entries behind the pruned hooks (useActionState, useFormState, useEffectEvent, …), ~1.2 KB. An entry
 *   goes only while its export is pruned (RESOURCE_ENTRIES, HOOK_ENTRIES).
 *
 * Every module that reads react, react-dom or scheduler is checked as it is transformed: one that uses a pruned
 * export, or reads the library in a way this check cannot follow (the namespace passed on as a value, a computed
 * member that is not a constant string, `export *`), fails the build with a message. The dev server and the tests
 * keep the libraries whole.
 */
export const PRUNED_EXPORTS = {
  react: [
    'Activity',
    'Profiler',
    'PureComponent',
    'ViewTransition',
    '__COMPILER_RUNTIME',
    'addTransitionType',
    'cache',
    'cacheSignal',
    'createRef',
    'unstable_useCacheRefresh',
    'useActionState',
    'useEffectEvent',
    'useImperativeHandle',
    'useInsertionEffect',
    'useReducer',
  ],
  'react-dom': [
    'preconnect',
    'prefetchDNS',
    'preinit',
    'preinitModule',
    'preload',
    'preloadModule',
    'requestFormReset',
    'unstable_batchedUpdates',
    'useFormState',
    'useFormStatus',
  ],
  scheduler: [
    'unstable_Profiling',
    'unstable_forceFrameRate',
    'unstable_next',
    'unstable_runWithPriority',
    'unstable_wrapCallback',
  ],
} as const;

export type Library = keyof typeof PRUNED_EXPORTS;
const LIBRARIES = Object.keys(PRUNED_EXPORTS) as Library[];
const isLibrary = (value: unknown): value is Library => LIBRARIES.includes(value as Library);

/** Whether production builds take `library.name` out. */
const isPruned = (use: string) => {
  const [library, name] = use.split('.') as [Library, string];
  return (PRUNED_EXPORTS[library] as readonly string[] | undefined)?.includes(name) ?? false;
};

/**
 * react-dom's exports that reach its client through the resource dispatcher (`Internals.d.L(…)` and so on), with
 * their entries there. An entry leaves the client when its export is pruned: the export was its only caller.
 * `f` (flushSync) stays.
 */
const RESOURCE_ENTRIES: Record<string, readonly string[]> = {
  'react-dom.prefetchDNS': ['D'],
  'react-dom.preconnect': ['C'],
  'react-dom.preload': ['L'],
  'react-dom.preloadModule': ['m'],
  'react-dom.preinit': ['X', 'S'],
  'react-dom.preinitModule': ['M'],
  'react-dom.requestFormReset': ['r'],
};

/** The client's hook dispatchers (`ReactSharedInternals.H` while a component renders, and outside of one). */
const HOOK_DISPATCHERS = [
  'ContextOnlyDispatcher',
  'HooksDispatcherOnMount',
  'HooksDispatcherOnUpdate',
  'HooksDispatcherOnRerender',
];
/**
 * The hooks whose export is a call of one dispatcher entry (react's `useX` is `H.useX(…)`), with that entry. It
 * leaves the client when the export is pruned. useState has its own entry and reducer: it is not useReducer's.
 */
const HOOK_ENTRIES: Record<string, string> = {
  'react.useImperativeHandle': 'useImperativeHandle',
  'react.useInsertionEffect': 'useInsertionEffect',
  'react.useReducer': 'useReducer',
  'react.useActionState': 'useActionState',
  'react.unstable_useCacheRefresh': 'useCacheRefresh',
  'react.useEffectEvent': 'useEffectEvent',
  'react-dom.useFormState': 'useFormState',
  'react-dom.useFormStatus': 'useHostTransitionStatus',
};

const prunedEntries = (entries: Record<string, string | readonly string[]>) =>
  Object.entries(entries).flatMap(([use, entry]) => (isPruned(use) ? [entry].flat() : []));
const PRUNED_RESOURCE_KEYS = prunedEntries(RESOURCE_ENTRIES);
const PRUNED_HOOK_KEYS = prunedEntries(HOOK_ENTRIES);

/** The production CommonJS file of each library, and of react-dom's client. */
const FILES: Record<Library, RegExp> = {
  react: /\/node_modules\/react\/cjs\/react\.production\.js$/,
  'react-dom': /\/node_modules\/react-dom\/cjs\/react-dom\.production\.js$/,
  scheduler: /\/node_modules\/scheduler\/cjs\/scheduler\.production\.js$/,
};
const CLIENT = /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;
/** A module that may read one of the libraries (the quotes of an import or a require). */
const MENTIONS = /["'](react|react-dom|scheduler)["']/;

const shapeError = (what: string) =>
  new Error(`lean-react: ${what}; the library no longer has the shape scripts/build/leanReact.ts expects`);

/** `exports.NAME = …;` at the top of a CommonJS module: the name, else undefined. */
function exportWritten(statement: AstNode): string | undefined {
  const write = statement.expression as AstNode | undefined;
  if (statement.type !== 'ExpressionStatement' || write?.type !== 'AssignmentExpression') return undefined;
  const left = write.left as AstNode & { object?: { name?: string }; property?: { name?: string }; computed?: boolean };
  if (left.type !== 'MemberExpression' || left.computed || left.object?.name !== 'exports') return undefined;
  return left.property?.name;
}

/** A CommonJS module without the top-level writes of the given exports (each must be there). */
export function withoutExports(code: string, parse: Parse, names: readonly string[]): string {
  const { body } = parse(code) as { body: AstNode[] };
  const cuts: Cut[] = [];
  const found = new Set<string>();
  for (const statement of body) {
    const name = exportWritten(statement);
    if (name && names.includes(name)) {
      cuts.push({ start: statement.start, end: statement.end, text: '' });
      found.add(name);
    }
  }
  const missing = names.filter((name) => !found.has(name));
  if (missing.length > 0) throw shapeError(`no export ${missing.join(', ')}`);
  return applyCuts(code, cuts);
}

/** The property cuts that leave an object literal without the given keys (each must be there). */
function keysCut(code: string, object: AstNode, drop: readonly string[], what: string): Cut {
  const properties = (object.properties as AstNode[] | undefined) ?? [];
  const missing = drop.filter((key) => !properties.some((property) => keyName(property) === key));
  if (object.type !== 'ObjectExpression' || missing.length > 0)
    throw shapeError(`${what} has no ${missing.join(', ')}`);
  const kept = properties.filter((property) => !drop.includes(keyName(property) ?? ''));
  return {
    start: object.start,
    end: object.end,
    text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }`,
  };
}

/**
 * react-dom's client without what only the pruned exports reached: the resource dispatcher it installs
 * (`ReactDOMSharedInternals.d = {…}`) keeps flushSync's entry, and its hook dispatchers lose the pruned hooks.
 */
export function leanClient(code: string, parse: Parse): string {
  const cuts: Cut[] = [];
  const hookDispatchers = new Set<string>();
  walk(parse(code), (node) => {
    if (node.type === 'AssignmentExpression') {
      const left = node.left as AstNode & { object?: { name?: string }; property?: { name?: string } };
      if (left.object?.name !== 'ReactDOMSharedInternals' || left.property?.name !== 'd') return false;
      cuts.push(keysCut(code, node.right as AstNode, PRUNED_RESOURCE_KEYS, 'the resource dispatcher'));
      return true;
    }
    if (node.type === 'VariableDeclarator') {
      const name = (node.id as { name?: string }).name ?? '';
      if (!HOOK_DISPATCHERS.includes(name)) return false;
      cuts.push(keysCut(code, node.init as AstNode, PRUNED_HOOK_KEYS, name));
      hookDispatchers.add(name);
      return true;
    }
    return false;
  });
  if (cuts.length !== HOOK_DISPATCHERS.length + 1 || hookDispatchers.size !== HOOK_DISPATCHERS.length)
    throw shapeError(`found ${cuts.length} of ${HOOK_DISPATCHERS.length + 1} dispatchers`);
  return applyCuts(code, cuts);
}

export interface LibraryReads {
  /** `library.name` for each export the module reads. */
  uses: string[];
  /** How the module reads a library in a way these reads cannot list. */
  unreadable: string[];
}

const literalString = (node: AstNode | undefined): string | undefined =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** The library a `require("…")` call names, if it is one of them. */
function requiredLibrary(node: AstNode | undefined): Library | undefined {
  if (node?.type !== 'CallExpression' || (node.callee as { name?: string }).name !== 'require') return undefined;
  const name = literalString((node.arguments as AstNode[])[0]);
  return isLibrary(name) ? name : undefined;
}

/** Every export of react, react-dom and scheduler a module reads, and any read it cannot name. */
export function libraryReads(code: string, parse: Parse): LibraryReads {
  const ast = parse(code);
  const uses = new Set<string>();
  const unreadable: string[] = [];
  /** Local names bound to a whole library: `import * as`, a default import, `var X = require(…)`. */
  const namespaces = new Map<string, Library>();
  /** String constants a computed member may name (`var USE_OPTIMISTIC = "useOptimistic"; React[USE_OPTIMISTIC]`). */
  const constants = new Map<string, string>();
  /** The nodes that bind a namespace (not reads of it). */
  const bindings = new Set<AstNode>();

  walkWithParent(ast, (node, parent) => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') {
      const library = literalString(node.source as AstNode | undefined);
      if (!isLibrary(library)) return;
      for (const specifier of (node.specifiers as AstNode[]) ?? []) {
        const local = specifier.local as AstNode & { name?: string };
        const named =
          specifier.type === 'ImportSpecifier'
            ? (specifier.imported as { name?: string }).name
            : specifier.type === 'ExportSpecifier'
              ? local.name
              : undefined;
        // A CommonJS module's default export is the whole module.
        if (named === 'default' && specifier.type === 'ExportSpecifier')
          unreadable.push(`${library}'s default passed on`);
        else if (named !== undefined && named !== 'default') uses.add(`${library}.${named}`);
        else {
          namespaces.set(local.name ?? '', library);
          bindings.add(local);
        }
      }
    } else if (node.type === 'ExportAllDeclaration' || node.type === 'ImportExpression') {
      const library = literalString(node.source as AstNode | undefined);
      if (isLibrary(library)) unreadable.push(`${node.type} of ${library}`);
    } else if (node.type === 'VariableDeclarator') {
      const id = node.id as AstNode & { name?: string; properties?: AstNode[] };
      const init = node.init as AstNode | undefined;
      const value = literalString(init);
      if (id.type === 'Identifier' && value !== undefined) constants.set(id.name ?? '', value);
      const library = requiredLibrary(init);
      if (!library) return;
      if (id.type === 'Identifier') {
        namespaces.set(id.name ?? '', library);
        bindings.add(id);
      } else if (id.type === 'ObjectPattern')
        for (const property of id.properties ?? []) uses.add(`${library}.${keyName(property)}`);
      else unreadable.push(`require("${library}") into a ${id.type}`);
    } else {
      const library = requiredLibrary(node);
      if (!library || parent?.type === 'VariableDeclarator') return;
      const member = parent as
        | (AstNode & { object?: AstNode; property?: { name?: string }; computed?: boolean })
        | null;
      if (member?.type === 'MemberExpression' && member.object === node && !member.computed)
        uses.add(`${library}.${member.property?.name}`);
      else unreadable.push(`require("${library}") as a value`);
    }
  });

  if (namespaces.size > 0)
    walkWithParent(ast, (node, parent) => {
      const name = (node as { name?: string }).name;
      if (node.type !== 'Identifier' || bindings.has(node) || !name || !namespaces.has(name)) return;
      const library = namespaces.get(name)!;
      const p = parent as
        | (AstNode & { object?: AstNode; property?: AstNode; key?: AstNode; computed?: boolean; shorthand?: boolean })
        | null;
      if (p?.type === 'MemberExpression' && p.object === node) {
        const property = p.property as AstNode & { name?: string };
        const read = !p.computed
          ? property.name
          : (literalString(property) ??
            (property.type === 'Identifier' ? constants.get(property.name ?? '') : undefined));
        if (read === undefined) unreadable.push(`${name}[…] (${library})`);
        else uses.add(`${library}.${read}`);
        return;
      }
      // A property or a key that only shares the name (`x.React`, `{ React: … }`).
      if (p?.type === 'MemberExpression' && p.property === node && !p.computed) return;
      if (p?.type === 'Property' && p.key === node && !p.shorthand && !p.computed) return;
      unreadable.push(`${name} (${library}) as a value`);
    });
  return { uses: [...uses], unreadable };
}

/** The first pruned export among a module's reads (`library.name`), if any. */
export const prunedRead = (uses: readonly string[]): string | undefined => uses.find(isPruned);

export function leanReact(): Plugin {
  return {
    name: 'lucky-lobby:lean-react',
    apply: 'build',
    // After the TypeScript and JSX transforms: every module is JavaScript by then.
    enforce: 'post',
    transform(code, id) {
      const parse: Parse = (text) => this.parse(text);
      const library = LIBRARIES.find((name) => FILES[name].test(id));
      if (library) return { code: withoutExports(code, parse, PRUNED_EXPORTS[library]), map: null };
      const own = CLIENT.test(id) ? leanClient(code, parse) : undefined;
      if (!MENTIONS.test(code)) return own === undefined ? undefined : { code: own, map: null };
      const reads = libraryReads(code, parse);
      if (reads.unreadable.length > 0)
        this.error(
          `${id} reads ${reads.unreadable[0]}, which scripts/build/leanReact.ts cannot follow: read the library's exports by name, or stop pruning it there`,
        );
      const pruned = prunedRead(reads.uses);
      if (pruned)
        this.error(
          `${id} uses ${pruned}, which production builds take out (scripts/build/leanReact.ts): take it off PRUNED_EXPORTS first`,
        );
      return own === undefined ? undefined : { code: own, map: null };
    },
  };
}
