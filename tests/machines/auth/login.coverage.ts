import { type LoginResult, loginMachine } from '../../../machines/auth/login.machine';
import type { TermsOutput } from '../../../machines/auth/terms.machine';
import { notice } from '../../../machines/shared/notice';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { local, session } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { loginResult, webConfig } from '../fixtures';

export function clearStores(): void {
  local.clear();
  session.clear();
}

/** The two ends of a submission child (a promise mock here; the child has its own spec). */
export function submissionOutcomes<TResult>(result: TResult, errcode: number) {
  const failed: SubmissionOutput<TResult> = { ok: false, notice: notice('login.loginFailed', 'error'), errcode };
  return [
    { type: 'xstate.done.actor.submission', output: { ok: true, result }, actorId: 'submission' },
    { type: 'xstate.done.actor.submission', output: failed, actorId: 'submission' },
  ] as const;
}

/** The two ends of the terms panel child. */
export const termsOutcomes = [
  { type: 'xstate.done.actor.terms', output: { agreed: true }, actorId: 'terms' },
  { type: 'xstate.done.actor.terms', output: { agreed: false }, actorId: 'terms' },
] as const;

const events = [
  { type: 'FIELD.CHANGE', field: 'account', value: 'demo' },
  { type: 'FIELD.CHANGE', field: 'password', value: 'Demo1234' },
  ...submissionOutcomes(loginResult(), 101),
  ...termsOutcomes,
] as const;

const spec = (mode: 'normal' | 'green') =>
  defineMachineSpec({
    name: 'login',
    machine: loginMachine,
    input: { webConfig: webConfig({ mode }) },
    events,
    mocks: (mocks) => ({
      submission: mocks.promise<SubmissionOutput<LoginResult>>(),
      terms: mocks.promise<TermsOutput>(),
    }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.fields.account !== '',
        snapshot.context.fields.password !== '',
        snapshot.context.agreement,
        snapshot.context.showPassword,
        snapshot.context.notice?.id ?? null,
      ] as const),
    prepare: clearStores,
  });

/** Normal mode (agreement checked by default) and green mode (the terms panel decides). */
export const loginSpecs = [spec('normal'), spec('green')];
