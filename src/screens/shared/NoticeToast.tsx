import { useIntl } from 'react-intl';
import { fieldProblem } from '../../../machines/shared/form.selectors';
import type { Notice } from '../../../machines/shared/notice';
import { formatNotice } from '../../ui/Money';
import { Toast } from '../../ui/Toast';

export interface NoticeToastProps {
  notice: Notice | null | undefined;
  /** While a call runs: `true` says "please wait", a string (already formatted) says itself. */
  loading?: boolean | string | undefined;
}

/**
 * A machine's last notice as a toast, or the loading text while a call runs. An error tied to a field is only read out:
 * the field shows it (one error display per field).
 */
export function NoticeToast({ notice, loading }: NoticeToastProps) {
  const intl = useIntl();
  return (
    <Toast
      loading={loading === true ? intl.formatMessage({ id: 'auth.wait' }) : loading || undefined}
      message={
        notice
          ? {
              text: formatNotice(intl, notice),
              tone: notice.tone,
              noticeKey: notice.seq,
              // An error about one field is drawn once, under that field (TextField's error, tied by aria-describedby);
              // the status region still reads it out when it comes.
              announceOnly: fieldProblem({ context: { notice } }) !== null,
            }
          : undefined
      }
    />
  );
}
