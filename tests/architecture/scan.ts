import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// oxc's parser, as shipped inside Vite 8's bundler (rolldown): a real TS/TSX parse, so comments,
// strings and property names never count as imports or globals.
import { parseSync, Visitor } from 'rolldown/utils';

/** A source file by its repo-relative POSIX path. */
export interface SourceFile {
  path: string;
  code: string;
}

export type ImportKind = 'import' | 'export-from' | 'dynamic' | 'type-import';

export interface ImportRef {
  specifier: string;
  kind: ImportKind;
}

export interface IdentifierRef {
  name: string;
  /** Offset in the file, for a line number. */
  start: number;
  /** A non-computed member property (`x.window`) or an object/class/type key (`{ window: 1 }`). */
  isPropertyName: boolean;
}

export interface ParsedModule {
  imports: ImportRef[];
  identifiers: IdentifierRef[];
}

export const ROOT = join(import.meta.dirname, '..', '..');

/** Every .ts/.tsx file under the given repo-relative folders (missing folders are empty). */
export function readSources(folders: string[], root = ROOT): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({ path: relative(root, full).split(sep).join('/'), code: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

type Node = { type: string; start: number; end: number } & Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Parses one file; a syntax error throws with the file name (the checks must not silently pass). */
export function parseModule(file: SourceFile): ParsedModule {
  const lang = file.path.endsWith('.tsx') ? 'tsx' : file.path.endsWith('.d.ts') ? 'dts' : 'ts';
  const result = parseSync(file.path, file.code, { lang, sourceType: 'module' });
  const fatal = result.errors.filter((e) => e.severity === 'Error');
  if (fatal.length > 0) throw new Error(`${file.path}: cannot parse: ${fatal[0]?.message}`);

  const imports: ImportRef[] = [];
  for (const entry of result.module.staticImports) {
    imports.push({ specifier: entry.moduleRequest.value, kind: 'import' });
  }
  for (const entry of result.module.staticExports) {
    for (const item of entry.entries) {
      if (item.moduleRequest) imports.push({ specifier: item.moduleRequest.value, kind: 'export-from' });
    }
  }

  // Property-name positions, gathered first so the identifier pass can tell `x.window` from `window`.
  const propertyNames = new Set<number>();
  const markKey = (node: unknown, computed: unknown) => {
    if (!computed && isNode(node) && node.type === 'Identifier') propertyNames.add(node.start);
  };
  const identifiers: IdentifierRef[] = [];
  const pending: { name: string; start: number }[] = [];
  new Visitor({
    MemberExpression(node) {
      markKey(node.property, node.computed);
    },
    Property(node) {
      markKey(node.key, node.computed);
    },
    PropertyDefinition(node) {
      markKey(node.key, node.computed);
    },
    MethodDefinition(node) {
      markKey(node.key, node.computed);
    },
    TSPropertySignature(node) {
      markKey(node.key, node.computed);
    },
    TSMethodSignature(node) {
      markKey(node.key, node.computed);
    },
    TSQualifiedName(node) {
      markKey(node.right, false);
    },
    ImportExpression(node) {
      const source = node.source;
      if (isNode(source) && source.type === 'Literal' && typeof source.value === 'string') {
        imports.push({ specifier: source.value, kind: 'dynamic' });
      } else if (isNode(source) && source.type === 'TemplateLiteral' && source.expressions.length === 0) {
        imports.push({ specifier: source.quasis[0]?.value.cooked ?? '', kind: 'dynamic' });
      } else {
        // A computed import cannot be checked: report it as an import of "<computed>".
        imports.push({ specifier: '<computed>', kind: 'dynamic' });
      }
    },
    TSImportType(node) {
      const source = node.source as unknown;
      if (isNode(source) && typeof source.value === 'string') {
        imports.push({ specifier: source.value, kind: 'type-import' });
      }
    },
    Identifier(node) {
      pending.push({ name: node.name, start: node.start });
    },
  }).visit(result.program);
  // `import { a }` visits the same node as imported and local name: one identifier per position.
  const seen = new Set<number>();
  for (const id of pending) {
    if (seen.has(id.start)) continue;
    seen.add(id.start);
    identifiers.push({ ...id, isPropertyName: propertyNames.has(id.start) });
  }
  return { imports, identifiers };
}

/** 1-based line of an offset, for messages. */
export function lineOf(code: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < code.length; i++) if (code.charCodeAt(i) === 10) line++;
  return line;
}
