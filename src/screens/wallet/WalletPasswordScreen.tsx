import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { submissionBusy } from '../../../machines/shared/submission.machine';
import { type WalletPasswordField, walletPasswordMachine } from '../../../machines/wallet/walletPassword.machine';
import {
  canSave,
  isEditable,
  isLoading,
  loadedFormPhase,
  showsForm,
  walletPasswordFields,
  walletPasswordMode,
  walletPasswordSubmission,
} from '../../../machines/wallet/walletPassword.selectors';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { PageHeader } from '../../ui/PageHeader';
import { useFieldError } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { SessionContext } from '../shared/sessionContext';
import { useFollowNavigate } from '../shared/useFollowNavigate';
import { useSelected } from '../shared/useSelected';
import { WalletLoad } from './WalletLoad';
import './wallet.css';
import { type PageLink, pageLinkOfPath } from '../../api/contract/pages';

/** Only an in-app page is followed after saving (an open redirect otherwise); else the withdraw tab. */
const safeReturn = (value: string | null): PageLink =>
  (value && pageLinkOfPath(value)) || { page: 'wallets', params: { id: 'withdraw' } };

/**
 * /walletsPassword: set the wallet password (six digits, twice), or change it with the current one. An error about
 * one of the three inputs shows under it, tied to it (WCAG 2.2 error identification).
 */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const publicKey = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.rsaPublicKey ?? '');
  const form = useActorRef(walletPasswordMachine, {
    input: { publicKey, returnTo: safeReturn(params.get('back')) },
  });
  useFollowNavigate(form);
  const phase = useSelector(form, loadedFormPhase);
  const notice = useSelector(form, (snapshot) => snapshot.context.notice);
  const { fields, mode, loading, formShown, editable, canSubmit } = useSelected(form, {
    fields: walletPasswordFields,
    mode: walletPasswordMode,
    loading: isLoading,
    formShown: showsForm,
    editable: isEditable,
    canSubmit: canSave,
  });
  const saving = useSelector(useSelector(form, walletPasswordSubmission), submissionBusy);
  const errorOf = useFieldError(form);
  const pin = (label: string, field: WalletPasswordField) => (
    <TextField
      label={label}
      name={field}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={fields[field]}
      readOnly={!editable}
      error={errorOf(field)}
      onChange={(value) => form.send({ type: 'FIELD.CHANGE', field, value })}
    />
  );

  return (
    <section className="wallet-page" data-state={phase} data-mode={mode}>
      <PageHeader
        title={
          <FormattedMessage
            id={mode === 'change' && !loading ? 'wallet.password.changeTitle' : 'wallet.password.setTitle'}
          />
        }
      />
      <WalletLoad actor={form} />
      {formShown && (
        <FormColumn>
          <Form className="wallet-form" onSubmit={() => form.send({ type: 'SUBMIT' })}>
            <p className="wallet-hint">
              <FormattedMessage id="wallet.password.about" />
            </p>
            {mode === 'change' && pin(intl.formatMessage({ id: 'wallet.password.current' }), 'current')}
            {pin(intl.formatMessage({ id: 'wallet.password.new' }), 'password')}
            {pin(intl.formatMessage({ id: 'wallet.password.confirm' }), 'confirmation')}
            <Button type="submit" variant="primary" busy={saving} disabled={!canSubmit}>
              <FormattedMessage id="wallet.password.save" />
            </Button>
          </Form>
        </FormColumn>
      )}
      <NoticeToast notice={notice} loading={saving} />
    </section>
  );
}
