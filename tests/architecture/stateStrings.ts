import { parseSync, Visitor } from 'rolldown/utils';
import type { Violation } from './layers';
import { lineOf, type SourceFile } from './scan';

/**
 * Screens ask, machines answer: code under src/ reads a machine through tags (`hasTag`), `can(event)` and the
 * machine's `*.selectors.ts`, never by comparing its state value with a string. Reported:
 * - `x === 'name'` (or !==, ==, !=) where x is an identifier named `state` or ending in `State`
 *   (`codeState`), a `.value` of a snapshot-like object (`snapshot.value`, `s.value`, `state.value`), or a call
 *   of `stateValueText` / `topState`;
 * - `snapshot.matches('…')` with a literal (a selector says it once, next to the machine);
 * - any call of `stateValueText` (a state value turned into text is a string comparison waiting to happen),
 *   except as the value of a `data-state` attribute: the one test hook of a flow's root (design card).
 * `visibilityState` and react-router's `navigation.state` are not machine state and are not reported.
 */
const STATE_NAME = /^(state|[a-z]\w*State)$/;
const NOT_MACHINE = new Set(['visibilityState', 'readyState']);
const SNAPSHOT_NAME = /^(snapshot|snap|s|state|current|[a-z]\w*Snapshot)$/;
/** The e2e hooks: `data-state` on a flow's root, `data-session` on the app's, `data-<flow>-state` on a mount. */
const TEST_HOOK = /^data-(state|session|[a-z]+(-[a-z]+)*-state)$/;
const VALUE_TEXT = new Set(['stateValueText', 'topState', 'dataState']);

type Node = { type: string; start: number } & Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const isString = (n: unknown) => isNode(n) && n.type === 'Literal' && typeof n.value === 'string';

function readsStateValue(n: unknown): string | undefined {
  if (!isNode(n)) return undefined;
  if (n.type === 'Identifier' && typeof n.name === 'string' && STATE_NAME.test(n.name) && !NOT_MACHINE.has(n.name)) {
    return n.name;
  }
  if (n.type === 'MemberExpression' && !n.computed && isNode(n.property) && n.property.name === 'value') {
    const object = n.object;
    if (isNode(object) && object.type === 'Identifier' && SNAPSHOT_NAME.test(String(object.name))) {
      return `${String(object.name)}.value`;
    }
  }
  if (n.type === 'CallExpression' && isNode(n.callee) && VALUE_TEXT.has(String(n.callee.name))) {
    return `${String(n.callee.name)}(…)`;
  }
  return undefined;
}

export function checkStateStrings(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    if (!file.path.startsWith('src/')) continue;
    const lang = file.path.endsWith('.tsx') ? 'tsx' : 'ts';
    const { program } = parseSync(file.path, file.code, { lang, sourceType: 'module' });
    // `data-state={stateValueText(snapshot.value)}` is the test hook, not a decision: its range is allowed.
    const hooks: Array<[number, number]> = [];
    new Visitor({
      JSXAttribute(node) {
        const name = node.name as unknown;
        if (isNode(name) && TEST_HOOK.test(String(name.name)) && isNode(node.value)) {
          hooks.push([node.value.start, (node.value as unknown as { end: number }).end]);
        }
      },
    }).visit(program);
    const inHook = (at: number) => hooks.some(([a, b]) => at >= a && at < b);
    const report = (start: number, target: string, rule: string) => {
      if (!inHook(start)) out.push({ file: `${file.path}:${lineOf(file.code, start)}`, target, rule });
    };
    new Visitor({
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const pairs: Array<[unknown, unknown]> = [
          [node.left, node.right],
          [node.right, node.left],
        ];
        for (const [side, other] of pairs) {
          const what = readsStateValue(side);
          if (what && isString(other)) {
            report(
              node.start,
              `${what} ${node.operator} '${String((other as Node).value)}'`,
              'compare no state value with a string: use a tag, can() or a selector',
            );
            return;
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee as unknown;
        if (!isNode(callee)) return;
        if (callee.type === 'Identifier' && callee.name === 'stateValueText') {
          report(node.start, 'stateValueText(…)', 'no state value as text in src/: use a tag, can() or a selector');
        }
        if (
          callee.type === 'MemberExpression' &&
          isNode(callee.property) &&
          callee.property.name === 'matches' &&
          node.arguments.some((a: unknown) => isString(a))
        ) {
          report(node.start, 'matches(…)', "snapshot.matches('…') belongs in the machine's selectors file");
        }
      },
    }).visit(program);
  }
  return out;
}
