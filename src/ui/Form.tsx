import type { FormHTMLAttributes } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** The form was sent (Enter in a field, the submit button): the caller's machine decides what it means. */
  onSubmit: () => void;
}

/**
 * A form whose rules are its machine's: the browser's own validation is off (noValidate) and sending never
 * reloads the page; `onSubmit` tells the machine.
 */
export function Form({ onSubmit, ...rest }: FormProps) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
