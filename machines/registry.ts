import type { AnyStateMachine } from 'xstate';
import { agePromptMachine } from './agePrompt.machine';
import { bankCardMachine } from './bankCard.machine';
import { bindMachine } from './bind.machine';
import { depositMachine } from './deposit.machine';
import { forgetMachine } from './forget.machine';
import { kycMachine } from './kyc.machine';
import { lineLoginMachine } from './lineLogin.machine';
import { loginMachine } from './login.machine';
import { pagedListMachine } from './pagedList.machine';
import { pointsMachine } from './points.machine';
import { registerMachine } from './register.machine';
import { safeboxMachine } from './safebox.machine';
import { sendCodeMachine } from './sendCode.machine';
import { sessionMachine } from './session.machine';
import { walletPasswordMachine } from './walletPassword.machine';
import { withdrawMachine } from './withdraw.machine';

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
  deposit: depositMachine,
  bankCard: bankCardMachine,
  pagedList: pagedListMachine,
  withdraw: withdrawMachine,
  kyc: kycMachine,
  walletPassword: walletPasswordMachine,
  points: pointsMachine,
  safebox: safeboxMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;
