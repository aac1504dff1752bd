import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { pageLinkOfPath } from '../../../api/contract/pages';
import { Button } from '../../../ui/Button';
import { FormColumn } from '../../../ui/FormColumn';
import { CouponList } from '../../shared/CouponList';
import { SessionContext } from '../../shared/sessionContext';
import { Money } from '../Money';
import './deposit.css';

/**
 * The deposit tab of /lobby/wallets/deposit: the balance (beside the column on desktop) and the button that opens
 * the pick dialog. The
 * dialog and the three views belong to the session's deposit child and show over any page (DepositMount), so
 * the first-charge purchase opens the same deposit from its own page.
 */
export function DepositPanel() {
  const session = SessionContext.useActorRef();
  const coin = SessionContext.useSelector((snapshot) => snapshot.context.user?.coin ?? 0);
  const { pathname } = useLocation();
  return (
    <div className="deposit-panel">
      <FormColumn>
        <p className="deposit-panel__balance form-column__side">
          <FormattedMessage id="wallet.deposit.balance" />{' '}
          <strong data-testid="balance">
            <Money value={coin} />
          </strong>
        </p>
        <p className="deposit-panel__intro">
          <FormattedMessage id="wallet.deposit.intro" />
        </p>
        <Button
          variant="primary"
          className="deposit-panel__open"
          onClick={() =>
            session.send({ type: 'DEPOSIT.OPEN', options: { returnTo: pageLinkOfPath(pathname) ?? undefined } })
          }
        >
          <FormattedMessage id="wallet.deposit.open" />
        </Button>
        <CouponList />
      </FormColumn>
    </div>
  );
}
