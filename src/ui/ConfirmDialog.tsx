import { useId } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: both buttons wait. */
  busy?: boolean;
}

/** A modal yes/no question; open and busy are the caller's machine state. Escape cancels (not while busy). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const id = useId();
  if (!open) return null;
  return (
    <Dialog
      role="alertdialog"
      title={title}
      titleId={`${id}-title`}
      aria-describedby={`${id}-body`}
      onEscape={busy ? undefined : onCancel}
    >
      <p id={`${id}-body`} className="dialog__body">
        {message}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: a confirmation dialog moves focus to its action. */}
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
