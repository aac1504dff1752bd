import { useIntl } from 'react-intl';
import type { Notice } from '../../../machines/shared/notice';
import { Toast } from '../../ui/Toast';

/** The toast of a wallet screen: "please wait" while a call runs, otherwise the machine's last notice. */
export function WalletToast({ notice, loading }: { notice: Notice | null; loading: boolean }) {
  const intl = useIntl();
  return (
    <Toast
      loading={loading ? intl.formatMessage({ id: 'auth.wait' }) : undefined}
      message={
        notice
          ? { text: intl.formatMessage({ id: notice.id }, notice.values), tone: notice.tone, noticeKey: notice.seq }
          : undefined
      }
    />
  );
}
