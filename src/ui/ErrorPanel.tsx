import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageValues } from '../../machines/shared/notice';
import type { MessageId } from '../platform/intl/messages';
import { formatNotice } from './Money';

/** A message id with its values (a machine's notice fits; its amounts go through the money format). */
export interface Message {
  id: MessageId;
  values?: MessageValues | undefined;
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

/** A failure the player can read and act on: what happened, why if known, and a Retry button. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'app.retry', look = 'panel' }: ErrorPanelProps) {
  const intl = useIntl();
  const said = (text: MessageId | Message | null | undefined) =>
    typeof text === 'string' ? <FormattedMessage id={text} /> : text && formatNotice(intl, text);
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
