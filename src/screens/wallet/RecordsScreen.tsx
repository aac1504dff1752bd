import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PagedItem } from '../../../machines/shared/pagedList.machine';
import type { MessageId } from '../../platform/intl/messages';
import { TabBar, tabIds } from '../../ui/TabBar';
import { PagedList, type PagedListTexts } from '../shared/PagedList';
import { PageTop } from '../shared/PageTop';
import { Money } from './Money';
import './wallet.css';

const LIST_TEXTS: PagedListTexts = {
  failed: 'wallet.list.failed',
  moreFailed: 'wallet.list.moreFailed',
  end: 'wallet.list.end',
};

type RecordTab = 'deposits' | 'withdrawals';
const TABS: readonly RecordTab[] = ['deposits', 'withdrawals'];

/** Order states (designed): 0 waiting, 1 done, 2 failed or expired. */
export const orderStatusText: Record<number, MessageId> = {
  0: 'wallet.order.waiting',
  1: 'wallet.order.done',
  2: 'wallet.order.failed',
};

/**
 * /record/transaction (spec §2, §7): deposits (getRechargeRecord) and withdrawals (getExchangeOrder), each
 * its own paged list. The tab is in the address (?tab=withdrawals), so Back and a reload keep it.
 */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab: RecordTab = params.get('tab') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const ids = tabIds('records', tab);
  const list = {
    label: intl.formatMessage({ id: tab === 'deposits' ? 'wallet.records.deposits' : 'wallet.records.withdrawals' }),
    texts: LIST_TEXTS,
    itemKey: (item: { orderId: string }) => item.orderId,
  };
  return (
    <section className="wallet-page" data-state={tab}>
      <PageTop title="wallet.records.title" />
      <TabBar
        tabs={TABS.map((key) => ({ key, label: intl.formatMessage({ id: `wallet.records.${key}` as MessageId }) }))}
        activeKey={tab}
        onSelect={(key) => setParams({ tab: key }, { replace: true })}
        label={intl.formatMessage({ id: 'wallet.records.title' })}
        idPrefix="records"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'deposits' ? (
          <PagedList
            key="deposits"
            {...list}
            source="getRechargeRecord"
            empty="wallet.records.noDeposits"
            renderItem={(item) => <DepositRow item={item} />}
          />
        ) : (
          <PagedList
            key="withdrawals"
            {...list}
            source="getExchangeOrder"
            empty="wallet.records.noWithdrawals"
            renderItem={(item) => <WithdrawalRow item={item} />}
          />
        )}
      </div>
    </section>
  );
}

function DepositRow({ item }: { item: PagedItem<'getRechargeRecord'> }) {
  return <RecordRow title={item.rechargeTypeName} order={item} />;
}

function WithdrawalRow({ item }: { item: PagedItem<'getExchangeOrder'> }) {
  return (
    <RecordRow
      title={
        <>
          {item.bankName} {item.cardNum}
        </>
      }
      order={item}
    />
  );
}

/** One order of either list: what it was, its amount, its number, when, and its state. */
function RecordRow({
  title,
  order,
}: {
  title: ReactNode;
  order: { orderId: string; amount: number; createTime: number; status: number };
}) {
  return (
    <article className="record-row" data-order={order.orderId}>
      <span className="record-row__main">
        <span className="record-row__title">{title}</span>
        <span className="record-row__amount">
          <Money value={order.amount} />
        </span>
      </span>
      <span className="record-row__meta">
        <span>{order.orderId}</span>
        <FormattedDate value={order.createTime} dateStyle="medium" timeStyle="short" />
        <span className={`record-row__status record-row__status--${order.status}`}>
          <FormattedMessage id={orderStatusText[order.status] ?? 'wallet.order.waiting'} />
        </span>
      </span>
    </article>
  );
}
