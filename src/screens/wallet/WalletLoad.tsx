import type { AnyActorRef } from 'xstate';
import { isLoading, loadFailed } from '../../../machines/shared/form.selectors';
import { LoadStatus } from '../../ui/LoadStatus';
import { useSelected } from '../shared/useSelected';

/** A wallet form that loads first (tags loading and failed, its last notice in context) and takes RETRY. */
type LoadingForm = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): Parameters<typeof isLoading>[0];
  send(event: { type: 'RETRY' }): void;
};

/** A wallet page's "Loading…" line, or its first call's failure: what failed, why, and Retry. */
export function WalletLoad({ actor }: { actor: LoadingForm }) {
  const { loading, failed, notice } = useSelected(actor, {
    loading: isLoading,
    failed: loadFailed,
    notice: (snapshot) => snapshot.context.notice,
  });
  return (
    <LoadStatus
      loading={loading}
      failure={failed && { title: 'wallet.loadFailed', message: notice, onRetry: () => actor.send({ type: 'RETRY' }) }}
    />
  );
}
