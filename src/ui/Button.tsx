import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'plain';
  /** A call is under way: the button stays in place, disabled, and says so to assistive technology. */
  busy?: boolean;
}

export function Button({ variant = 'plain', busy = false, className, disabled, type, ...rest }: ButtonProps) {
  const classes = ['button', variant === 'primary' ? 'button--primary' : '', className ?? ''].filter(Boolean);
  return (
    <button
      type={type ?? 'button'}
      className={classes.join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}
