import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { submissionBusy } from '../../../machines/shared/submission.machine';
import { type Direction, safeboxMachine } from '../../../machines/wallet/safebox.machine';
import {
  hasWalletPassword,
  isEditable,
  loadedFormPhase,
  safeboxBalances,
  safeboxDirection,
  safeboxFields,
  safeboxNotice,
  safeboxSubmission,
  showsForm,
} from '../../../machines/wallet/safebox.selectors';
import { Button } from '../../ui/Button';
import { Fact } from '../../ui/Fact';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { SessionContext } from '../shared/sessionContext';
import { useFollowNavigate } from '../shared/useFollowNavigate';
import { useSelected } from '../shared/useSelected';
import { Money } from './Money';
import { WalletLoad } from './WalletLoad';

const DIRECTIONS: readonly Direction[] = ['in', 'out'];

/**
 * The safe box tab (/lobby/wallets/safebox): both balances, move coin in, or out with the wallet password. An error
 * about the amount or the password shows under that input, tied to it (WCAG 2.2 error identification).
 */
export function SafeboxPanel() {
  const session = SessionContext.useActorRef();
  const publicKey = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.rsaPublicKey ?? '');
  const safe = useActorRef(safeboxMachine, { input: { publicKey, session } });
  useFollowNavigate(safe);
  const { phase, balances, direction, fields, notice, passwordSet, formShown, editable } = useSelected(safe, {
    phase: loadedFormPhase,
    balances: safeboxBalances,
    direction: safeboxDirection,
    fields: safeboxFields,
    notice: safeboxNotice,
    passwordSet: hasWalletPassword,
    formShown: showsForm,
    editable: isEditable,
  });
  const moving = useSelector(useSelector(safe, safeboxSubmission), submissionBusy);
  const field = useFieldProps(safe);

  return (
    <div className="wallet-panel safebox" data-state={phase} data-direction={direction}>
      <WalletLoad actor={safe} />
      {balances && formShown && (
        <>
          <dl className="wallet-balances">
            <Fact label="wallet.balance" data-testid="safebox-coin">
              <Money value={balances.coin} />
            </Fact>
            <Fact label="wallet.safebox.balance" data-testid="safebox-safe">
              <Money value={balances.safebox} />
            </Fact>
          </dl>
          <fieldset className="wallet-choice">
            <legend>
              <FormattedMessage id="wallet.safebox.direction" />
            </legend>
            {DIRECTIONS.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="direction"
                  checked={direction === option}
                  onChange={() => safe.send({ type: 'DIRECTION.SELECT', direction: option })}
                />{' '}
                <FormattedMessage id={option === 'in' ? 'wallet.safebox.in' : 'wallet.safebox.out'} />
              </label>
            ))}
          </fieldset>
          <FormColumn>
            <Form className="wallet-form" onSubmit={() => safe.send({ type: 'SUBMIT' })}>
              <TextField
                {...field('amount', 'wallet.safebox.amount')}
                inputMode="numeric"
                value={fields.amount}
                readOnly={!editable}
              />
              {direction === 'out' &&
                (passwordSet ? (
                  <TextField
                    {...field('password', 'wallet.password.label')}
                    type="password"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    value={fields.password}
                    readOnly={!editable}
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
                <FormattedMessage id={direction === 'in' ? 'wallet.safebox.in' : 'wallet.safebox.out'} />
              </Button>
            </Form>
          </FormColumn>
        </>
      )}
      <NoticeToast notice={notice} loading={moving} />
    </div>
  );
}
