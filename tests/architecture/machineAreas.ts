import { resolveSpecifier, type Violation } from './layers';
import { type ImportRef, parseModule, type SourceFile } from './scan';

/**
 * Areas inside machines/ (docs/architecture.md): `machines/<area>/` mirrors `src/screens/<area>/`. An area imports
 * its own files and `machines/shared/`; `machines/session/` is the root of the actor tree and may compose every
 * area; `machines/shared/` imports only itself. Lower layers (contract, client, platform) are the layer check's.
 */
export const ROOT_AREA = 'session';
export const SHARED_AREA = 'shared';

/** machines/<area>/… → area; undefined outside machines/ or for a file directly in machines/. */
export function machineArea(path: string): string | undefined {
  return /^machines\/([^/]+)\//.exec(path)?.[1];
}

export function checkMachineAreas(files: readonly SourceFile[], parsed = parseAll(files)): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    const from = machineArea(file.path);
    if (!file.path.startsWith('machines/')) continue;
    if (!from) {
      out.push({ file: file.path, target: file.path, rule: 'a machine file lives in machines/<area>/' });
      continue;
    }
    for (const { specifier } of parsed.get(file.path) ?? []) {
      const target = resolveSpecifier(file.path, specifier);
      const to = target ? machineArea(target) : undefined;
      if (!to || to === from) continue;
      if (from === SHARED_AREA) {
        out.push({ file: file.path, target: specifier, rule: 'machines/shared imports only machines/shared' });
      } else if (from !== ROOT_AREA && to !== SHARED_AREA) {
        out.push({
          file: file.path,
          target: specifier,
          rule: `machines/${from} may not import machines/${to}; share through machines/shared (types in shared/protocol.ts)`,
        });
      }
    }
  }
  return out;
}

function parseAll(files: readonly SourceFile[]): Map<string, ImportRef[]> {
  return new Map(files.map((f) => [f.path, parseModule(f).imports]));
}

/**
 * Import cycles among the given files (static, re-export, dynamic and type imports all count: a cycle is a
 * knot in the design even when only types close it). Each strongly connected component of more than one file,
 * or a file importing itself, is one violation listing the files in the cycle.
 */
export function checkImportCycles(files: readonly SourceFile[], parsed = parseAll(files)): Violation[] {
  const known = new Set(files.map((f) => f.path));
  const resolveFile = (target: string): string | undefined => {
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
      if (known.has(candidate)) return candidate;
    }
    return undefined;
  };
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const { specifier } of parsed.get(file.path) ?? []) {
      const target = resolveSpecifier(file.path, specifier);
      const hit = target ? resolveFile(target) : undefined;
      if (hit) targets.add(hit);
    }
    edges.set(file.path, [...targets]);
  }
  // Tarjan's strongly connected components, iterative so deep trees cannot overflow the stack.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: Violation[] = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const to = targets[frame.i++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (edges.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) {
          component.sort();
          out.push({ file: component[0]!, target: component.join(' ↔ '), rule: 'import cycle' });
        }
      }
    }
  }
  return out;
}
