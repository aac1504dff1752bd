import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../platform/intl/messages';

/** A message id with its values (a machine's notice fits). */
export interface Message {
  id: MessageId;
  values?: Record<string, string | number>;
}

export interface ErrorPanelProps {
  /** What went wrong: a message id, or a message with values. */
  title?: MessageId | Message | null | undefined;
  /** Why, if known. */
  message?: Message | null | undefined;
  onRetry?: () => void;
  /** The retry button's text (default "Retry"). */
  retryLabel?: MessageId;
  /** `inline`: a plain alert in the page's flow (no panel styling, a plain button). */
  look?: 'panel' | 'inline';
}

const said = (message: MessageId | Message | null | undefined) =>
  typeof message === 'string' ? (
    <FormattedMessage id={message} />
  ) : (
    message && <FormattedMessage id={message.id} values={message.values} />
  );

/** A failure the player can read and act on: what happened, why if known, and a Retry button. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'app.retry', look = 'panel' }: ErrorPanelProps) {
  const panel = look === 'panel';
  return (
    <div className={panel ? 'error-panel' : undefined} role="alert">
      <p className={panel ? 'error-panel__title' : undefined}>{said(title)}</p>
      {message && <p className={panel ? 'error-panel__message' : undefined}>{said(message)}</p>}
      {onRetry && (
        // A plain <button>, not ui/Button: the guest home shows this panel, and Button's code is not in its bundle.
        <button type="button" className={panel ? 'button button--primary' : 'button'} onClick={onRetry}>
          <FormattedMessage id={retryLabel} />
        </button>
      )}
    </div>
  );
}
