import { assign, fromPromise, setup } from 'xstate';
import type { ErrorWording } from '../../src/api/client/errorMessage';
import { byOutput, type Settled } from './actorEvents';
import { errcodeOf, failureNotice, problemNotice } from './form';
import { type Notice, notice } from './notice';
import type { Problem } from './validation';

/**
 * One submission of a form (one skeleton for every form): debounce → validate → call → succeeded, or back with the
 * reason. The owning form invokes it (id `submission`) with the request it built from its fields; while it debounces
 * the form forwards SUBMIT, which starts the wait again. The child ends with an output the form reads:
 * `{ ok: true, result }` or `{ ok: false, notice, errcode }` (errcode null for a rule or transport failure).
 * The call itself is the form's: `submissionOf(call)` makes the child for one call.
 */

export interface SubmissionInput<TRequest> {
  request: TRequest;
  /** The first rule the request breaks (spec §5), null when it may go; absent: no rules here. */
  check?: ((request: TRequest) => Problem | null) | undefined;
  /** Milliseconds to wait for another SUBMIT before validating; 0 validates at once. */
  debounce: number;
  /** Which errcode wording a failure reads (src/api/client/errorMessage), or the form's own map. */
  errors: ErrorWording | ((error: unknown) => Notice);
}

export type SubmissionOutput<TResult> =
  | { ok: true; result: TResult }
  | { ok: false; notice: Notice; errcode: number | null };

const unknownFailure = () => notice('error.unknown', 'error');

interface SubmissionContext<TRequest, TResult> extends SubmissionInput<TRequest> {
  outcome: SubmissionOutput<TResult> | null;
}

