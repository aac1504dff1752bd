import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { KycStatus } from '../../api/contract/entities';
import { hrefOf } from '../../platform/pages';

/** The KYC banner while verification is not approved: the 7-day rule (spec §1) and the way to verify. */
export function KycDue({ status }: { status: KycStatus }) {
  return (
    <aside className="kyc-due" data-kyc={status}>
      <p>
        <FormattedMessage id="wallet.kyc.rule" />
      </p>
      {status === 'pending' ? (
        <p>
          <FormattedMessage id="wallet.kyc.status.pending" />
        </p>
      ) : (
        <Link className="button" to={hrefOf({ page: 'walletsKyc' })}>
          <FormattedMessage id="wallet.kyc.verifyNow" />
        </Link>
      )}
    </aside>
  );
}
