import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { submissionBusy } from '../../../machines/shared/submission.machine';
import { coinFor, pointsMachine } from '../../../machines/wallet/points.machine';
import {
  isEditable,
  loadedFormPhase,
  pointsConfig,
  pointsNotice,
  pointsSubmission,
  pointsTyped,
  showsForm,
} from '../../../machines/wallet/points.selectors';
import { parsePoints } from '../../../machines/wallet/walletRules';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { PageHeader } from '../../ui/PageHeader';
import { useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';
import { Money, Points } from './Money';
import { WalletLoad } from './WalletLoad';
import './wallet.css';

/**
 * /points (desktop /lobby/points): the points balance, floor(value / 100), and exchanging points for coin. An error
 * about the points typed shows under the field, tied to it (WCAG 2.2 error identification).
 */
export function Component() {
  const session = SessionContext.useActorRef();
  const points = useActorRef(pointsMachine, { input: { session } });
  const { phase, config, notice, text, formShown, editable } = useSelected(points, {
    phase: loadedFormPhase,
    config: pointsConfig,
    notice: pointsNotice,
    text: pointsTyped,
    formShown: showsForm,
    editable: isEditable,
  });
  const exchanging = useSelector(useSelector(points, pointsSubmission), submissionBusy);
  const typed = parsePoints(text);
  const field = useFieldProps(points);

  return (
    <section className="wallet-page points" data-state={phase}>
      <PageHeader title={<FormattedMessage id="wallet.points.title" />} />
      <WalletLoad actor={points} />
      {config && formShown && (
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
                rate: <Money value={coinFor(100, config.rateBasisPoints)} />,
              }}
            />
          </p>
          <FormColumn>
            <Form className="wallet-form" onSubmit={() => points.send({ type: 'SUBMIT' })}>
              <TextField
                {...field('points', 'wallet.points.amount')}
                inputMode="numeric"
                value={text}
                readOnly={!editable}
              />
              <p className="wallet-hint" data-testid="points-coin">
                <FormattedMessage id="wallet.points.youGet" />{' '}
                <Money value={typed ? coinFor(typed, config.rateBasisPoints) : 0} />
              </p>
              <Button type="submit" variant="primary" busy={exchanging}>
                <FormattedMessage id="wallet.points.exchange" />
              </Button>
            </Form>
          </FormColumn>
        </>
      )}
      <NoticeToast notice={notice} loading={exchanging} />
    </section>
  );
}
