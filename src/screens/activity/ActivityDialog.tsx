import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog';

/** An activity in the home modal queue: its dialog, Close (and Escape) marks it seen, then its own actions. */
export function ActivityDialog({
  titleId,
  describedBy,
  title,
  onDone,
  actions,
  children,
}: {
  titleId: string;
  /** The id of the text that says what the dialog offers. */
  describedBy?: string;
  title: string;
  onDone(): void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog className="activity-modal" titleId={titleId} title={title} onEscape={onDone} aria-describedby={describedBy}>
      {children}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDone}>
          {intl.formatMessage({ id: 'activity.close' })}
        </button>
        {actions}
      </div>
    </Dialog>
  );
}
