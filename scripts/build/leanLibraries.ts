import type { Plugin } from 'vite';
import { type AstNode, applyCuts, type Cut, keyName, type Parse, walk } from './ast';

/**
 * Two production-build passes over library code a guest downloads first (issue 17, docs/bench.md), both of which
 * take out code the app never runs:
 *
 * - React Router's production build still prints developer warnings (`warning(cond, "Route path … will be treated
 *   as if …")`, "No routes matched location …"): the texts ship to every visitor, ~700 B of gzip. Only the
 *   `warning`/`warningOnce` statements go; `invariant`, which throws, stays. And one static property written after
 *   its class kept the data routers' error boundary (with the server-component redirects behind it) in the bundle:
 *   ~960 B of gzip, now made in one pure expression the bundler can drop when nothing renders it.
 * - `@formatjs/intl`'s `createIntl` binds every formatter it has, so the bundle keeps them all: relative time,
 *   plural, display names, durations, ranges and the `…ToParts` variants, none of which the app calls (~570 B of
 *   gzip). Production builds leave those methods (and the formatter factories only they use) out of the intl
 *   object. An app module that names one of them fails the build with a message, so a later use cannot meet a
 *   missing method at run time.
 *
 * The dev server and the tests keep the libraries whole.
 */

/** The intl object's methods production builds leave out (the app calls formatMessage, Date, Time, Number, List). */
export const PRUNED_INTL_METHODS = [
  'formatNumberToParts',
  'formatDuration',
  'formatDurationToParts',
  'formatRelativeTime',
  'formatDateToParts',
  'formatDateTimeRange',
  'formatTimeToParts',
  'formatPlural',
  'formatListToParts',
  'formatDisplayName',
] as const;

/** The formatter factories only the pruned methods use, and the `Intl` constructors they read. */
const PRUNED_FORMATTERS = new Set(['getDurationFormat', 'getRelativeTimeFormat', 'getDisplayNames']);
const PRUNED_CONSTRUCTORS = new Set(['RelativeTimeFormat', 'DisplayNames']);

/** react-intl's components that call a pruned method (its pure-components pass drops them while unused). */
const PRUNED_COMPONENTS = [
  'FormattedRelativeTime',
  'FormattedPlural',
  'FormattedDisplayName',
  'FormattedDuration',
  'FormattedDurationParts',
  'FormattedDateTimeRange',
  'FormattedDateParts',
  'FormattedTimeParts',
  'FormattedNumberParts',
  'FormattedListParts',
];

const PRUNED_NAME = new RegExp(`\\b(${[...PRUNED_INTL_METHODS, ...PRUNED_COMPONENTS].join('|')})\\b`);

const ROUTER = /\/node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;
const FORMATJS_INTL = /\/node_modules\/@formatjs\/intl\/index\.js$/;
/** The app's own modules, checked for a pruned name. */
const APP_MODULE = /\/(src|machines)\/.*\.tsx?$/;

/** A property with its trailing comma, so the object stays well formed. */
function propertyCut(code: string, property: AstNode): Cut {
  return { start: property.start, end: code[property.end] === ',' ? property.end + 1 : property.end, text: '' };
}

const calleeName = (call: AstNode) => (call.callee as { type?: string; name?: string }).name;

/**
 * React Router's module without its `warning(…)` and `warningOnce(…)` statements, and with each class whose next
 * statement sets one of its static properties (`RenderErrorBoundary.contextType = RSCRouterContext`) made in one pure
 * expression: that write kept the data routers' error boundary, and the server-component redirect handling behind
 * it, in a bundle that never renders them. Where the class is used, it is the same class, made at the same point.
 */
export function leanRouter(code: string, parse: Parse): string {
  const cuts: Cut[] = [];
  walk(parse(code), (node) => {
    if (node.type !== 'ExpressionStatement') return false;
    const call = node.expression as AstNode;
    if (call.type !== 'CallExpression') return false;
    const name = calleeName(call);
    if (name !== 'warning' && name !== 'warningOnce') return false;
    // An empty statement keeps an `if (…) warning(…)` without braces well formed.
    cuts.push({ start: node.start, end: node.end, text: ';' });
    return true;
  });
  return withPureClasses(applyCuts(code, cuts), parse);
}

