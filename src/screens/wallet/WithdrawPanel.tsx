import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BIND_BANK_FROM_WITHDRAW, periodOf, withdrawMachine } from '../../../machines/wallet/withdraw.machine';
import {
  asksPassword,
  canWithdraw,
  isSending,
  kycBanner,
  placedOrder,
  refusal,
  showsForm,
  withdrawBankId,
  withdrawFields,
  withdrawNotice,
  withdrawOptions,
} from '../../../machines/wallet/withdraw.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { kycRefusalMessage } from '../../../machines/wallet/walletRules';
import type { KycStatus } from '../../api/contract/kyc';
import { hrefOf } from '../../platform/navigation/pages';
import { cardClass } from '../../ui/Card';
import { FormRow } from '../../ui/FormRow';
import { useFieldError, useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { useFollowNavigate } from '../shared/useFollowNavigate';
import { useSelected } from '../shared/useSelected';
import { KycDue } from './KycDue';
import { formatMoney, Money } from './Money';
import { PasswordDialog } from './PasswordDialog';
import { WalletLoad } from './WalletLoad';

/**
 * The withdraw form (wallets tab "withdraw" and /withdrawal/{name}): balance, bank, amount with its processing
 * period, the refusals (KYC, no bank, no wallet password) with the way out, the password dialog, the order. An
 * error about the amount, the bank or the password shows under that input, tied to it (WCAG 2.2 error identification).
 */
export function WithdrawPanel() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const publicKey = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.rsaPublicKey ?? '');
  const form = useActorRef(withdrawMachine, { input: { publicKey, session } });
  useFollowNavigate(form);
  const value = useSelector(form, (snapshot) => snapshot.value);
  const { showForm, options, fields, bankId, notice, refused, asking, busy, canSubmit, order, kyc } = useSelected(
    form,
    {
      showForm: showsForm,
      options: withdrawOptions,
      fields: withdrawFields,
      bankId: withdrawBankId,
      notice: withdrawNotice,
      refused: refusal,
      asking: asksPassword,
      busy: isSending,
      canSubmit: canWithdraw,
      order: placedOrder,
      kyc: kycBanner,
    },
  );
  const errorOf = useFieldError(form);
  const field = useFieldProps(form);
  const bankError = errorOf('bankId');
  const period = periodOf(fields.amount);
  const banks = options?.appUserBankList ?? [];

  return (
    <div className="wallet-panel withdraw" data-state={stateValueText(value)}>
      <WalletLoad actor={form} />
      {options && showForm && (
        <FormColumn>
          <p className="wallet-balance form-column__side">
            <FormattedMessage id="wallet.balance" />{' '}
            <strong data-testid="withdrawable">
              <Money value={options.coin} />
            </strong>
            {/* Beside the form on desktop, the limits of one withdrawal under the balance (the phone's field says them). */}
            <span className="wallet-balance__limits">
              <FormattedMessage
                id="wallet.withdraw.limitsSide"
                values={{ min: formatMoney(intl, options.minAmount), max: formatMoney(intl, options.maxAmount) }}
              />
            </span>
          </p>
          {kyc && <KycDue status={kyc.status} dueTime={kyc.dueTime} />}
          <Form className="wallet-form" onSubmit={() => form.send({ type: 'SUBMIT' })}>
            {banks.length > 0 ? (
              <FormRow label={<FormattedMessage id="wallet.withdraw.bank" />} error={bankError}>
                {(control) => (
                  <select
                    {...control}
                    className="field__input"
                    value={bankId ?? ''}
                    onChange={(event) => form.send({ type: 'BANK.SELECT', bankId: Number(event.currentTarget.value) })}
                  >
                    {banks.map((bank) => (
                      <option key={bank.bankId} value={bank.bankId}>
                        {bank.bankName} · {bank.accountName} · {bank.cardNum}
                      </option>
                    ))}
                  </select>
                )}
              </FormRow>
            ) : (
              <p className="wallet-hint">
                <FormattedMessage id="wallet.withdraw.noBank" />{' '}
                <Link to={hrefOf(BIND_BANK_FROM_WITHDRAW)}>
                  <FormattedMessage id="wallet.withdraw.bindBank" />
                </Link>
              </p>
            )}
            <TextField
              {...field('amount', 'wallet.withdraw.amount')}
              inputMode="numeric"
              value={fields.amount}
              readOnly={busy}
              placeholder={intl.formatMessage(
                { id: 'wallet.withdraw.limits' },
                { min: formatMoney(intl, options.minAmount), max: formatMoney(intl, options.maxAmount) },
              )}
            />
            <p className="wallet-hint" data-testid="processing-period">
              {period ? (
                <FormattedMessage id="wallet.withdraw.period" values={period} />
              ) : (
                <FormattedMessage id="wallet.withdraw.periodTable" />
              )}
            </p>
            <p className="wallet-hint">
              <FormattedMessage id="wallet.withdraw.held" />
            </p>
            <Button type="submit" variant="primary" busy={busy} disabled={!canSubmit}>
              <FormattedMessage id="wallet.withdraw.submit" />
            </Button>
          </Form>
          <Link className="wallet-link" to={hrefOf({ page: 'records', query: { tab: 'withdrawals' } })}>
            <FormattedMessage id="wallet.records.title" />
          </Link>
        </FormColumn>
      )}
      {refused && (
        <Refusal
          {...refusalOf(refused, kyc?.status)}
          onAction={(event) => form.send({ type: event })}
          onCancel={() => form.send({ type: 'CANCEL' })}
        />
      )}
      <PasswordDialog
        open={asking}
        busy={busy}
        value={fields.password}
        error={errorOf('password')}
        onChange={(password) => form.send({ type: 'FIELD.CHANGE', field: 'password', value: password })}
        onConfirm={() => form.send({ type: 'CONFIRM' })}
        onCancel={() => form.send({ type: 'CANCEL' })}
      />
      {order && (
        <section
          className={cardClass('wallet-result')}
          role="dialog"
          aria-label={intl.formatMessage({ id: 'wallet.withdraw.placed' })}
        >
          <h2>
            <FormattedMessage id="wallet.withdraw.placed" />
          </h2>
          <p>
            <FormattedMessage id="wallet.withdraw.order" values={{ orderId: order.orderId }} />
          </p>
          <p>
            <FormattedMessage id="wallet.withdraw.amount" />: <Money value={order.amount} />
          </p>
          <p>
            <FormattedMessage id="wallet.withdraw.period" values={periodOfHundredths(order.amount)} />
          </p>
          <p>
            <FormattedMessage id="wallet.withdraw.heldNow" />
          </p>
          <Button variant="primary" onClick={() => form.send({ type: 'AGAIN' })}>
            <FormattedMessage id="wallet.withdraw.again" />
          </Button>
        </section>
      )}
      <NoticeToast notice={notice} loading={busy} />
    </div>
  );
}

