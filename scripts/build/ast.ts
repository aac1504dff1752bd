/** The small AST toolkit the production build's library passes share (scripts/build/lean*.ts). */

export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export type Parse = (code: string) => unknown;

/** A replacement of `code.slice(start, end)` by `text`. */
export interface Cut {
  start: number;
  end: number;
  text: string;
}

/** Visits every node depth first; a visit that returns true skips the node's children. */
export function walk(node: unknown, visit: (node: AstNode) => boolean): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as AstNode;
  if (typeof n.type === 'string' && visit(n)) return;
  for (const child of Object.values(n)) walk(child, visit);
}

/** Like `walk`, with each node's parent (the nearest node above it, arrays skipped), and no skipping. */
export function walkWithParent(root: unknown, visit: (node: AstNode, parent: AstNode | null) => void): void {
  const step = (value: unknown, parent: AstNode | null): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const child of value) step(child, parent);
      return;
    }
    const node = value as AstNode;
    const isNode = typeof node.type === 'string';
    if (isNode) visit(node, parent);
    for (const [key, child] of Object.entries(node)) if (key !== 'type') step(child, isNode ? node : parent);
  };
  step(root, null);
}

/** The code with every cut applied (cuts do not overlap). */
export function applyCuts(code: string, cuts: Cut[]): string {
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start))
    out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return out;
}

/** A property's key when it is a plain name. */
export const keyName = (property: AstNode) => (property.key as { name?: string } | undefined)?.name;
