import { useActorRef, useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { kycMachine } from '../../../machines/wallet/kyc.machine';
import { showsStatus, verification } from '../../../machines/wallet/kyc.selectors';
import type { KycStatus } from '../../api/contract/kyc';
import { Link } from '../../platform/navigation/Link';
import { PageHeader } from '../../ui/PageHeader';
import { stateValueText } from '../shared/sessionStatus';
import { useSelected } from '../shared/useSelected';
import { todayText } from './today';
import { WalletLoad } from './WalletLoad';
import './wallet.css';
import { hrefOf } from '../../platform/navigation/pages';

/** /walletsKyc: the verification state the player can see, the 7-day rule, and the way to (re)submit. */
export function Component() {
  const kyc = useActorRef(kycMachine, { input: { page: 'status', today: todayText() } });
  const value = useSelector(kyc, (snapshot) => snapshot.value);
  const { status, state } = useSelected(kyc, {
    status: showsStatus,
    state: verification,
  });
  return (
    <section className="wallet-page kyc" data-state={stateValueText(value)} data-kyc={state?.status}>
      <PageHeader title={<FormattedMessage id="wallet.kyc.title" />} />
      <WalletLoad actor={kyc} />
      {status && state && <KycStatusView status={state.status} reason={state.reason} dueTime={state.dueTime} />}
    </section>
  );
}

export function KycStatusView({
  status,
  reason,
  dueTime,
}: {
  status: KycStatus;
  reason: string | null;
  dueTime: number | null;
}) {
  return (
    <div className="kyc-status" role="status" data-kyc={status}>
      <p className={`kyc-status__badge kyc-status__badge--${status}`}>
        <FormattedMessage id={KYC_STATUS_TEXT[status]} />
      </p>
      {(status === 'rejected' || status === 'resubmit') && reason && (
        <p className="kyc-status__reason">
          <FormattedMessage id="wallet.kyc.reason" values={{ reason }} />
        </p>
      )}
      {status !== 'approved' && (
        <p className="kyc-status__rule">
          <FormattedMessage id="wallet.kyc.rule" />
          {dueTime !== null && (
            <>
              {' '}
              <FormattedMessage
                id="wallet.kyc.dueBy"
                values={{ date: <FormattedDate value={dueTime} dateStyle="medium" /> }}
              />
            </>
          )}
        </p>
      )}
      {status !== 'pending' && status !== 'approved' && (
        <Link className="button button--primary" to={hrefOf({ page: 'walletsKycUpload' })}>
          <FormattedMessage id={AGAIN_TEXT[status]} />
        </Link>
      )}
    </div>
  );
}

const KYC_STATUS_TEXT = {
  none: 'wallet.kyc.status.none',
  pending: 'wallet.kyc.status.pending',
  approved: 'wallet.kyc.status.approved',
  rejected: 'wallet.kyc.status.rejected',
  resubmit: 'wallet.kyc.status.resubmit',
} as const satisfies Record<KycStatus, string>;

const AGAIN_TEXT = {
  none: 'wallet.kyc.verifyNow',
  rejected: 'wallet.kyc.again',
  resubmit: 'wallet.kyc.newPhoto',
} as const;
