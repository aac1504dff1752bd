import { type ReactNode, useId } from 'react';
import { useModalFocus } from '../platform/modalFocus';
import './ConfirmDialog.css';

export interface AlertDialogProps {
  title: string;
  /** Classes beside `dialog`. */
  className?: string;
  /** What Escape does (the dismissing action); without it the dialog is answered before it closes. */
  onEscape?: (() => void) | undefined;
  /** The id of the text that says what the dialog is about, when it has one. */
  describedBy?: string;
  /** The body and the actions. */
  children: ReactNode;
}

/** A modal dialog that asks for an answer: focus stays inside until it closes; open and close are the caller's. */
export function AlertDialog({ title, className, onEscape, describedBy, children }: AlertDialogProps) {
  const titleId = useId();
  const focus = useModalFocus<HTMLDivElement>(onEscape);
  return (
    <div className="dialog-backdrop">
      <div
        ref={focus}
        className={className ? `dialog ${className}` : 'dialog'}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
