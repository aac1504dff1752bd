import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { coinFor, pointsMachine } from '../../../machines/wallet/points.machine';
import { parsePoints } from '../../../machines/wallet/walletRules';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { PageTop } from '../shared/PageTop';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { LoadFailed } from './LoadFailed';
import { Money, Points } from './Money';
import { WalletToast } from './WalletToast';
import './wallet.css';

/** /points (desktop /lobby/points): the points balance, floor(value / 100), and exchanging points for coin. */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const points = useActorRef(pointsMachine, { input: { session } });
  const state = useSelector(points, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(points, (snapshot) => snapshot.context);
  const config = context.config;
  const exchanging = state === 'exchanging';
  const typed = parsePoints(context.points);

  return (
    <section className="wallet-page points" data-state={state}>
      <PageTop title="wallet.points.title" />
      {state === 'loading' && (
        <p role="status" aria-busy="true">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {state === 'failed' && <LoadFailed notice={context.notice} onRetry={() => points.send({ type: 'RETRY' })} />}
      {config && state !== 'loading' && state !== 'failed' && (
        <>
          <p className="wallet-balance">
            <FormattedMessage id="wallet.points.balance" />{' '}
            <strong data-testid="points-balance">
              <Points value={config.lottery} />
            </strong>
          </p>
          <p className="wallet-hint">
            <FormattedMessage
              id="wallet.points.terms"
              values={{
                min: Math.floor(config.minPoints / 100),
                max: Math.floor(config.maxPoints / 100),
                rate: (coinFor(100, config.rateBasisPoints) / 100).toFixed(2),
              }}
            />
          </p>
          <form
            className="wallet-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              points.send({ type: 'SUBMIT' });
            }}
          >
            <TextField
              label={intl.formatMessage({ id: 'wallet.points.amount' })}
              name="points"
              inputMode="numeric"
              value={context.points}
              readOnly={exchanging}
              onChange={(value) => points.send({ type: 'POINTS.CHANGE', value })}
            />
            <p className="wallet-hint" data-testid="points-coin">
              <FormattedMessage id="wallet.points.youGet" />{' '}
              <Money value={typed ? coinFor(typed, config.rateBasisPoints) : 0} />
            </p>
            <Button type="submit" variant="primary" busy={exchanging}>
              <FormattedMessage id="wallet.points.exchange" />
            </Button>
          </form>
        </>
      )}
      <WalletToast notice={context.notice} loading={exchanging} />
    </section>
  );
}
