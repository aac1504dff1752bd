import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing' | 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password';
  shown: boolean;
  onToggle: () => void;
  /** Accessible names of the toggle: [to show, to hide]. */
  toggleLabels: { show: string; hide: string };
}

/** A password input with a show/hide toggle; whether it shows is the caller's machine state. */
export function PasswordField({ shown, onToggle, toggleLabels, ...field }: PasswordFieldProps) {
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-label={shown ? toggleLabels.hide : toggleLabels.show}
          onClick={onToggle}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeWidth="2" />
            <circle cx="12" cy="12" r="3" strokeWidth="2" />
            {shown && <path d="M4 4l16 16" strokeWidth="2" />}
          </svg>
        </button>
      }
    />
  );
}
