import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { NavigateEmitted } from '../../../machines/session/session.machine';
import {
  type BankCardMachine,
  bankCardMachine,
  CARD_NUM_MAX,
  CARD_NUM_MIN,
  isModifying,
} from '../../../machines/wallet/bankCard.machine';
import { DEFAULT_RETURN_TO } from '../../../machines/wallet/deposit.machine';
import { depositOf } from '../../../machines/wallet/depositHost.machine';
import type { MessageId } from '../../platform/intl/messages';
import { useEmitted } from '../../platform/react/useEmitted';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import '../../ui/ConfirmDialog.css';
import { NoticeToast } from '../shared/NoticeToast';
import { PageTop } from '../shared/PageTop';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { bankListPage } from './paths';
import './bank.css';
import type { ActorRefFrom } from 'xstate';
import { hrefOf } from '../../platform/pages';

/**
 * /bindBankCard (desktop /lobby/bindBankCard): add a bank card, or modify a bound one (the list is keyed by
 * bankId). `?bankId=` chooses the bank; `?back=1` comes from the deposit's bank check and returns to it: a
 * waiting deposit navigates back itself when the session hears of the new bank, otherwise the form goes to
 * the deposit tab. Without `back` it returns to the card list.
 */
export function Component() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const banks = SessionContext.useSelector((snapshot) => snapshot.context.banks);
  const depositWaiting = SessionContext.useSelector((snapshot) => {
    const host = snapshot.children.deposit?.getSnapshot();
    return (host && depositOf(host)?.getSnapshot().matches('bindingBank')) ?? false;
  });
  const back = params.get('back') === '1';
  const bankId = Number(params.get('bankId')) || null;
  const returnTo = back ? (depositWaiting ? null : DEFAULT_RETURN_TO) : bankListPage(pathname);
  const form = useActorRef(bankCardMachine, { input: { banks, bankId, returnTo, session } });
  useEmitted<NavigateEmitted>(form, 'navigate', (event) => {
    void navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
  return <BankCardForm form={form} back={back} />;
}

function BankCardForm({ form, back }: { form: ActorRefFrom<BankCardMachine>; back: boolean }) {
  const intl = useIntl();
  const state = useSelector(form, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(form, (snapshot) => snapshot.context);
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const bank = context.bankTypes.find((entry) => entry.bankId === context.bankId);
  const modify = isModifying(context);
  const saving = state === 'saving';
  const selectTitle = useId();

  return (
    <section className="bank-page bank-form" data-state={state}>
      <PageTop title={modify ? 'wallet.bank.modifyTitle' : 'wallet.bank.bindTitle'} />
      {back && <p className="bank-form__note">{t('wallet.bank.backToDeposit')}</p>}
      {state === 'loading' && <p className="bank-form__note">{t('app.loading')}</p>}
      {state === 'failed' && (
        <Button variant="primary" onClick={() => form.send({ type: 'RETRY' })}>
          {t('wallet.bank.retry')}
        </Button>
      )}
      {state !== 'loading' && state !== 'failed' && (
        <form
          className="auth-form bank-form__fields"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.send({ type: 'SUBMIT' });
          }}
        >
          <div className="field">
            <span className="field__label">{t('wallet.bank.bank')}</span>
            <button
              type="button"
              className="bank-form__choose"
              disabled={saving}
              onClick={() => form.send({ type: 'SELECT.OPEN' })}
            >
              {bank ? (
                <>
                  <img src={bank.bankLogo} alt="" width={32} height={32} /> {bank.bankName}
                </>
              ) : (
                t('wallet.bank.choose')
              )}
            </button>
            <FieldError id={context.errors.bankId} />
          </div>
          <TextField
            label={t('wallet.bank.accountName')}
            name="accountName"
            autoComplete="name"
            maxLength={80}
            value={context.accountName}
            readOnly={saving}
            onChange={(value) => form.send({ type: 'ACCOUNT_NAME.CHANGE', value })}
          />
          <FieldError id={context.errors.accountName} />
          <TextField
            label={t('wallet.bank.cardNum')}
            name="cardNum"
            inputMode="numeric"
            autoComplete="off"
            value={context.cardNum}
            readOnly={saving}
            onChange={(value) => form.send({ type: 'CARD_NUM.CHANGE', value })}
          />
          <FieldError id={context.errors.cardNum} values={{ min: CARD_NUM_MIN, max: CARD_NUM_MAX }} />
          <Button type="submit" variant="primary" busy={saving}>
            {t('wallet.bank.submit')}
          </Button>
        </form>
      )}
      {state === 'selecting' && (
        <div className="dialog-backdrop">
          <div className="dialog bank-select" role="dialog" aria-modal="true" aria-labelledby={selectTitle}>
            <h2 id={selectTitle} className="dialog__title">
              {t('wallet.bank.selectTitle')}
            </h2>
            <ul className="bank-select__list">
              {context.bankTypes.map((entry) => (
                <li key={entry.bankId}>
                  <button
                    type="button"
                    className="bank-select__item"
                    aria-pressed={entry.bankId === context.bankId}
                    onClick={() => form.send({ type: 'BANK.SELECT', bankId: entry.bankId })}
                  >
                    <img src={entry.bankLogo} alt="" width={32} height={32} />
                    <span>{entry.bankName}</span>
                    <small>{entry.shortBankName}</small>
                  </button>
                </li>
              ))}
            </ul>
            <div className="dialog__actions">
              <Button onClick={() => form.send({ type: 'SELECT.CLOSE' })}>{t('wallet.bank.close')}</Button>
            </div>
          </div>
        </div>
      )}
      <NoticeToast notice={context.notice} loading={saving ? t('auth.wait') : undefined} />
    </section>
  );
}

function FieldError({ id, values }: { id: MessageId | undefined; values?: Record<string, number> }) {
  if (!id) return null;
  return (
    <p className="bank-form__error" role="alert">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
