import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog';
import { FormRow } from '../../ui/FormRow';

export interface PasswordDialogProps {
  open: boolean;
  busy: boolean;
  value: string;
  onChange: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** What is wrong with the password (its shape, or the server's "wrong"): under the input and tied to it. */
  error?: string | undefined;
}

/**
 * Asks the 6-digit wallet password (every withdrawal); the value is the machine's. Escape cancels. An error shows
 * under the input with aria-invalid and aria-describedby (WCAG 2.2 error identification).
 */
export function PasswordDialog({ open, busy, value, onChange, onConfirm, onCancel, error }: PasswordDialogProps) {
  const intl = useIntl();
  const id = useId();
  if (!open) return null;
  return (
    <Dialog
      title={<FormattedMessage id="wallet.password.ask" />}
      titleId={`${id}-title`}
      onEscape={busy ? undefined : onCancel}
      onSubmit={onConfirm}
    >
      <FormRow label={<FormattedMessage id="wallet.password.label" />} error={error}>
        {(control) => (
          <input
            {...control}
            className="field__input wallet-pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            // The dialog exists to take this one input.
            autoFocus
            value={value}
            readOnly={busy}
            placeholder={intl.formatMessage({ id: 'wallet.password.rule' })}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        )}
      </FormRow>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="wallet.cancel" />
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id="wallet.confirm" />
        </button>
      </div>
    </Dialog>
  );
}
