import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PagedItem } from '../../../machines/shared/pagedList.machine';
import type { WithdrawalStage } from '../../api/contract/endpoints/wallet';
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
      statusText={item.stage ? STAGE_TEXT[item.stage] : undefined}
    >
      {item.stage && <WithdrawalStages item={item} stage={item.stage} />}
    </RecordRow>
  );
}

const STAGE_TEXT = {
  requested: 'wallet.withdraw.stage.requested',
  approved: 'wallet.withdraw.stage.approved',
  paid: 'wallet.withdraw.stage.paid',
  rejected: 'wallet.withdraw.stage.rejected',
  failed: 'wallet.withdraw.stage.failed',
} as const satisfies Record<WithdrawalStage, MessageId>;

/**
 * The steps a withdrawal went through, each with its time: requested, then approved or rejected, then
 * paid or failed (with the payout provider's reason).
 */
function WithdrawalStages({ item, stage }: { item: PagedItem<'getExchangeOrder'>; stage: WithdrawalStage }) {
  const intl = useIntl();
  const reviewed = stage === 'rejected' ? 'rejected' : 'approved';
  const steps: Array<{ key: WithdrawalStage; time: number }> = [{ key: 'requested', time: item.createTime }];
  if (item.reviewTime) steps.push({ key: reviewed, time: item.reviewTime });
  if (item.settleTime && (stage === 'paid' || stage === 'failed')) steps.push({ key: stage, time: item.settleTime });
  return (
    <>
      <ol className="record-row__stages" aria-label={intl.formatMessage({ id: 'wallet.withdraw.stages' })}>
        {steps.map((step) => (
          <li key={step.key} data-stage={step.key}>
            <FormattedMessage id={STAGE_TEXT[step.key]} />{' '}
            <FormattedDate value={step.time} dateStyle="medium" timeStyle="short" />
          </li>
        ))}
      </ol>
      {stage === 'failed' && item.reason && (
        <p className="record-row__reason">
          <FormattedMessage id="wallet.withdraw.failReason" values={{ reason: item.reason }} />
        </p>
      )}
    </>
  );
}

/** One order of either list: what it was, its amount, its number, when, and its state (and, below, more). */
function RecordRow({
  title,
  order,
  statusText,
  children,
}: {
  title: ReactNode;
  order: { orderId: string; amount: number; createTime: number; status: number };
  statusText?: MessageId | undefined;
  children?: ReactNode;
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
          <FormattedMessage id={statusText ?? orderStatusText[order.status] ?? 'wallet.order.waiting'} />
        </span>
      </span>
      {children}
    </article>
  );
}
