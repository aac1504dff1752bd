import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { registerMachine } from '../../../machines/auth/register.machine';
import {
  birthDateMax,
  birthDateMin,
  canSubmitRegister,
  declared,
  fieldProblem,
  formPhase,
  isDone,
  isEditable,
  registerFields,
  registerSubmission,
  registerTerms,
} from '../../../machines/auth/register.selectors';
import { submissionBusy, submissionPending } from '../../../machines/shared/submission.machine';
import { ACCOUNT_MAX_LENGTH } from '../../../machines/shared/validation';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { SessionContext } from '../shared/sessionContext';
import { Agreement } from './Agreement';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { CodeField, sessionSendCode, useSendCode } from './CodeField';
import { Declaration } from './Declaration';
import { SessionGate } from './SessionGate';
import './auth.css';
import { hrefOf } from '../../platform/pages';

/** /register (spec §2): renders the register machine and the session's send-code countdown. */
export function Component() {
  return <SessionGate>{(webConfig) => <RegisterForm webConfig={webConfig} />}</SessionGate>;
}

function RegisterForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  // The session's long-lived send-code child: its countdown outlives this screen.
  const sendCode = sessionSendCode(session);
  // An invite link (/s/{code}) leads here with the inviter's code (docs/promotions.md).
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode') ?? '';
  const form = useActorRef(registerMachine, {
    input: { webConfig, host: window.location.host, session, sendCode, inviteCode },
  });
  const phase = useSelector(form, formPhase);
  // A rule the form broke, tied to its input (issue 18); the toast says it too.
  const problem = useSelector(form, fieldProblem);
  const errorOf = (field: string) =>
    problem?.field === field ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  const context = useSelector(form, (snapshot) => snapshot.context);
  const fields = useSelector(form, registerFields);
  const editable = useSelector(form, isEditable);
  const done = useSelector(form, isDone);
  const canSubmit = useSelector(form, canSubmitRegister);
  const notExcluded = useSelector(form, declared);
  const latestBirthDate = useSelector(form, birthDateMax);
  const panel = useSelector(form, registerTerms);
  const submission = useSelector(form, registerSubmission);
  const submitting = useSelector(submission, submissionBusy);
  const debouncing = useSelector(submission, submissionPending);
  const { sendCode: countdown, phase: codeState, sending: codeSending, notice: codeNotice } = useSendCode(sendCode);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { kind } = context;
  const phone = kind.account === 'phone';

  return (
    <div className="auth-screen" data-state={debouncing ? 'debouncing' : phase} data-send-code={codeState}>
      <AuthTop title={t('auth.register.title')} webConfig={webConfig} />
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'SUBMIT' });
        }}
      >
        {context.green && (
          <label className="field">
            <span className="field__label">{t('auth.website')}</span>
            <select className="field__row field__input" value={context.host} disabled>
              <option value={context.host}>{context.host}</option>
            </select>
          </label>
        )}
        <TextField
          label={t(phone ? 'auth.mobile' : 'auth.username')}
          name="username"
          type={phone ? 'tel' : 'text'}
          inputMode={phone ? 'numeric' : 'text'}
          autoComplete="username"
          maxLength={ACCOUNT_MAX_LENGTH}
          value={fields.account}
          readOnly={!editable}
          error={errorOf('account')}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'account', value })}
        />
        {kind.phoneNotice && <p className="auth-notice">{t('auth.phoneNotice')}</p>}
        <PasswordField
          label={t('auth.password')}
          name="new-password"
          autoComplete="new-password"
          maxLength={webConfig.passwordLengthMax}
          value={fields.password}
          readOnly={!editable}
          shown={context.showPassword}
          onToggle={() => form.send({ type: 'PASSWORD.TOGGLE' })}
          toggleLabels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          error={errorOf('password')}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'password', value })}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirm-password"
          type={context.showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={webConfig.passwordLengthMax}
          value={fields.confirmation}
          readOnly={!editable}
          error={errorOf('confirmation')}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'confirmation', value })}
        />
        {kind.needsCode && (
          <CodeField
            sendCode={countdown}
            value={fields.code}
            readOnly={!editable}
            error={errorOf('code')}
            onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'code', value })}
            onSend={() => form.send({ type: 'SEND_CODE' })}
          />
        )}
        <TextField
          label={t('auth.birthDate')}
          name="bday"
          type="date"
          autoComplete="bday"
          min={birthDateMin}
          max={latestBirthDate}
          value={fields.birthDate}
          readOnly={!editable}
          hint={t('auth.birthDate.hint')}
          error={errorOf('birthDate')}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'birthDate', value })}
        />
        <Declaration declared={notExcluded} error={errorOf('notExcluded')} send={(event) => form.send(event)} />
        <Agreement agreed={context.agreement} panel={panel} send={(event) => form.send(event)} />
        <Button
          type="submit"
          variant="primary"
          className="auth-submit"
          busy={submitting}
          disabled={done || submitting || !canSubmit}
        >
          {t('auth.submitRegister')}
        </Button>
        <Link className="auth-link" to={hrefOf({ page: 'login' })}>
          {t('auth.toLogin')}
        </Link>
      </form>
      <AuthToast notices={[context.notice, codeNotice]} loading={submitting || codeSending} />
    </div>
  );
}
