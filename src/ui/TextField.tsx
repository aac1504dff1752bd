import { type HTMLInputAutoCompleteAttribute, type ReactNode, useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** Shown after the input, inside the field row (a show/hide or send-code button). */
  trailing?: ReactNode;
}

/** A labelled input; the value and every change belong to the caller's machine. */
export function TextField({ label, onChange, trailing, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          id={id}
          className="field__input"
          type={type}
          {...input}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {trailing}
      </div>
    </div>
  );
}
