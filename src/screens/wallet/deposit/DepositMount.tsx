import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DepositMachine } from '../../../../machines/wallet/deposit.machine';
import { depositHook, depositOnScreen } from '../../../../machines/wallet/depositMount.selectors';
import { useSessionChild } from '../../shared/sessionChildren';

/** The dialog and views load only once a deposit starts (the guest home bundle stays as it was). */
const DepositOverlay = lazy(() => import('./DepositOverlay').then((module) => ({ default: module.DepositOverlay })));
/** The wallet's messages come with the overlay's chunk, not with the home. */
const WalletIntl = lazy(() => import('../WalletIntl').then((module) => ({ default: module.WalletIntl })));

/**
 * Mounted once by src/app (the deposit's navigation goes through the session: the bank-card detour and the
 * way back) and, while a deposit is under way, its dialog or view over the current page.
 */
export function DepositMount() {
  // The running deposit, once its code loaded with the first OPEN (the session's `deposit` host starts it).
  const deposit = useSessionChild('depositFlow');
  if (!deposit) return null;
  return <DepositActor deposit={deposit} />;
}

function DepositActor({ deposit }: { deposit: ActorRefFrom<DepositMachine> }) {
  const hook = useSelector(deposit, depositHook);
  const active = useSelector(deposit, depositOnScreen);
  // data-deposit-state: the e2e hook (the deposit's state value), like data-session on the app root.
  return (
    <div data-deposit-state={hook} style={{ display: 'contents' }}>
      {active && (
        <Suspense fallback={null}>
          <WalletIntl>
            <DepositOverlay deposit={deposit} />
          </WalletIntl>
        </Suspense>
      )}
    </div>
  );
}
