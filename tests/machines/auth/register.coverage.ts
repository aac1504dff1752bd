import { type RegisterResult, registerMachine } from '../../../machines/auth/register.machine';
import type { TermsOutput } from '../../../machines/auth/terms.machine';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { loginResult, webConfig } from '../fixtures';
import { clearStores, submissionOutcomes, termsOutcomes } from './login.coverage';

/** Username registration in normal mode; phone registration with a one-time code in green mode. */
export const usernameConfig = webConfig({ mode: 'normal', registerType: 2, otpStatus: 0 });
export const greenPhoneConfig = webConfig({ mode: 'green', registerType: 1, otpStatus: 1 });

const spec = (config: typeof usernameConfig, account: string) =>
  defineMachineSpec({
    name: 'register',
    machine: registerMachine,
    input: { webConfig: config, host: 'lucky.example' },
    events: [
      { type: 'FIELD.CHANGE', field: 'account', value: account },
      ...submissionOutcomes(loginResult(), 1018),
      ...termsOutcomes,
    ],
    mocks: (mocks) => ({
      submission: mocks.promise<SubmissionOutput<RegisterResult>>(),
      terms: mocks.promise<TermsOutput>(),
    }),
    // Which fields are filled (not their text), so the graph stays small; the rules are the submission's.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.fields.account !== '',
        snapshot.context.agreement,
        snapshot.context.notExcluded,
      ]),
    prepare: clearStores,
  });

export const registerSpecs = [spec(usernameConfig, 'player01'), spec(greenPhoneConfig, '9171234567')];
