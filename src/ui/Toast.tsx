export interface ToastProps {
  /** Formatted text of the last notice; the toast re-appears whenever `noticeKey` changes. */
  message?: { text: string; tone: 'success' | 'error'; noticeKey: number; announceOnly?: boolean } | undefined;
  /** Formatted "please wait" text while a call is under way (spec §8: a loading toast during calls). */
  loading?: string | undefined;
}

/**
 * The toast area of a screen: a loading toast while a call runs, otherwise the machine's last notice.
 * It fades out by CSS animation, so no timer lives in React; a new notice (new key) shows again. `announceOnly`: the
 * text is read out (the polite status) but not drawn, because it is already on screen elsewhere (an error under its
 * field: one error display per field).
 */
export function Toast({ message, loading }: ToastProps) {
  return (
    <div className="toast-area" role="status" aria-live="polite">
      {loading ? (
        <p className="toast toast--loading">{loading}</p>
      ) : (
        message && (
          <p
            key={message.noticeKey}
            className={message.announceOnly ? 'visually-hidden' : `toast toast--${message.tone}`}
            data-tone={message.tone}
          >
            {message.text}
          </p>
        )
      )}
    </div>
  );
}
