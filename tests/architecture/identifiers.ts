import type { Violation } from './layers';
import { lineOf, parseModule, type SourceFile } from './scan';

/** React renders machine state: these hooks live only in the platform adapters of this folder. */
export const HOOK_ALLOWLIST_FOLDER = 'src/platform/react/';
/**
 * The router adapter, the scroll and row adapters, the emitted-event listener and the one lifecycle hook: each
 * a browser fact React must hold, none a piece of app state.
 */
export const HOOK_ALLOWLIST_MAX_FILES = 7;
/** Mount and unmount work goes through this one hook; `useEffect` appears nowhere else (not even in the adapters). */
export const LIFECYCLE_HOOK_FILE = 'src/platform/react/useLifecycle.ts';
export const STATE_HOOKS = ['useState', 'useReducer', 'useEffect', 'useLayoutEffect', 'useInsertionEffect'];

/** Any mention of a state/effect hook in src/ outside the allowlist, `React.useEffect` included. */
export function checkHooks(files: SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    if (!file.path.startsWith('src/') || file.path === LIFECYCLE_HOOK_FILE) continue;
    const adapter = file.path.startsWith(HOOK_ALLOWLIST_FOLDER);
    for (const id of parseModule(file).identifiers) {
      if (id.name === 'useEffect') {
        out.push({
          file: `${file.path}:${lineOf(file.code, id.start)}`,
          target: id.name,
          rule: `mount and unmount work only through useLifecycle (${LIFECYCLE_HOOK_FILE})`,
        });
      } else if (!adapter && STATE_HOOKS.includes(id.name)) {
        out.push({
          file: `${file.path}:${lineOf(file.code, id.start)}`,
          target: id.name,
          rule: `state and effect hooks only in ${HOOK_ALLOWLIST_FOLDER}; put the state in a machine`,
        });
      }
    }
  }
  return out;
}

const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'];

/** machines/ run in Node: no browser globals (they reach the browser through src/platform adapters). */
export function checkMachineGlobals(files: SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    if (!file.path.startsWith('machines/')) continue;
    for (const id of parseModule(file).identifiers) {
      if (!id.isPropertyName && DOM_GLOBALS.includes(id.name)) {
        out.push({
          file: `${file.path}:${lineOf(file.code, id.start)}`,
          target: id.name,
          rule: 'machines/ never touch DOM globals; go through src/platform',
        });
      }
    }
  }
  return out;
}