const periodOfHundredths = (amount: number) => periodOf((amount / 100).toFixed(2)) ?? { min: 1, max: 3 };

/** What a refusal says, the way out it offers, and the event that takes it. */
function refusalOf(refused: 'kyc' | 'bank' | 'password', kycStatus: KycStatus | undefined) {
  if (refused === 'kyc') {
    return {
      message: kycRefusalMessage(kycStatus),
      // Nothing sent yet: verify now; otherwise the KYC page shows the state (and a rejection's reason).
      action: kycStatus === undefined || kycStatus === 'none' ? 'wallet.kyc.verifyNow' : 'wallet.kyc.viewStatus',
      event: 'VERIFY',
    } as const;
  }
  return refused === 'bank'
    ? ({ message: 'wallet.withdraw.noBank', action: 'wallet.withdraw.bindBank', event: 'BIND_BANK' } as const)
    : ({ message: 'wallet.withdraw.noPassword', action: 'wallet.password.setTitle', event: 'SET_PASSWORD' } as const);
}

type WayOut = ReturnType<typeof refusalOf>['event'];

/**
 * A refusal the player acknowledges (alertdialog, described by its message): Cancel, or the way out. Escape does
 * what Cancel does.
 */
function Refusal({
  message,
  action,
  event,
  onAction,
  onCancel,
}: {
  message: MessageId;
  action: MessageId;
  event: WayOut;
  onAction: (event: WayOut) => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      role="alertdialog"
      title={<FormattedMessage id="wallet.withdraw.refused" />}
      aria-describedby={`${id}-body`}
      onEscape={onCancel}
    >
      <p id={`${id}-body`} className="dialog__body">
        <FormattedMessage id={message} />
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          <FormattedMessage id="wallet.cancel" />
        </button>
        <button type="button" className="button button--primary" onClick={() => onAction(event)}>
          <FormattedMessage id={action} />
        </button>
      </div>
    </Dialog>
  );
}
