import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { FormRow } from './FormRow';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  /** `date`: the browser's own date picker; the value is YYYY-MM-DD, or '' until a whole date is given. */
  type?: 'text' | 'password' | 'tel' | 'date' | 'datetime-local';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  /** Bounds of a date field (YYYY-MM-DD): the picker offers only these; the form's rules still decide. */
  min?: string;
  max?: string;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** Shown after the input, inside the field row (a show/hide or send-code button). */
  trailing?: ReactNode;
  /** What is wrong with the value: shown under the field and tied to the input (aria-invalid, aria-describedby). */
  error?: string | undefined;
  /** What the field takes (a range, a format): shown under the input and tied to it (aria-describedby). */
  hint?: string | undefined;
}

/** A labelled input (a `FormRow` with an input); the value and every change belong to the caller's machine. */
export function TextField({ label, onChange, trailing, error, hint, type = 'text', ...input }: TextFieldProps) {
  return (
    <FormRow label={label} hint={hint} error={error} trailing={trailing}>
      {(control) => (
        <input
          className="field__input"
          type={type}
          {...control}
          {...input}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormRow>
  );
}
