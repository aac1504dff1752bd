import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session.machine';

/**
 * Every machine of the app, by name. `npm run docs` writes docs/statecharts/<name>.md for each entry;
 * a later issue adds its machine here (and its path-coverage spec to tests/machines/specs.ts).
 */
export const machines = {
  session: sessionMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;
