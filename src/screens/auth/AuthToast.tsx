import { useIntl } from 'react-intl';
import type { Notice } from '../../../machines/shared/notice';
import { Toast } from '../../ui/Toast';

/** The toast area of the auth screens: the newest of the machines' notices, or "please wait" during a call. */
export function AuthToast({ notices, loading }: { notices: ReadonlyArray<Notice | null>; loading: boolean }) {
  const intl = useIntl();
  const latest = notices.reduce<Notice | null>((a, b) => (b && (!a || b.seq > a.seq) ? b : a), null);
  return (
    <Toast
      loading={loading ? intl.formatMessage({ id: 'auth.wait' }) : undefined}
      message={
        latest
          ? { text: intl.formatMessage({ id: latest.id }, latest.values), tone: latest.tone, noticeKey: latest.seq }
          : undefined
      }
    />
  );
}
