import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { MessageId } from '../../platform/intl/messages';
import { PageHeader } from '../../ui/PageHeader';
import { TabBar, tabIds } from '../../ui/TabBar';
import { DepositPanel } from './deposit/DepositPanel';
import { SafeboxPanel } from './SafeboxPanel';
import { WithdrawPanel } from './WithdrawPanel';
import './wallet.css';
import { hrefOf } from '../../platform/navigation/pages';

export type WalletTab = 'deposit' | 'withdraw' | 'safebox';
const TABS: readonly WalletTab[] = ['deposit', 'withdraw', 'safebox'];
const TAB_LABEL: Record<WalletTab, MessageId> = {
  deposit: 'wallet.tab.deposit',
  withdraw: 'wallet.tab.withdraw',
  safebox: 'wallet.tab.safebox',
};

const isTab = (id: string | undefined): id is WalletTab => TABS.includes(id as WalletTab);

/**
 * /lobby/wallets/{id} (spec §2): the wallets page with its tabs in the address — deposit (5B's deposit panel),
 * withdraw, and the safe box (docs/wallet.md: the spec has no route of its own for it). An unknown id opens
 * the deposit tab.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  if (!isTab(id)) return <Navigate to={hrefOf({ page: 'wallets', params: { id: 'deposit' } })} replace />;
  const ids = tabIds('wallets', id);
  return (
    <section className="wallet-page" data-tab={id}>
      <PageHeader title={<FormattedMessage id="nav.wallets" />} />
      <TabBar
        tabs={TABS.map((key) => ({ key, label: intl.formatMessage({ id: TAB_LABEL[key] }) }))}
        activeKey={id}
        onSelect={(key) => void navigate(hrefOf({ page: 'wallets', params: { id: key } }), { replace: true })}
        label={intl.formatMessage({ id: 'nav.wallets' })}
        idPrefix="wallets"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="wallet-page__panel">
        {id === 'deposit' && <DepositPanel />}
        {id === 'withdraw' && <WithdrawPanel />}
        {id === 'safebox' && <SafeboxPanel />}
      </div>
    </section>
  );
}
