import type { Plugin } from 'vite';
import { applyEdits, type Edit, type Parse, walk } from './edits';

/** The app's statecharts and the state fragments they share. */
export const MACHINE = /\/machines\/(?:\w+\/)*[\w.]+\.ts$/;

type Expression = { type?: string; value?: unknown; operator?: string; left?: Expression; right?: Expression };

/** A string literal, or string literals joined with `+`. */
const isText = (node: Expression | undefined): boolean =>
  node?.type === 'Literal'
    ? typeof node.value === 'string'
    : node?.type === 'BinaryExpression' && node.operator === '+' && isText(node.left) && isText(node.right);

/** A machine module without the written `description` of its state nodes (a description passed in stays). */
export function withoutDescriptions(code: string, parse: Parse): string {
  const edits: Edit[] = [];
  walk(parse(code), (node) => {
    const key = node.key as { type?: string; name?: string } | undefined;
    if (node.type !== 'Property' || key?.type !== 'Identifier' || key.name !== 'description') return false;
    if (!isText(node.value as Expression)) return false;
    const end = node.end as number;
    edits.push({ start: node.start as number, end: code[end] === ',' ? end + 1 : end, text: '' });
    return true;
  });
  return applyEdits(code, edits);
}

/**
 * Production builds drop the descriptions of the app's state nodes: they are for the inspector (not in those
 * builds) and docs/statecharts (generated from the sources), and cost about 1.5 KB of gzip on the guest's first
 * screen. XState never reads them, so behaviour is unchanged.
 */
export function withoutStateDescriptions(): Plugin {
  return {
    name: 'lucky-lobby:without-state-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MACHINE.test(id) || id.includes('/node_modules/')) return undefined;
      return { code: withoutDescriptions(code, (text) => this.parse(text)), map: null };
    },
  };
}
