import { useIntl } from 'react-intl';
import type { MessageId } from '../../platform/intl/messages';
import { Dialog } from '../../ui/Dialog';

/** The buttons of the promotional prompts, each one event for the prompts machine. */
export type PromptPress = 'DOWNLOAD' | 'CLOSE' | 'NO_MORE' | 'OPEN_CHROME' | 'COPY' | 'RETRY';

export interface PromptAction {
  label: MessageId;
  primary?: boolean;
  onClick(): void;
}

export interface PromptDialogProps {
  name: string;
  title: MessageId;
  body: MessageId;
  /** The body's placeholders (amounts already formatted). */
  values?: Record<string, string>;
  actions: PromptAction[];
  /** A result to read, not an alert: the dialog is a plain dialog. */
  status?: boolean;
}

/** A prompt's button that sends the prompts machine one event. */
export const pressOf =
  (send: (event: { type: PromptPress }) => void) =>
  (label: MessageId, type: PromptPress, primary = false): PromptAction => ({
    label,
    primary,
    onClick: () => send({ type }),
  });

export function PromptDialog(props: PromptDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      role={props.status ? 'dialog' : 'alertdialog'}
      title={intl.formatMessage({ id: props.title })}
      className={`prompt prompt--${props.name}`}
      // Escape is the dismissing (secondary) action, where the prompt has one; a one-button notice is read to the end.
      onEscape={props.actions.find((action) => !action.primary)?.onClick}
    >
      <p className="dialog__body">{intl.formatMessage({ id: props.body }, props.values)}</p>
      <div className="dialog__actions prompt__actions">
        {props.actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={action.primary ? 'button button--primary' : 'button'}
            onClick={action.onClick}
          >
            {intl.formatMessage({ id: action.label })}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
