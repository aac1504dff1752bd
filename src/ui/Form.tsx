import type { FormHTMLAttributes, Ref } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Enter or the submit button: the page sends its machine's event (the browser's own submit never runs). */
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement> | undefined;
}

/** A form whose submit is an event for the caller's machine. */
export function Form({ onSubmit, ...form }: FormProps) {
  return (
    <form
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
