import type { Notice } from '../../../machines/shared/notice';
import { ErrorPanel } from '../../ui/ErrorPanel';

/** A wallet page whose first call failed: what failed, why, and Retry. */
export function LoadFailed({ notice, onRetry }: { notice: Notice | null; onRetry: () => void }) {
  return (
    <ErrorPanel
      title="wallet.loadFailed"
      message={notice ? { id: notice.id, ...(notice.values ? { values: notice.values } : {}) } : undefined}
      onRetry={onRetry}
    />
  );
}
