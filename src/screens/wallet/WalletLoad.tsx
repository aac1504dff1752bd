import type { Notice } from '../../../machines/shared/notice';
import { LoadStatus } from '../../ui/LoadStatus';

/** A wallet page's "Loading…" line, or its first call's failure: what failed, why, and Retry. */
export function WalletLoad({
  loading,
  failed,
  notice,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  notice: Notice | null;
  onRetry: () => void;
}) {
  return <LoadStatus loading={loading} failure={failed && { title: 'wallet.loadFailed', message: notice, onRetry }} />;
}
