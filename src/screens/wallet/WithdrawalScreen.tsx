import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../ui/PageHeader';
import { WithdrawPanel } from './WithdrawPanel';
import './wallet.css';

/**
 * /withdrawal/{name} (spec §2): the withdraw form on a page of its own (menu and activity links). The name
 * (the withdrawal method, e.g. "bank") is not shown in the spec; every method today is a bound bank account.
 */
export function Component() {
  return (
    <section className="wallet-page">
      <PageHeader title={<FormattedMessage id="wallet.tab.withdraw" />} />
      <WithdrawPanel />
    </section>
  );
}
