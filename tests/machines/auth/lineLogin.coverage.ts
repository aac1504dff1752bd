import { LINE_STATE, LineCallbackRefused, lineLoginMachine } from '../../../machines/auth/lineLogin.machine';
import type { LoginResult } from '../../../machines/auth/login.machine';
import type { TermsOutput } from '../../../machines/auth/terms.machine';
import { notice } from '../../../machines/shared/notice';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { loginResult } from '../fixtures';
import { clearStores, submissionOutcomes, termsOutcomes } from './login.coverage';

/**
 * A callback the server answers, refuses (1043), asks the details for (1056 with a ticket), or the client
 * refuses (no code: the player cancelled); then the details step: a session, a spent ticket (1057) or another refusal.
 */
export const lineLoginSpec = defineMachineSpec({
  name: 'lineLogin',
  machine: lineLoginMachine,
  input: { code: 'abc', state: LINE_STATE },
  events: [
    { type: 'xstate.done.actor.lineLogin', output: loginResult(), actorId: 'lineLogin' },
    {
      type: 'xstate.error.actor.lineLogin',
      error: new ErrcodeError('/app/v1/lineLogin', 1043, 200),
      actorId: 'lineLogin',
    },
    {
      type: 'xstate.error.actor.lineLogin',
      error: new ErrcodeError('/app/v1/lineLogin', 1056, 200, undefined, undefined, 'f'.repeat(64)),
      actorId: 'lineLogin',
    },
    { type: 'xstate.error.actor.lineLogin', error: new LineCallbackRefused(), actorId: 'lineLogin' },
    { type: 'FIELD.CHANGE', field: 'birthDate', value: '1990-06-15' },
    ...submissionOutcomes(loginResult(), 1053),
    {
      type: 'xstate.done.actor.submission',
      output: {
        ok: false,
        notice: notice('auth.line.ticketExpired', 'error'),
        errcode: 1057,
      } satisfies SubmissionOutput<LoginResult>,
      actorId: 'submission',
    },
    ...termsOutcomes,
  ],
  mocks: (mocks) => ({
    lineLogin: mocks.promise<LoginResult, { code: string; state: string }>(),
    submission: mocks.promise<SubmissionOutput<LoginResult>>(),
    terms: mocks.promise<TermsOutput>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.notice?.id ?? null,
      snapshot.context.fields.birthDate !== '',
      snapshot.context.notExcluded,
    ]),
  prepare: clearStores,
});
