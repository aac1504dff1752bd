import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { AnyActorRef } from 'xstate';
import type { FieldChange } from '../../../machines/shared/form';
import { fieldProblem } from '../../../machines/shared/form.selectors';
import type { Notice } from '../../../machines/shared/notice';
import type { MessageId } from '../../platform/intl/messages';
import { formatNotice } from '../../ui/Money';

/** Any form machine's actor that keeps its last notice in `context.notice`. */
type NoticeHolder = Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): { context: { notice: Notice | null } } };

/**
 * The error a form's machine tied to one of its inputs (a broken rule, or a server refusal about that
 * input), formatted for that input: `errorOf('amount')` is the text for TextField's `error` (aria-invalid and
 * aria-describedby), undefined for every other input. The form's toast does not draw it again (NoticeToast): its
 * status region only reads it out.
 */
export function useFieldError(actor: NoticeHolder): (field: string) => string | undefined {
  const intl = useIntl();
  const problem = useSelector(actor, fieldProblem);
  return (field) => (problem?.field === field ? formatNotice(intl, problem) : undefined);
}

/** The ids an input is described by (its hint, its error), or undefined when it has neither. */
export function describedBy(...ids: readonly (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** A form machine's actor: its last notice, and one FIELD.CHANGE event for its inputs. */
type FormHolder<F extends string> = NoticeHolder & { send(event: FieldChange<F>): void };

/**
 * What TextField takes from a form's machine for one input: its name (the field's), its label, the error tied to
 * it (useFieldError) and every change sent as FIELD.CHANGE. The value and the rest stay with the caller.
 */
export function useFieldProps<F extends string>(actor: FormHolder<F>) {
  const intl = useIntl();
  const errorOf = useFieldError(actor);
  return (field: F, label: MessageId) => ({
    name: field,
    label: intl.formatMessage({ id: label }),
    error: errorOf(field),
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
}
