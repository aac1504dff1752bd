/** Text edits by position, applied from the end so earlier positions stay valid. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** Visits every object node depth first; a visit that returns true skips the node's children. */
export function walk(node: unknown, visit: (node: Record<string, unknown>) => boolean): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string' && visit(record)) return;
  for (const child of Object.values(record)) walk(child, visit);
}

export type Parse = (code: string) => unknown;
