import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PagedItem } from '../../../machines/shared/pagedList.machine';
import type { RoundProof, RoundStatus, WithdrawalStage } from '../../api/contract/endpoints/wallet';
import { link } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { PageHeader } from '../../ui/PageHeader';
import { TabBar, tabIds } from '../../ui/TabBar';
import { PagedList, type PagedListTexts } from '../shared/PagedList';
import { Money } from './Money';
import './wallet.css';

const LIST_TEXTS: PagedListTexts = {
  failed: 'wallet.list.failed',
  moreFailed: 'wallet.list.moreFailed',
  end: 'wallet.list.end',
};

type RecordTab = 'deposits' | 'withdrawals' | 'rounds';
const TABS: readonly RecordTab[] = ['deposits', 'withdrawals', 'rounds'];
const isTab = (value: string | null): value is RecordTab => TABS.includes(value as RecordTab);
const TAB_TEXT = {
  deposits: 'wallet.records.deposits',
  withdrawals: 'wallet.records.withdrawals',
  rounds: 'wallet.records.rounds',
} as const satisfies Record<RecordTab, MessageId>;

/** Order states (designed): 0 waiting, 1 done, 2 failed or expired. */
export const orderStatusText: Record<number, MessageId> = {
  0: 'wallet.order.waiting',
  1: 'wallet.order.done',
  2: 'wallet.order.failed',
};

/**
 * /record/transaction (spec §2, §7): deposits (getRechargeRecord), withdrawals (getExchangeOrder) and, ours, the
 * game rounds played (getGameRounds), each its own paged list. The tab is in the address (?tab=withdrawals,
 * ?tab=rounds), so Back and a reload keep it.
 */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: RecordTab = isTab(asked) ? asked : 'deposits';
  const ids = tabIds('records', tab);
  const list = {
    label: intl.formatMessage({ id: TAB_TEXT[tab] }),
    texts: LIST_TEXTS,
  };
  const orderKey = (item: { orderId: string }) => item.orderId;
  return (
    <section className="wallet-page" data-state={tab}>
      <PageHeader title={<FormattedMessage id="wallet.records.title" />} />
      <TabBar
        tabs={TABS.map((key) => ({ key, label: intl.formatMessage({ id: TAB_TEXT[key] }) }))}
        activeKey={tab}
        onSelect={(key) => setParams({ tab: key }, { replace: true })}
        label={intl.formatMessage({ id: 'wallet.records.title' })}
        idPrefix="records"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'deposits' && (
          <PagedList
            key="deposits"
            {...list}
            itemKey={orderKey}
            source="getRechargeRecord"
            empty="wallet.records.noDeposits"
            renderItem={(item) => <DepositRow item={item} />}
          />
        )}
        {tab === 'withdrawals' && (
          <PagedList
            key="withdrawals"
            {...list}
            itemKey={orderKey}
            source="getExchangeOrder"
            empty="wallet.records.noWithdrawals"
            renderItem={(item) => <WithdrawalRow item={item} />}
          />
        )}
        {tab === 'rounds' && (
          <PagedList
            key="rounds"
            {...list}
            itemKey={(item) => item.roundId}
            source="getGameRounds"
            empty="wallet.records.noRounds"
            renderItem={(item) => <RoundRow item={item} />}
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

const ROUND_STATUS_TEXT = {
  open: 'wallet.round.open',
  settled: 'wallet.round.settled',
  rolledback: 'wallet.round.rolledback',
} as const satisfies Record<RoundStatus, MessageId>;

/** The verify page's address for a round: its seed pair and nonce, or its live table and round number. */
const proofParams = (proof: RoundProof): Record<string, string> =>
  proof.kind === 'seed'
    ? { seed: String(proof.seedId), nonce: String(proof.nonce) }
    : { table: String(proof.gameId), round: String(proof.round) };

/**
 * One game round: the game and what it paid, the stake, when it was played (Manila time) and how it ended; a
 * provably fair round links to the page that checks it (its seed pair and nonce, or its table and round, in the
 * address).
 */
function RoundRow({ item }: { item: PagedItem<'getGameRounds'> }) {
  const intl = useIntl();
  const gameName = item.gameName || intl.formatMessage({ id: 'wallet.round.unknownGame' }, { id: item.gameId });
  return (
    <article className="record-row" data-round={item.roundId} data-status={item.status}>
      <span className="record-row__main">
        <span className="record-row__title">{gameName}</span>
        <span className="record-row__amount">
          <FormattedMessage id="wallet.round.win" values={{ amount: <Money value={item.win} /> }} />
        </span>
      </span>
      <span className="record-row__meta">
        <FormattedMessage id="wallet.round.bet" values={{ amount: <Money value={item.bet} /> }} />
        <FormattedDate value={item.openedAt} dateStyle="medium" timeStyle="medium" />
        <span className={`record-row__status record-row__status--${item.status}`}>
          <FormattedMessage id={ROUND_STATUS_TEXT[item.status]} />
        </span>
      </span>
      {item.proof && (
        <Link
          className="record-row__proof"
          to={hrefOf(link('fair', undefined, proofParams(item.proof)))}
          aria-label={
            item.proof.kind === 'seed'
              ? intl.formatMessage(
                  { id: 'wallet.round.proofLabel' },
                  { game: gameName, seed: item.proof.seedId, nonce: item.proof.nonce },
                )
              : intl.formatMessage(
                  { id: 'wallet.round.tableProofLabel' },
                  // The round number as digits, not a grouped amount: it is an identifier.
                  { game: gameName, round: String(item.proof.round) },
                )
          }
        >
          <FormattedMessage id="wallet.round.proof" />
        </Link>
      )}
    </article>
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
