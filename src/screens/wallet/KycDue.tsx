import { FormattedDate, FormattedMessage } from 'react-intl';
import type { KycStatus } from '../../api/contract/kyc';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';

/**
 * The KYC banner of the withdraw form while verification is not approved (spec §1): before documents are sent,
 * the 7-day rule and the way to verify; while they are reviewed, "Under review" (not the 7-day rule); after the
 * identity vendor refused them or asked for a new photo, that state and the way to the KYC page, which shows the
 * reason. All with the due date when the server gives one.
 */
export function KycDue({ status, dueTime }: { status: Exclude<KycStatus, 'approved'>; dueTime: number | null }) {
  return (
    <aside className="kyc-due" data-kyc={status === 'none' ? 'due' : status}>
      <p>
        {status === 'none' ? (
          <FormattedMessage id="wallet.kyc.rule" />
        ) : (
          <strong className="kyc-due__status">
            <FormattedMessage id={BANNER_TEXT[status]} />
          </strong>
        )}
        {dueTime !== null && (
          <>
            {' '}
            <span data-testid="kyc-due-date">
              <FormattedMessage
                id="wallet.kyc.dueBy"
                values={{ date: <FormattedDate value={dueTime} dateStyle="medium" /> }}
              />
            </span>
          </>
        )}
      </p>
      {status !== 'pending' && (
        <Link className="button" to={hrefOf({ page: 'walletsKyc' })}>
          <FormattedMessage id={status === 'none' ? 'wallet.kyc.verifyNow' : 'wallet.kyc.viewStatus'} />
        </Link>
      )}
    </aside>
  );
}

const BANNER_TEXT = {
  pending: 'wallet.kyc.status.pending',
  rejected: 'wallet.kyc.status.rejected',
  resubmit: 'wallet.kyc.status.resubmit',
} as const;
