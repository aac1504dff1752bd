import type { FormHTMLAttributes, Ref } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Enter in a field or the submit button: the page sends its machine's event (the browser's own submit never runs). */
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement> | undefined;
}

/**
 * A form whose rules are its machine's: the browser's own validation is off (noValidate), sending never reloads
 * the page, and `onSubmit` tells the machine.
 */
export function Form({ onSubmit, ...form }: FormProps) {
  return (
    <form
      noValidate
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
