import { type ReactNode, useId } from 'react';
import { FieldError } from './FieldError';

/** What the row's control takes to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormRowProps {
  /** The label, tied to the control (`htmlFor`). */
  label: ReactNode;
  /** What the control takes (a range, a format, a file's limits): under it, tied to it by aria-describedby. */
  hint?: ReactNode;
  /** The hint's test hook, when a test reads the hint (the KYC photo's state). */
  hintTestId?: string | undefined;
  /** Why the value was refused: shown once, under the control, tied to it (aria-invalid, aria-describedby). */
  error?: string | undefined;
  /** The control in the row's box (`field__row`: text inputs and selects); `false` for a file input. */
  boxed?: boolean;
  /** Shown after the control, inside the box (a show/hide or send-code button). */
  trailing?: ReactNode;
  /** The control, given its id and the attributes that tie it to the label, the hint and the error. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * One row of a form (docs/design.md "Components"): the label, the control, its hint and its one error display.
 * `TextField` is a row with an input; a select or a file input of a page is a row with that control. The form's
 * toast never draws the error again (NoticeToast): the row is where the player reads it.
 */
export function FormRow({ label, hint, hintTestId, error, boxed = true, trailing, children }: FormRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {boxed ? (
        <div className="field__row">
          {children(control)}
          {trailing}
        </div>
      ) : (
        children(control)
      )}
      {hint && (
        <p className="field__hint" id={hintId} data-testid={hintTestId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
