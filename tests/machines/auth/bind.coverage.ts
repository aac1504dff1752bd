import { type BindResult, bindMachine } from '../../../machines/auth/bind.machine';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { userInfo, webConfig } from '../fixtures';
import { clearStores, submissionOutcomes } from './login.coverage';

export const boundUser = userInfo({ mobile: '9171234567' });

/** The bind-mobile form: a field filled or not, so the graph stays small; the checks are the submission's. */
export const bindSpec = defineMachineSpec({
  name: 'bind',
  machine: bindMachine,
  input: { webConfig: webConfig(), returnTo: { page: 'home' } },
  events: [
    { type: 'FIELD.CHANGE', field: 'mobile', value: '9171234567' },
    ...submissionOutcomes({ user: boundUser }, 1019),
  ],
  mocks: (mocks) => ({ submission: mocks.promise<SubmissionOutput<BindResult>>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fields.mobile !== '']),
  prepare: clearStores,
});
