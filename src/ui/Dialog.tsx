import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { useModalFocus } from '../platform/display/modalFocus';
import './ConfirmDialog.css';
import { Form } from './Form';

export interface DialogProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role' | 'onSubmit'> {
  /** The heading the dialog is labelled by. */
  title: ReactNode;
  /** The heading's id (a generated one when omitted). */
  titleId?: string | undefined;
  /** What Escape does (the caller's close or cancel); undefined where closing is not allowed now. */
  onEscape?: (() => void) | undefined;
  role?: 'dialog' | 'alertdialog';
  /** The dialog is a form: Enter submits it to this. */
  onSubmit?: (() => void) | undefined;
  /** Given where the heading itself takes focus (with tabIndex -1), rather than the first control. */
  titleRef?: Ref<HTMLHeadingElement> | undefined;
  children?: ReactNode;
}

/**
 * A modal dialog over a backdrop: role dialog, aria-modal, labelled by its heading, and the keyboard contract of
 * useModalFocus (focus moves in, Tab stays inside, Escape calls `onEscape`, focus returns where it was). More
 * attributes (aria-describedby, data-…) go to the dialog element; `className` adds to `dialog`.
 */
export function Dialog({
  title,
  titleId,
  onEscape,
  role = 'dialog',
  onSubmit,
  titleRef,
  className,
  children,
  ...attributes
}: DialogProps) {
  const generated = useId();
  const headingId = titleId ?? `${generated}-title`;
  const focus = useModalFocus<HTMLElement>(onEscape);
  const dialog = {
    ...attributes,
    ref: focus,
    className: className ? `dialog ${className}` : 'dialog',
    role,
    'aria-modal': true,
    'aria-labelledby': headingId,
  } as const;
  const content = (
    <>
      <h2 ref={titleRef} id={headingId} className="dialog__title" {...(titleRef ? { tabIndex: -1 } : {})}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <div className="dialog-backdrop">
      {onSubmit ? (
        <Form {...dialog} onSubmit={onSubmit}>
          {content}
        </Form>
      ) : (
        <div {...dialog}>{content}</div>
      )}
    </div>
  );
}