/** Each top-level `var X = class …;` followed by `X.prop = value;` as one pure expression making the same class. */
function withPureClasses(code: string, parse: Parse): string {
  const cuts: Cut[] = [];
  const { body } = parse(code) as { body: AstNode[] };
  body.forEach((statement, index) => {
    const next = body[index + 1];
    const declarator = (statement.declarations as AstNode[] | undefined)?.[0];
    const name = (declarator?.id as { name?: string } | undefined)?.name;
    const init = declarator?.init as AstNode | undefined;
    const write = next?.expression as AstNode | undefined;
    const object = (write?.left as { object?: AstNode & { name?: string } } | undefined)?.object;
    if (!name || !init || !next || init.type !== 'ClassExpression') return;
    if (write?.type !== 'AssignmentExpression' || object?.name !== name) return;
    // `X.contextType = value` becomes `made.contextType = value`.
    const writeText = `made${code.slice(object.end, write.end)}`;
    cuts.push({
      start: init.start,
      end: next.end,
      text: `/* @__PURE__ */ (() => { const made = ${code.slice(init.start, init.end)}; ${writeText}; return made; })();`,
    });
  });
  return applyCuts(code, cuts);
}

/** `@formatjs/intl`'s module with `createIntl` and `createFormatters` binding only what the app calls. */
export function withoutUnusedFormatters(code: string, parse: Parse): string {
  const cuts: Cut[] = [];
  const pruned = new Set<string>(PRUNED_INTL_METHODS);
  let found = 0;
  walk(parse(code), (node) => {
    if (node.type !== 'FunctionDeclaration') return false;
    const name = (node.id as { name?: string } | null)?.name;
    if (name !== 'createIntl' && name !== 'createFormatters') return false;
    const drop = name === 'createIntl' ? pruned : PRUNED_FORMATTERS;
    walk(node.body, (inner) => {
      if (inner.type === 'Property' && drop.has(keyName(inner) ?? '')) {
        cuts.push(propertyCut(code, inner));
        found += 1;
        return true;
      }
      if (inner.type === 'VariableDeclaration') {
        const [declarator] = inner.declarations as AstNode[];
        const id = (declarator?.id as { name?: string } | undefined)?.name;
        if (id && PRUNED_CONSTRUCTORS.has(id)) {
          cuts.push({ start: inner.start, end: inner.end, text: '' });
          return true;
        }
      }
      return false;
    });
    return true;
  });
  // A new @formatjs/intl that renamed or moved these would silently keep them: say so at build time instead.
  if (found !== pruned.size + PRUNED_FORMATTERS.size)
    throw new Error(
      `lean-libraries: @formatjs/intl no longer has the shape this pass expects (${found} of ${pruned.size + PRUNED_FORMATTERS.size} formatters found); update scripts/build/leanLibraries.ts`,
    );
  return applyCuts(code, cuts);
}

/** The pruned intl method or component an app module names, if any. */
export function prunedNameIn(code: string): string | undefined {
  return PRUNED_NAME.exec(code)?.[1];
}

export function leanLibraries(): Plugin {
  return {
    name: 'lucky-lobby:lean-libraries',
    apply: 'build',
    transform(code, id) {
      if (ROUTER.test(id)) return { code: leanRouter(code, (text) => this.parse(text)), map: null };
      if (FORMATJS_INTL.test(id)) return { code: withoutUnusedFormatters(code, (text) => this.parse(text)), map: null };
      if (APP_MODULE.test(id) && !id.includes('/node_modules/')) {
        const name = prunedNameIn(code);
        if (name)
          this.error(
            `${id} uses ${name}, which production builds leave out of react-intl (scripts/build/leanLibraries.ts): take it off PRUNED_INTL_METHODS or the components list there first`,
          );
      }
      return undefined;
    },
  };
}
