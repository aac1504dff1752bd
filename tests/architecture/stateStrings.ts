import { parseSync, Visitor } from 'rolldown/utils';
import type { Violation } from './layers';
import { lineOf, type SourceFile } from './scan';

/**
 * Screens ask, machines answer: code under src/ reads a machine through tags (`hasTag`), `can(event)` and the
 * machine's `*.selectors.ts`, never by comparing its state value with a string. Reported:
 * - `x === 'name'` (or !==, ==, !=) where x is an identifier named `state` or ending in `State`
 *   (`codeState`), a `.value` of a snapshot-like object (`snapshot.value`, `s.value`, `state.value`), or a call
 *   of `stateValueText` / `topState`;
 * - `snapshot.matches('…')` or `snapshot.matches({ … })` with a literal (a selector says it once, next to the
 *   machine); a DOM element's `matches(selector)` takes a named CSS selector and is not reported;
 * - a selector's result compared with a string: `useSelector(…) === 'x'`, or a variable that holds one
 *   (`const offer = useSelector(…)`, then `offer === 'offered'`, a `switch`, an `includes`): a selector that
 *   answers with a state's name is a state read by another road (answer a boolean or the value itself);
 * - `switch (x) { case 'name': … }` and `['a', 'b'].includes(x)` on such an x (the same comparison, spelled
 *   differently);
 * - any call of `stateValueText` (a state value turned into text is a string comparison waiting to happen),
 *   except as the value of a `data-state` attribute: the one test hook of a flow's root (design card), and
 *   its siblings `data-session` (the app root) and `data-<flow>-state` (a mount).
 *
 * `stateStringOffences` holds the counts against a per-file baseline: a file over its number, a file under it
 * (lower the number), and, with an EMPTY baseline, every single read in src/ fails.
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

const isObjectLiteral = (n: unknown) => isNode(n) && n.type === 'ObjectExpression';

/** `useSelector(…)`, `SessionContext.useSelector(…)`: a read through a selector. */
function isSelectorCall(n: unknown): boolean {
  if (!isNode(n) || n.type !== 'CallExpression' || !isNode(n.callee)) return false;
  const callee = n.callee;
  if (callee.type === 'Identifier') return callee.name === 'useSelector';
  return callee.type === 'MemberExpression' && isNode(callee.property) && callee.property.name === 'useSelector';
}

function readsStateValue(n: unknown, selected: ReadonlySet<string> = new Set()): string | undefined {
  if (!isNode(n)) return undefined;
  if (isSelectorCall(n)) return 'useSelector(…)';
  if (n.type === 'Identifier' && selected.has(String(n.name))) return `${String(n.name)} (a selector's result)`;
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
    // The names that hold a selector's result: `const offer = useSelector(…)`.
    const selected = new Set<string>();
    new Visitor({
      VariableDeclarator(node) {
        const id = node.id as unknown;
        if (isNode(id) && id.type === 'Identifier' && isSelectorCall(node.init)) selected.add(String(id.name));
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
          const what = readsStateValue(side, selected);
          // An empty text is no state's name (`mobile !== ''`).
          if (what && isString(other) && (other as Node).value !== '') {
            report(
              node.start,
              `${what} ${node.operator} '${String((other as Node).value)}'`,
              'compare no state value with a string: use a tag, can() or a selector',
            );
            return;
          }
        }
      },
      SwitchStatement(node) {
        const what = readsStateValue(node.discriminant, selected);
        if (!what) return;
        for (const branch of node.cases as unknown[]) {
          if (isNode(branch) && isString(branch.test)) {
            report(
              branch.start,
              `switch (${what}) case '${String((branch.test as Node).value)}'`,
              'switch over a state value: use a tag, can() or a selector',
            );
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee as unknown;
        if (!isNode(callee)) return;
        if (
          callee.type === 'MemberExpression' &&
          isNode(callee.property) &&
          callee.property.name === 'includes' &&
          isNode(callee.object) &&
          callee.object.type === 'ArrayExpression' &&
          (callee.object.elements as unknown[]).some((e) => isString(e))
        ) {
          const what = readsStateValue(node.arguments[0], selected);
          if (what) {
            report(node.start, `[…].includes(${what})`, 'a list of state names: use a tag, can() or a selector');
          }
        }
        if (callee.type === 'Identifier' && callee.name === 'stateValueText') {
          report(node.start, 'stateValueText(…)', 'no state value as text in src/: use a tag, can() or a selector');
        }
        if (
          callee.type === 'MemberExpression' &&
          isNode(callee.property) &&
          callee.property.name === 'matches' &&
          node.arguments.some((a: unknown) => isString(a) || isObjectLiteral(a))
        ) {
          report(node.start, 'matches(…)', "snapshot.matches('…') belongs in the machine's selectors file");
        }
      },
    }).visit(program);
  }
  return out;
}

/**
 * The reads per file held against the baseline (tests/architecture/stateStrings.baseline.ts): one line per file
 * over its number or under it. An empty baseline allows none, so every read in src/ is an offence.
 */
export function stateStringOffences(
  violations: readonly Violation[],
  baseline: Readonly<Record<string, number>>,
): string[] {
  const counts = new Map<string, number>();
  for (const v of violations) {
    const file = v.file.replace(/:\d+$/, '');
    counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  const off: string[] = [];
  for (const file of new Set([...counts.keys(), ...Object.keys(baseline)])) {
    const now = counts.get(file) ?? 0;
    const allowed = baseline[file] ?? 0;
    if (now > allowed) {
      const where = violations
        .filter((v) => v.file.replace(/:\d+$/, '') === file)
        .map((v) => `  ${v.file} ${v.target}`)
        .join('\n');
      off.push(`${file}: ${now} state-string reads, ${allowed} allowed (use a tag, can() or a selector)\n${where}`);
    }
    if (now < allowed) off.push(`${file}: ${now} state-string reads, baseline says ${allowed}: lower it`);
  }
  return off;
}
