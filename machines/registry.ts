import type { AnyStateMachine } from 'xstate';
import { agePromptMachine } from './agePrompt.machine';
import { bindMachine } from './bind.machine';
import { forgetMachine } from './forget.machine';
import { lineLoginMachine } from './lineLogin.machine';
import { loginMachine } from './login.machine';
import { registerMachine } from './register.machine';
import { sendCodeMachine } from './sendCode.machine';
import { sessionMachine } from './session.machine';

/**
 * Every machine of the app, by name. `npm run docs` writes docs/statecharts/<name>.md for each entry;
 * a later issue adds its machine here (and its path-coverage spec to tests/machines/specs.ts).
 */
export const machines = {
  session: sessionMachine,
  sendCode: sendCodeMachine,
  login: loginMachine,
  register: registerMachine,
  forget: forgetMachine,
  bind: bindMachine,
  lineLogin: lineLoginMachine,
  agePrompt: agePromptMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;
