import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { forgetMachine } from '../../../machines/auth/forget.machine';
import {
  canSubmitForget,
  fieldProblem,
  forgetFields,
  forgetSubmission,
  formPhase,
  isDone,
  isEditable,
} from '../../../machines/auth/forget.selectors';
import { submissionBusy, submissionPending } from '../../../machines/shared/submission.machine';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { useFollowNavigate } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { SessionContext } from '../shared/sessionContext';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { CodeField, sessionSendCode, useSendCode } from './CodeField';
import { SessionGate } from './SessionGate';
import './auth.css';
import { hrefOf } from '../../platform/pages';

/** /forget (spec §2): reset the password with a one-time code; renders the forget machine. */
export function Component() {
  return <SessionGate>{(webConfig) => <ForgetForm webConfig={webConfig} />}</SessionGate>;
}

function ForgetForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const sendCode = sessionSendCode(session);
  const form = useActorRef(forgetMachine, { input: { webConfig, sendCode } });
  useFollowNavigate(form);
  const phase = useSelector(form, formPhase);
  // A rule the form broke, tied to its input (issue 18); the toast says it too.
  const problem = useSelector(form, fieldProblem);
  const errorOf = (field: string) =>
    problem?.field === field ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  const context = useSelector(form, (snapshot) => snapshot.context);
  const fields = useSelector(form, forgetFields);
  const editable = useSelector(form, isEditable);
  const done = useSelector(form, isDone);
  const canSubmit = useSelector(form, canSubmitForget);
  const submission = useSelector(form, forgetSubmission);
  const submitting = useSelector(submission, submissionBusy);
  const debouncing = useSelector(submission, submissionPending);
  const { sendCode: countdown, phase: codeState, sending: codeSending, notice: codeNotice } = useSendCode(sendCode);
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <div className="auth-screen" data-state={debouncing ? 'debouncing' : phase} data-send-code={codeState}>
      <AuthTop title={t('forget.title')} webConfig={webConfig} />
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t('auth.mobile')}
          name="username"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={webConfig.accountLengthMax}
          value={fields.mobile}
          readOnly={!editable}
          error={errorOf('mobile')}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'mobile', value })}
        />
        <CodeField
          sendCode={countdown}
          value={fields.code}
          readOnly={!editable}
          error={errorOf('code')}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'code', value })}
          onSend={() => form.send({ type: 'SEND_CODE' })}
        />
        <PasswordField
          label={t('forget.newPassword')}
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
        <Button
          type="submit"
          variant="primary"
          className="auth-submit"
          busy={submitting}
          disabled={done || submitting || !canSubmit}
        >
          {t('forget.submit')}
        </Button>
        <Link className="auth-link" to={hrefOf({ page: 'login' })}>
          {t('auth.toLogin')}
        </Link>
      </form>
      <AuthToast notices={[context.notice, codeNotice]} loading={submitting || codeSending} />
    </div>
  );
}
