import { forgetMachine } from '../../../machines/auth/forget.machine';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { webConfig } from '../fixtures';
import { clearStores, submissionOutcomes } from './login.coverage';

/** The reset-password form: a field filled or not, so the graph stays small; the rules are the submission's. */
export const forgetSpec = defineMachineSpec({
  name: 'forget',
  machine: forgetMachine,
  input: { webConfig: webConfig() },
  events: [{ type: 'FIELD.CHANGE', field: 'mobile', value: '9171234567' }, ...submissionOutcomes({}, 1043)],
  mocks: (mocks) => ({ submission: mocks.promise<SubmissionOutput<unknown>>() }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.fields.mobile !== '', snapshot.context.showPassword]),
  prepare: clearStores,
});
