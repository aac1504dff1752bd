import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../platform/pages';

/**
 * The KYC banner of the withdraw form while verification is not approved (spec §1): before documents are sent,
 * the 7-day rule and the way to verify; while they are reviewed, "Under review" (issue 22.9). Both with the due
 * date when the server gives one.
 */
export function KycDue({ pending, dueTime }: { pending: boolean; dueTime: number | null }) {
  return (
    <aside className="kyc-due" data-kyc={pending ? 'pending' : 'due'}>
      <p>
        {pending ? (
          <strong className="kyc-due__status">
            <FormattedMessage id="wallet.kyc.status.pending" />
          </strong>
        ) : (
          <FormattedMessage id="wallet.kyc.rule" />
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
      {!pending && (
        <Link className="button" to={hrefOf({ page: 'walletsKyc' })}>
          <FormattedMessage id="wallet.kyc.verifyNow" />
        </Link>
      )}
    </aside>
  );
}