/** The submission child for one call (the request in, the answer out). */
export function submissionOf<TRequest, TResult>(call: (request: TRequest, signal: AbortSignal) => Promise<TResult>) {
  return setup({
    types: {
      context: {} as SubmissionContext<TRequest, TResult>,
      input: {} as SubmissionInput<TRequest>,
      events: {} as { type: 'SUBMIT' } | Settled<TResult, 'call'>,
      output: {} as SubmissionOutput<TResult>,
      children: {} as { call: 'call' },
    },
    actors: {
      call: fromPromise<TResult, { request: TRequest }>(({ input, signal }) => call(input.request, signal)),
    },
    guards: {
      immediate: ({ context }) => context.debounce <= 0,
      rejected: ({ context }) => (context.check?.(context.request) ?? null) !== null,
    },
    actions: {
      reject: assign({
        outcome: ({ context }) => ({
          ok: false as const,
          notice: problemNotice(context.check?.(context.request) ?? null) ?? unknownFailure(),
          errcode: null,
        }),
      }),
      succeed: assign({ outcome: (_, params: { result: TResult }) => ({ ok: true as const, result: params.result }) }),
      fail: assign({
        outcome: ({ context }, params: { error: unknown }) => ({
          ok: false as const,
          notice:
            typeof context.errors === 'function'
              ? context.errors(params.error)
              : failureNotice(params.error, context.errors),
          errcode: errcodeOf(params.error),
        }),
      }),
    },
    delays: {
      debounce: ({ context }) => context.debounce,
    },
  }).createMachine({
    id: 'submission',
    context: ({ input }) => ({ ...input, outcome: null }),
    initial: 'debouncing',
    states: {
      debouncing: {
        description: 'Waits for the debounce; another SUBMIT starts the wait again.',
        tags: ['pending'],
        always: { guard: 'immediate', target: 'validating' },
        after: { debounce: 'validating' },
        on: { SUBMIT: { target: 'debouncing', reenter: true } },
      },
      validating: {
        description: 'The rules, in screen order; the first one broken ends the submission.',
        always: [{ guard: 'rejected', target: 'rejected', actions: 'reject' }, { target: 'calling' }],
      },
      calling: {
        description: 'The call is under way (the form shows its loading toast).',
        tags: ['busy'],
        invoke: {
          id: 'call',
          src: 'call',
          input: ({ context }) => ({ request: context.request }),
          onDone: {
            target: 'succeeded',
            actions: { type: 'succeed', params: ({ event }) => ({ result: event.output }) },
          },
          onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      succeeded: { type: 'final' },
      rejected: { type: 'final', description: 'A rule refused the request; nothing was sent.' },
      failed: { type: 'final', description: 'The call failed: errcode (or transport) and its message.' },
    },
    output: ({ context }) => context.outcome ?? { ok: false as const, notice: unknownFailure(), errcode: null },
  });
}

export type SubmissionMachine<TRequest, TResult> = ReturnType<typeof submissionOf<TRequest, TResult>>;

/** The child waits for its debounce (the screens' `data-state` says `debouncing`). */
export const submissionPending = (snapshot: { hasTag(tag: 'busy' | 'pending'): boolean } | undefined): boolean =>
  snapshot?.hasTag('pending') ?? false;

/** The child's snapshot says the call is under way (for the form's loading toast). */
export const submissionBusy = (snapshot: { hasTag(tag: 'busy' | 'pending'): boolean } | undefined): boolean =>
  snapshot?.hasTag('busy') ?? false;

/** One outcome of a form's submission: when `guard` holds for the output, go to `target` with these actions. */
export interface SubmittedBranch<TGuard extends string, TAction extends string, TPlain extends string> {
  guard?: TGuard;
  target: string;
  /** Actions that take the child's output as their params (in order, before `also`). */
  output?: readonly TAction[];
  /** Actions without params. */
  also?: readonly TPlain[];
}

/**
 * The `onDone` of a form's submitting state (one skeleton, not one per form): the branches in order,
 * the first whose guard holds for the child's output wins; guards and `output` actions read the output.
 *
 *   onDone: submitted([
 *     { guard: 'accepted', target: 'saved', output: ['showOutcome'], also: ['clearFields'] },
 *     { target: 'editing', output: ['showOutcome'] },
 *   ]),
 */
export function submitted<
  const TGuard extends string,
  const TAction extends string,
  const TPlain extends string = never,
>(branches: readonly SubmittedBranch<TGuard, TAction, TPlain>[]) {
  return branches.map((branch) => ({
    ...(branch.guard === undefined ? {} : { guard: { type: branch.guard, params: byOutput } }),
    target: branch.target,
    actions: [...(branch.output ?? []).map((type) => ({ type, params: byOutput })), ...(branch.also ?? [])],
  }));
}

/**
 * A form's submitting state around its `submission` child (tag `blocking`): the child gets `input(context)`,
 * its end goes through `onDone` (see `submitted`). With a debounce, SUBMIT meanwhile starts the child's wait again
 * through the form's `restartSubmission` action (`sendTo('submission', { type: 'SUBMIT' })` in its setup).
 */
export function submittingState<
  const TInput,
  const TOnDone,
  const TTag extends string = never,
  const TDebounced extends boolean = false,
>(options: {
  description: string;
  input: TInput;
  onDone: TOnDone;
  /** The child debounces: SUBMIT while it waits restarts the wait. */
  debounced?: TDebounced;
  /** Tags the state carries besides `blocking` (e.g. `form`). */
  tags?: readonly TTag[];
}) {
  const invoke = { id: 'submission', src: 'submission', input: options.input, onDone: options.onDone } as const;
  const restart = { SUBMIT: { actions: 'restartSubmission' as const } };
  const state = { description: options.description, tags: ['blocking', ...(options.tags ?? [])], invoke } as const;
  // Only a debounced form's state hears SUBMIT (and needs a `restartSubmission` action).
  return (options.debounced ? { ...state, on: restart } : state) as typeof state &
    (TDebounced extends true ? { on: typeof restart } : unknown);
}

/**
 * `submittingState` for a form that sends at once (no debounce), with the request read from its context:
 *
 *   submitting: submittingNow({
 *     description: '…',
 *     request: (context: PointsContext) => ({ points: context.fields.points }),
 *     check: checkExchange,
 *     errors: pointsFailure,
 *     onDone: submitted([…]),
 *   }),
 */
export function submittingNow<TContext, TRequest, const TOnDone, const TTag extends string = never>(options: {
  description: string;
  request: (context: TContext) => TRequest;
  check?: SubmissionInput<TRequest>['check'];
  errors: SubmissionInput<TRequest>['errors'];
  onDone: TOnDone;
  tags?: readonly TTag[];
}) {
  const { request, check, errors, ...state } = options;
  return submittingState({
    ...state,
    input: ({ context }: { context: TContext }): SubmissionInput<TRequest> => ({
      request: request(context),
      check,
      debounce: 0,
      errors,
    }),
  });
}
