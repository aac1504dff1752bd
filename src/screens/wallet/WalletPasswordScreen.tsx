import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NavigateEmitted } from '../../../machines/session/session.machine';
import { walletPasswordMachine } from '../../../machines/wallet/walletPassword.machine';
import { useEmitted } from '../../platform/react/useEmitted';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { PageTop } from '../shared/PageTop';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { LoadFailed } from './LoadFailed';
import { WalletToast } from './WalletToast';
import './wallet.css';
import { type PageLink, pageLinkOfPath } from '../../api/contract/pages';
import { hrefOf } from '../../platform/pages';

/** Only an in-app page is followed after saving (an open redirect otherwise); else the withdraw tab. */
const safeReturn = (value: string | null): PageLink =>
  (value && pageLinkOfPath(value)) || { page: 'wallets', params: { id: 'withdraw' } };

/** /walletsPassword: set the wallet password (six digits, twice), or change it with the current one. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const publicKey = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.rsaPublicKey ?? '');
  const form = useActorRef(walletPasswordMachine, {
    input: { publicKey, returnTo: safeReturn(params.get('back')) },
  });
  useEmitted<NavigateEmitted>(form, 'navigate', (event) => {
    void navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
  const state = useSelector(form, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(form, (snapshot) => snapshot.context);
  const saving = state === 'saving';
  const locked = saving || state === 'saved' || state === 'done';
  const pin = (
    label: string,
    name: string,
    value: string,
    type: 'CURRENT.CHANGE' | 'PASSWORD.CHANGE' | 'CONFIRMATION.CHANGE',
  ) => (
    <TextField
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      readOnly={locked}
      onChange={(text) => form.send({ type, value: text })}
    />
  );

  return (
    <section className="wallet-page" data-state={state} data-mode={context.mode}>
      <PageTop
        title={
          context.mode === 'change' && state !== 'loading' ? 'wallet.password.changeTitle' : 'wallet.password.setTitle'
        }
      />
      {state === 'loading' && (
        <p role="status" aria-busy="true">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {state === 'failed' && <LoadFailed notice={context.notice} onRetry={() => form.send({ type: 'RETRY' })} />}
      {state !== 'loading' && state !== 'failed' && (
        <form
          className="wallet-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.send({ type: 'SUBMIT' });
          }}
        >
          <p className="wallet-hint">
            <FormattedMessage id="wallet.password.about" />
          </p>
          {context.mode === 'change' &&
            pin(intl.formatMessage({ id: 'wallet.password.current' }), 'current', context.current, 'CURRENT.CHANGE')}
          {pin(intl.formatMessage({ id: 'wallet.password.new' }), 'password', context.password, 'PASSWORD.CHANGE')}
          {pin(
            intl.formatMessage({ id: 'wallet.password.confirm' }),
            'confirmation',
            context.confirmation,
            'CONFIRMATION.CHANGE',
          )}
          <Button type="submit" variant="primary" busy={saving} disabled={locked}>
            <FormattedMessage id="wallet.password.save" />
          </Button>
        </form>
      )}
      <WalletToast notice={context.notice} loading={saving} />
    </section>
  );
}
