import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { NavigateEmitted } from '../../../machines/session/session.machine';
import { type Direction, safeboxMachine } from '../../../machines/wallet/safebox.machine';
import { useEmitted } from '../../platform/react/useEmitted';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { hrefOf } from '../../platform/pages';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { LoadFailed } from './LoadFailed';
import { Money } from './Money';
import { WalletToast } from './WalletToast';

const DIRECTIONS: readonly Direction[] = ['in', 'out'];

/** The safe box tab (/lobby/wallets/safebox): both balances, move coin in, or out with the wallet password. */
export function SafeboxPanel() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const publicKey = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.rsaPublicKey ?? '');
  const safe = useActorRef(safeboxMachine, { input: { publicKey, session } });
  useEmitted<NavigateEmitted>(safe, 'navigate', (event) => {
    void navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
  const state = useSelector(safe, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(safe, (snapshot) => snapshot.context);
  const balances = context.balances;
  const moving = state === 'moving';

  return (
    <div className="wallet-panel safebox" data-state={state} data-direction={context.direction}>
      {state === 'loading' && (
        <p role="status" aria-busy="true">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {state === 'failed' && <LoadFailed notice={context.notice} onRetry={() => safe.send({ type: 'RETRY' })} />}
      {balances && state !== 'loading' && state !== 'failed' && (
        <>
          <dl className="wallet-balances">
            <dt>
              <FormattedMessage id="wallet.balance" />
            </dt>
            <dd data-testid="safebox-coin">
              <Money value={balances.coin} />
            </dd>
            <dt>
              <FormattedMessage id="wallet.safebox.balance" />
            </dt>
            <dd data-testid="safebox-safe">
              <Money value={balances.safebox} />
            </dd>
          </dl>
          <fieldset className="wallet-choice">
            <legend>
              <FormattedMessage id="wallet.safebox.direction" />
            </legend>
            {DIRECTIONS.map((direction) => (
              <label key={direction}>
                <input
                  type="radio"
                  name="direction"
                  checked={context.direction === direction}
                  onChange={() => safe.send({ type: 'DIRECTION.SELECT', direction })}
                />{' '}
                <FormattedMessage id={direction === 'in' ? 'wallet.safebox.in' : 'wallet.safebox.out'} />
              </label>
            ))}
          </fieldset>
          <form
            className="wallet-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              safe.send({ type: 'SUBMIT' });
            }}
          >
            <TextField
              label={intl.formatMessage({ id: 'wallet.safebox.amount' })}
              name="amount"
              inputMode="numeric"
              value={context.amount}
              readOnly={moving}
              onChange={(value) => safe.send({ type: 'AMOUNT.CHANGE', value })}
            />
            {context.direction === 'out' &&
              (balances.hasSafeboxPassword === 1 ? (
                <TextField
                  label={intl.formatMessage({ id: 'wallet.password.label' })}
                  name="password"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  value={context.password}
                  readOnly={moving}
                  onChange={(value) => safe.send({ type: 'PASSWORD.CHANGE', value })}
                />
              ) : (
                <p className="wallet-hint">
                  <FormattedMessage id="wallet.withdraw.noPassword" />{' '}
                  <button type="button" className="button" onClick={() => safe.send({ type: 'SET_PASSWORD' })}>
                    <FormattedMessage id="wallet.password.setTitle" />
                  </button>
                </p>
              ))}
            <Button type="submit" variant="primary" busy={moving}>
              <FormattedMessage id={context.direction === 'in' ? 'wallet.safebox.in' : 'wallet.safebox.out'} />
            </Button>
          </form>
        </>
      )}
      <WalletToast notice={context.notice} loading={moving} />
    </div>
  );
}
