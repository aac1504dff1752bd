import { agePromptSpecs } from './agePrompt.coverage';
import { bankCardSpecs } from './bankCard.coverage';
import { bindSpec } from './bind.coverage';
import type { AnyMachineSpec } from './coverage/measureCoverage';
import { depositSpec } from './deposit.coverage';
import { forgetSpec } from './forget.coverage';
import { kycSpecs } from './kyc.coverage';
import { lineLoginSpec } from './lineLogin.coverage';
import { loginSpecs } from './login.coverage';
import { pagedListSpec } from './pagedList.coverage';
import { pointsSpec } from './points.coverage';
import { registerSpecs } from './register.coverage';
import { safeboxSpec } from './safebox.coverage';
import { sendCodeSpec } from './sendCode.coverage';
import { sessionResumeSpec, sessionSpec } from './session.coverage';
import { walletPasswordSpec } from './walletPassword.coverage';
import { withdrawSpec } from './withdraw.coverage';

/**
 * Every machine's path-coverage spec; a later issue adds one entry per machine it brings. Specs sharing a
 * name (one machine started from different storage or input) are merged into one row.
 */
export const machineSpecs: readonly AnyMachineSpec[] = [
  sessionSpec,
  sessionResumeSpec,
  sendCodeSpec,
  ...loginSpecs,
  ...registerSpecs,
  forgetSpec,
  bindSpec,
  lineLoginSpec,
  ...agePromptSpecs,
  depositSpec,
  ...bankCardSpecs,
  pagedListSpec,
  withdrawSpec,
  ...kycSpecs,
  walletPasswordSpec,
  pointsSpec,
  safeboxSpec,
];
