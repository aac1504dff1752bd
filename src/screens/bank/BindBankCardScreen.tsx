import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  type BankCardMachine,
  bankCardMachine,
  bankRuleValues,
  type FieldErrors,
} from '../../../machines/wallet/bankCard.machine';
import {
  bankErrors,
  bankFields,
  bankNotice,
  bankTypes,
  canChoose,
  chosenBank,
  chosenBankId,
  fieldProblem,
  isBusy,
  isLoading,
  isSaving,
  isSelecting,
  loadFailed,
  modifying,
  showsForm,
} from '../../../machines/wallet/bankCard.selectors';
import { waitsForBank } from '../../../machines/wallet/deposit.selectors';
import { depositOf } from '../../../machines/wallet/depositHost.machine';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { formatNotice } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { describedBy } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { useFollowNavigate } from '../shared/useFollowNavigate';
import { useSelected } from '../shared/useSelected';
import { bankFormReturn } from './paths';
import './bank.css';
import type { ActorRefFrom } from 'xstate';
import { FieldError } from '../../ui/FieldError';

/**
 * /bindBankCard (desktop /lobby/bindBankCard): add a bank card, or modify a bound one (the list is keyed by
 * bankId). `?bankId=` chooses the bank; `?back=1` comes from the deposit's bank check and returns to it: a
 * waiting deposit navigates back itself when the session hears of the new bank, otherwise the form goes to
 * the deposit tab. `?back=withdraw` comes from the withdraw form and returns to it (the player goes on withdrawing).
 * Without `back` it returns to the card list. Each broken rule shows under its input (the bank choice, the name, the
 * number) with aria-invalid and aria-describedby, and the first is the toast; a refused unknown bank (3012) shows under
 * the bank choice (WCAG 2.2 error identification).
 */
export function Component() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const session = SessionContext.useActorRef();
  const banks = SessionContext.useSelector((snapshot) => snapshot.context.banks);
  const depositWaiting = SessionContext.useSelector((snapshot) => {
    const host = snapshot.children.deposit?.getSnapshot();
    const deposit = host && depositOf(host)?.getSnapshot();
    return deposit ? waitsForBank(deposit) : false;
  });
  const back = params.get('back') === '1';
  const bankId = Number(params.get('bankId')) || null;
  const returnTo = bankFormReturn(params.get('back'), depositWaiting, pathname);
  const form = useActorRef(bankCardMachine, { input: { banks, bankId, returnTo, session } });
  useFollowNavigate(form);
  return <BankCardForm form={form} back={back} />;
}

function BankCardForm({ form, back }: { form: ActorRefFrom<BankCardMachine>; back: boolean }) {
  const intl = useIntl();
  const value = useSelector(form, (snapshot) => snapshot.value);
  const {
    loading,
    failed,
    showForm,
    fields,
    errors,
    problem,
    notice,
    types,
    bankId,
    bank,
    modify,
    selecting,
    busy,
    saving,
    choosable,
  } = useSelected(form, {
    loading: isLoading,
    failed: loadFailed,
    showForm: showsForm,
    fields: bankFields,
    errors: bankErrors,
    problem: fieldProblem,
    notice: bankNotice,
    types: bankTypes,
    bankId: chosenBankId,
    bank: chosenBank,
    modify: modifying,
    selecting: isSelecting,
    busy: isBusy,
    saving: isSaving,
    choosable: canChoose,
  });
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const bankErrorId = useId();
  /** A field's rule, else a refusal of the server about that field. */
  const errorOf = (field: keyof FieldErrors): string | undefined => {
    const id = errors[field];
    if (id) return t(id, bankRuleValues(field));
    return problem?.field === field ? formatNotice(intl, problem) : undefined;
  };
  const bankError = errorOf('bankId');

  return (
    <section className="bank-page bank-form" data-state={stateValueText(value)}>
      <PageHeader title={<FormattedMessage id={modify ? 'wallet.bank.modifyTitle' : 'wallet.bank.bindTitle'} />} />
      {back && <p className="bank-form__note">{t('wallet.bank.backToDeposit')}</p>}
      {loading && <p className="bank-form__note">{t('app.loading')}</p>}
      {failed && (
        <Button variant="primary" onClick={() => form.send({ type: 'RETRY' })}>
          {t('wallet.bank.retry')}
        </Button>
      )}
      {showForm && (
        <FormColumn>
          <Form className="auth-form bank-form__fields" onSubmit={() => form.send({ type: 'SUBMIT' })}>
            <div className="field">
              <span className="field__label">{t('wallet.bank.bank')}</span>
              <button
                type="button"
                className="bank-form__choose"
                disabled={!choosable}
                aria-invalid={bankError ? true : undefined}
                aria-describedby={describedBy(bankError && bankErrorId)}
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
              <FieldError id={bankErrorId} error={bankError} />
            </div>
            <TextField
              label={t('wallet.bank.accountName')}
              name="accountName"
              autoComplete="name"
              maxLength={80}
              value={fields.accountName}
              readOnly={busy}
              error={errorOf('accountName')}
              onChange={(text) => form.send({ type: 'FIELD.CHANGE', field: 'accountName', value: text })}
            />
            <TextField
              label={t('wallet.bank.cardNum')}
              name="cardNum"
              inputMode="numeric"
              autoComplete="off"
              value={fields.cardNum}
              readOnly={busy}
              error={errorOf('cardNum')}
              onChange={(text) => form.send({ type: 'FIELD.CHANGE', field: 'cardNum', value: text })}
            />
            <Button type="submit" variant="primary" busy={saving}>
              {t('wallet.bank.submit')}
            </Button>
          </Form>
        </FormColumn>
      )}
      {selecting && (
        <Dialog
          className="bank-select"
          title={t('wallet.bank.selectTitle')}
          onEscape={() => form.send({ type: 'SELECT.CLOSE' })}
        >
          <ul className="bank-select__list">
            {types.map((entry) => (
              <li key={entry.bankId}>
                <button
                  type="button"
                  className="bank-select__item"
                  aria-pressed={entry.bankId === bankId}
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
        </Dialog>
      )}
      <NoticeToast notice={notice} loading={saving} />
    </section>
  );
}
