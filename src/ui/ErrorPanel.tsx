import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../platform/intl/messages';

export interface ErrorPanelProps {
  /** Message id (and values) of what went wrong. */
  title: MessageId;
  message?: { id: MessageId; values?: Record<string, string | number> };
  onRetry?: () => void;
}

/** A failure the player can read and act on: what happened, why if known, and a Retry button. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel__title">
        <FormattedMessage id={title} />
      </p>
      {message && (
        <p className="error-panel__message">
          <FormattedMessage id={message.id} values={message.values} />
        </p>
      )}
      {onRetry && (
        <button type="button" className="button button--primary" onClick={onRetry}>
          <FormattedMessage id="app.retry" />
        </button>
      )}
    </div>
  );
}
