import { type ErrorWording, errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import { byEvent } from './actorEvents';
import { type Notice, notice } from './notice';
import type { Problem } from './validation';

/**
 * The pieces every form machine shares. A form keeps its text fields in `context.fields` and takes one event
 * for all of them, `FIELD.CHANGE`; its chart names one parameterised action for it:
 *
 *   actions: { setField: assign(({ context }, change: FieldChange<Field>) => changeField(context, change, limits)) }
 *   on: { ...setsField, … }
 */

/** The transition of a state whose fields take input: FIELD.CHANGE runs the chart's `setField` with the event. */
export const setsField = { 'FIELD.CHANGE': { actions: { type: 'setField', params: byEvent } } } as const;

/**
 * The editing state of a form that only takes input and submits (tags `editable`, `form`): FIELD.CHANGE sets a
 * field, SUBMIT goes to `submit` (by default `submitting`, the form's `submittingState`).
 */
export function editingState<const TTarget extends string = 'submitting'>(description: string, submit?: TTarget) {
  return {
    description,
    tags: ['editable', 'form'],
    on: { ...setsField, SUBMIT: submit ?? ('submitting' as TTarget) },
  } as const;
}

/** One field of a form took a new value (typing, pasting, autofill). */
export interface FieldChange<TField extends string = string> {
  type: 'FIELD.CHANGE';
  field: TField;
  value: string;
}

/**
 * Per field: a maximum length (a longer value is cut, as the input's own maxLength would), or a function that
 * cleans the typed text (e.g. digits only).
 */
export type FieldLimits<TField extends string> = Readonly<Record<TField, number | ((value: string) => string)>>;

/** The `fields` patch for one change, cut to the field's limit. */
export function changeField<TField extends string>(
  context: { fields: Record<TField, string> },
  change: Pick<FieldChange<NoInfer<TField>>, 'field' | 'value'>,
  limits: FieldLimits<NoInfer<TField>>,
): { fields: Record<TField, string> } {
  const limit = limits[change.field];
  const value = typeof limit === 'number' ? change.value.slice(0, limit) : limit(change.value);
  return { fields: { ...context.fields, [change.field]: value } };
}

/**
 * The patch for one change of a form that ties errors to its fields (WCAG 2.2 error identification): the value cut to
 * its limit, and an error about that field gone (the player is fixing it). A form's `setField` is then one line:
 *
 *   setField: assign(({ context }, change: FieldChange<Field>) => editField(context, change, limits))
 */
export function editField<TField extends string>(
  context: { fields: Record<TField, string>; notice: Notice | null },
  change: Pick<FieldChange<NoInfer<TField>>, 'field' | 'value'>,
  limits: FieldLimits<NoInfer<TField>>,
): { fields: Record<TField, string>; notice: Notice | null } {
  return { ...changeField(context, change, limits), notice: clearFieldError(context.notice, change.field) };
}

/** The error notice for a form problem; null when the form may be sent. */
export function problemNotice(problem: Problem | null): Notice | null {
  if (!problem) return null;
  const shown = notice(problem.id, 'error', problem.values);
  return problem.field ? { ...shown, field: problem.field } : shown;
}

/**
 * A form's reader of failed calls whose refusals about one input name it (the screen ties the message to
 * that input, the toast still says it): `read` gives the message, `fields` the errcodes that are about one field.
 * A refusal that names no field, a 401 and a transport failure stay the toast's alone.
 */
export function failureAbout(
  read: (error: unknown) => Notice,
  fields: Readonly<Partial<Record<number, string>>>,
): (error: unknown) => Notice {
  return (error: unknown): Notice => {
    const shown = read(error);
    const errcode = isApiError(error) && error.code !== 401 ? errcodeOf(error) : null;
    const field = errcode === null ? undefined : fields[errcode];
    return field === undefined ? shown : { ...shown, field };
  };
}

/** The notice without an error about `field`: the player is changing that field, so its error goes. */
export function clearFieldError(notice: Notice | null, field: string): Notice | null {
  return notice?.tone === 'error' && notice.field === field ? null : notice;
}

/** The notice without any error tied to a field (the form moved on: those fields passed or are gone). */
export function clearFieldErrors(notice: Notice | null): Notice | null {
  return notice?.tone === 'error' && notice.field !== undefined ? null : notice;
}

/** The error notice for a failed call, in the flow's wording (the common one by default). */
export function failureNotice(error: unknown, wording: ErrorWording = 'default'): Notice {
  const text = errorMessage(error, wording);
  return notice(text.id, 'error', text.values);
}

/**
 * What a form's guards read of its submission's outcome (`SubmissionOutput` of ./submission.machine, given as the
 * guard's params by `submitted`).
 */
type Outcome = { ok: true } | { ok: false; errcode: number | null };

/** The guard of the branch where the call succeeded (registered as `accepted`). */
export const accepted = (_: unknown, outcome: Outcome): boolean => outcome.ok;

/** A guard: the server refused the call with one of `errcodes` (a wrong password, KYC still due, …). */
export const refusedWith =
  (...errcodes: readonly number[]) =>
  (_: unknown, outcome: Outcome): boolean =>
    !outcome.ok && outcome.errcode !== null && errcodes.includes(outcome.errcode);

/** The server's errcode of a failed call; null for a transport failure or anything else. */
export function errcodeOf(error: unknown): number | null {
  return isApiError(error) && error.kind === 'errcode' ? (error.errcode ?? null) : null;
}
