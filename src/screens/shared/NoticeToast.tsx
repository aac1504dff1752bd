import { useIntl } from 'react-intl';
import type { Notice } from '../../../machines/shared/notice';
import { Toast } from '../../ui/Toast';

/** A machine's last notice as a toast, or `loading` (already formatted) while a call runs. */
export function NoticeToast({ notice, loading }: { notice: Notice | null; loading: string | undefined }) {
  const intl = useIntl();
  return (
    <Toast
      loading={loading}
      message={
        notice
          ? { text: intl.formatMessage({ id: notice.id }, notice.values), tone: notice.tone, noticeKey: notice.seq }
          : undefined
      }
    />
  );
}
