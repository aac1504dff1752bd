import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { type DepositMachine, payWithinMinutes, remainingMs } from '../../../../machines/wallet/deposit.machine';
import {
  bankTransferShown,
  depositClosing,
  payPageShown,
  qrExpired,
  qrShown,
} from '../../../../machines/wallet/deposit.selectors';
import { useModalFocus } from '../../../platform/display/modalFocus';
import type { MessageId } from '../../../platform/intl/messages';
import { Button } from '../../../ui/Button';
import { Fact } from '../../../ui/Fact';
import { Icon } from '../../../ui/Icon';
import { NoticeToast } from '../../shared/NoticeToast';
import { Money } from '../Money';

type DepositRef = ActorRefFrom<DepositMachine>;

/** qrcode.react loads with the QR view only. */
const QrCode = lazy(() => import('./QrCode'));

/** The full-screen overlay titled Deposit (spec §2): pay page, QR or bank transfer; Close checks the order. */
export function DepositView({ deposit, hook }: { deposit: DepositRef; hook: string }) {
  const intl = useIntl();
  const titleId = useId();
  const order = useSelector(deposit, (snapshot) => snapshot.context.order);
  const notice = useSelector(deposit, (snapshot) => snapshot.context.notice);
  const closing = useSelector(deposit, depositClosing);
  const payPage = useSelector(deposit, payPageShown);
  const qr = useSelector(deposit, qrShown);
  const bankTransfer = useSelector(deposit, bankTransferShown);
  const focus = useModalFocus<HTMLDivElement>(closing ? undefined : () => deposit.send({ type: 'CLOSE' }));
  if (!order) return null;
  return (
    <div
      ref={focus}
      className="deposit-view"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-deposit={hook}
    >
      <header className="deposit-view__top">
        <h2 id={titleId} className="deposit-view__title">
          <FormattedMessage id="wallet.deposit.title" />
        </h2>
        <Button className="deposit-view__close" busy={closing} onClick={() => deposit.send({ type: 'CLOSE' })}>
          <FormattedMessage id="wallet.deposit.close" />
        </Button>
      </header>
      <div className="deposit-view__body">
        {payPage && order.payUrl && (
          <iframe
            className="deposit-view__frame"
            src={order.payUrl}
            title={intl.formatMessage({ id: 'wallet.deposit.payPage' })}
          />
        )}
        {qr && <QrView deposit={deposit} />}
        {bankTransfer && <BankTransferView deposit={deposit} />}
      </div>
      <NoticeToast
        notice={notice}
        loading={closing ? intl.formatMessage({ id: 'wallet.deposit.checking' }) : undefined}
      />
    </div>
  );
}

function CopyRow({
  deposit,
  label,
  value,
  display,
}: {
  deposit: DepositRef;
  label: MessageId;
  value: string;
  display?: ReactNode;
}) {
  const intl = useIntl();
  const field = intl.formatMessage({ id: label });
  return (
    <div className="deposit-row">
      <dt>{field}</dt>
      <dd>
        <span className="deposit-row__value">{display ?? value}</span>
        <button
          type="button"
          className="deposit-row__copy"
          aria-label={intl.formatMessage({ id: 'wallet.deposit.copy' }, { field })}
          onClick={() => deposit.send({ type: 'COPY', text: value })}
        >
          <Icon name="copy" />
        </button>
      </dd>
    </div>
  );
}

/** mm:ss of what is left (a QR order has 10 minutes). */
function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function QrView({ deposit }: { deposit: DepositRef }) {
  const intl = useIntl();
  const order = useSelector(deposit, (snapshot) => snapshot.context.order);
  const now = useSelector(deposit, (snapshot) => snapshot.context.now);
  const amount = useSelector(deposit, (snapshot) => snapshot.context.amount);
  const expired = useSelector(deposit, qrExpired);
  if (!order?.qrCodeText) return null;
  return (
    <div className="deposit-qr" data-qr={order.qrCodeText}>
      {expired ? (
        <p className="deposit-qr__expired" role="alert">
          <FormattedMessage id="wallet.deposit.qrExpired" />
        </p>
      ) : (
        <Suspense fallback={<div className="deposit-qr__placeholder" />}>
          <QrCode value={order.qrCodeText} label={intl.formatMessage({ id: 'wallet.deposit.qrImage' })} />
        </Suspense>
      )}
      <dl className="deposit-rows">
        <div className="deposit-row">
          <Fact label="wallet.deposit.amountToPay" className="deposit-qr__amount">
            <Money value={amount} />
          </Fact>
        </div>
        <CopyRow deposit={deposit} label="wallet.deposit.orderId" value={order.orderId} />
        <div className="deposit-row">
          <Fact label="wallet.deposit.createTime">
            <FormattedDate value={order.createTime} /> <FormattedTime value={order.createTime} />
          </Fact>
        </div>
        <div className="deposit-row">
          <Fact label="wallet.deposit.countdown">
            <time className="deposit-qr__countdown" data-testid="countdown">
              {clock(remainingMs(order, now))}
            </time>
            {/* Said once a minute, politely (no flood for a screen reader): the ticking figure itself is not a live region. */}
            <span className="visually-hidden" aria-live="polite" data-testid="countdown-minutes">
              <FormattedMessage
                id="wallet.deposit.minutesLeft"
                values={{ minutes: Math.ceil(remainingMs(order, now) / 60_000) }}
              />
            </span>
          </Fact>
        </div>
      </dl>
      <ul className="deposit-hints">
        <li>
          <FormattedMessage id="wallet.deposit.qrScreenshot" />
        </li>
        <li>
          <FormattedMessage id="wallet.deposit.qrPayInTime" values={{ minutes: payWithinMinutes(order) }} />
        </li>
      </ul>
    </div>
  );
}

function BankTransferView({ deposit }: { deposit: DepositRef }) {
  const bank = useSelector(deposit, (snapshot) => snapshot.context.order?.appRechargeBankOwn ?? null);
  if (!bank) return null;
  return (
    <div className="deposit-bank">
      <img className="deposit-bank__logo" src={bank.bankLogo} alt={bank.shortBankName} width={64} height={64} />
      <dl className="deposit-rows">
        <CopyRow deposit={deposit} label="wallet.deposit.bankName" value={bank.bankName} />
        <CopyRow deposit={deposit} label="wallet.deposit.shortBankName" value={bank.shortBankName} />
        <CopyRow deposit={deposit} label="wallet.deposit.accountName" value={bank.accountName} />
        <CopyRow deposit={deposit} label="wallet.deposit.cardNum" value={bank.cardNum} />
        <CopyRow
          deposit={deposit}
          label="wallet.deposit.agent"
          value={(bank.amount / 100).toFixed(2)}
          display={<Money value={bank.amount} />}
        />
      </dl>
      <p className="deposit-bank__warning" role="note">
        <FormattedMessage id="wallet.deposit.oldAccountWarning" />
      </p>
    </div>
  );
}
