import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { type TakeBreakMachine, takeBreakMachine } from '../../../machines/profile/takeBreak.machine';
import {
  breakBusy,
  breakChoice,
  breakConfirming,
  breakEndsAt,
  breakNotice,
  breakPassword,
  breakPasswordEditable,
  breakPasswordError,
  breakPhase,
  breakTaken,
  canConfirm,
  canContinue,
  canGoBack,
} from '../../../machines/profile/takeBreak.selectors';
import { BREAK_IDS, BREAKS, type BreakId, type BreakKind } from '../../api/contract/responsibleGaming';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';
import './profile.css';
import { cardClass } from '../../ui/Card';
import { formatNotice } from '../../ui/Money';

type BreakRef = ActorRefFrom<TakeBreakMachine>;

const LENGTH: Record<BreakId, MessageId> = {
  timeOut24h: 'profile.break.length.timeOut24h',
  timeOut7d: 'profile.break.length.timeOut7d',
  timeOut30d: 'profile.break.length.timeOut30d',
  exclusion6m: 'profile.break.length.exclusion6m',
  exclusion1y: 'profile.break.length.exclusion1y',
  exclusion5y: 'profile.break.length.exclusion5y',
};

const GROUPS: readonly { kind: BreakKind; legend: MessageId; hint: MessageId; confirm: MessageId }[] = [
  {
    kind: 'timeOut',
    legend: 'profile.break.timeOut',
    hint: 'profile.break.timeOut.hint',
    confirm: 'profile.break.confirm.timeOut',
  },
  {
    kind: 'exclusion',
    legend: 'profile.break.exclusion',
    hint: 'profile.break.exclusion.hint',
    confirm: 'profile.break.confirm.exclusion',
  },
];

/** Moves focus to the confirm step's heading when it appears (a stable callback: it runs once per mount). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * /profile/break (desktop /lobby/profile/break), responsible gaming: choose a time-out or a self-exclusion, then a
 * confirm step (its heading takes focus) states when it ends and that it cannot be undone or shortened, and asks for
 * the login password. On success the session logs the player out and /login says until when. Renders
 * machines/profile/takeBreak.machine.ts.
 */
export function Component() {
  const session = SessionContext.useActorRef();
  const publicKey = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.rsaPublicKey ?? '');
  const taking = useActorRef(takeBreakMachine, { input: { session, publicKey } });
  const phase = useSelector(taking, breakPhase);
  // The confirm step stays on screen once the break started, while the session moves to /login.
  const confirming = useSelector(taking, (snapshot) => breakConfirming(snapshot) || breakTaken(snapshot));
  const busy = useSelector(taking, breakBusy);
  const notice = useSelector(taking, breakNotice);
  return (
    <PageFrame
      title="profile.break.title"
      className="profile-page rg-page"
      data-testid="break-page"
      data-state={phase}
      head={<NoticeToast notice={notice} loading={busy} />}
    >
      {confirming ? <ConfirmStep taking={taking} /> : <ChooseStep taking={taking} />}
    </PageFrame>
  );
}

function ChooseStep({ taking }: { taking: BreakRef }) {
  const choice = useSelector(taking, breakChoice);
  const mayContinue = useSelector(taking, canContinue);
  return (
    <FormColumn>
      <Form className="profile-form rg-form" onSubmit={() => taking.send({ type: 'CONTINUE' })}>
        <p className="rg-intro">
          <FormattedMessage id="profile.break.intro" />
        </p>
        {GROUPS.map((group) => (
          <fieldset
            key={group.kind}
            className={cardClass('rg-choice rg-card')}
            aria-describedby={`break-${group.kind}-hint`}
          >
            <legend className="rg-choice__legend">
              <FormattedMessage id={group.legend} />
            </legend>
            <p id={`break-${group.kind}-hint`} className="profile-hint">
              <FormattedMessage id={group.hint} />
            </p>
            {BREAK_IDS.filter((id) => BREAKS[id].kind === group.kind).map((id) => (
              <label key={id} className="rg-option">
                <input
                  type="radio"
                  name="break"
                  value={id}
                  checked={choice === id}
                  onChange={() => taking.send({ type: 'BREAK.SELECT', breakId: id })}
                />
                <FormattedMessage id={LENGTH[id]} />
              </label>
            ))}
          </fieldset>
        ))}
        <Button type="submit" variant="primary" disabled={!mayContinue}>
          <FormattedMessage id="profile.break.continue" />
        </Button>
      </Form>
    </FormColumn>
  );
}

function ConfirmStep({ taking }: { taking: BreakRef }) {
  const intl = useIntl();
  const { choice, endsAt, password, editable, problem, busy, mayConfirm, mayGoBack } = useSelected(taking, {
    choice: breakChoice,
    endsAt: breakEndsAt,
    password: breakPassword,
    editable: breakPasswordEditable,
    problem: breakPasswordError,
    busy: breakBusy,
    mayConfirm: canConfirm,
    mayGoBack: canGoBack,
  });
  const group = GROUPS.find((entry) => choice !== null && entry.kind === BREAKS[choice].kind);
  return (
    <Form
      className="profile-form rg-form rg-confirm"
      aria-labelledby="break-confirm-title"
      onSubmit={() => taking.send({ type: 'CONFIRM' })}
    >
      <h2 id="break-confirm-title" className="rg-card__title" tabIndex={-1} ref={focusOnMount}>
        <FormattedMessage id="profile.break.confirm.title" />
      </h2>
      {group && choice !== null && endsAt !== null && (
        <p data-testid="break-ends">
          <FormattedMessage
            id={group.confirm}
            values={{
              length: intl.formatMessage({ id: LENGTH[choice] }),
              date: intl.formatDate(endsAt, { dateStyle: 'long', timeStyle: 'short' }),
            }}
          />
        </p>
      )}
      <p className="rg-warning">
        <FormattedMessage id="profile.break.confirm.final" />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'profile.break.password' })}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        readOnly={!editable}
        error={problem ? formatNotice(intl, problem) : undefined}
        onChange={(value) => taking.send({ type: 'FIELD.CHANGE', field: 'password', value })}
      />
      <div className="profile-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!mayConfirm}>
          <FormattedMessage id="profile.break.start" />
        </Button>
        <Button onClick={() => taking.send({ type: 'BACK' })} disabled={!mayGoBack}>
          <FormattedMessage id="profile.break.back" />
        </Button>
      </div>
    </Form>
  );
}
