import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { bindMachine } from '../../../machines/auth/bind.machine';
import {
  bindFields,
  bindSubmission,
  canSubmitBind,
  fieldProblem,
  formPhase,
  isDone,
  isEditable,
} from '../../../machines/auth/bind.selectors';
import { submissionBusy, submissionPending } from '../../../machines/shared/submission.machine';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { useFollowNavigate } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { SessionContext } from '../shared/sessionContext';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { CodeField, sessionSendCode, useSendCode } from './CodeField';
import { SessionGate } from './SessionGate';
import './auth.css';

/** /bind and desktop /lobby/bind (spec §2, logged in): bind a mobile number with a one-time code. */
export function Component() {
  return <SessionGate>{(webConfig) => <BindForm webConfig={webConfig} />}</SessionGate>;
}

function BindForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const boundMobile = SessionContext.useSelector((snapshot) => snapshot.context.user?.mobile ?? '');
  const sendCode = sessionSendCode(session);
  const form = useActorRef(bindMachine, { input: { webConfig, returnTo: { page: 'home' }, session, sendCode } });
  useFollowNavigate(form);
  const phase = useSelector(form, formPhase);
  // A rule the form broke, tied to its input (issue 18); the toast says it too.
  const problem = useSelector(form, fieldProblem);
  const errorOf = (field: string) =>
    problem?.field === field ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  const context = useSelector(form, (snapshot) => snapshot.context);
  const fields = useSelector(form, bindFields);
  const editable = useSelector(form, isEditable);
  const done = useSelector(form, isDone);
  const canSubmit = useSelector(form, canSubmitBind);
  const submission = useSelector(form, bindSubmission);
  const submitting = useSelector(submission, submissionBusy);
  const debouncing = useSelector(submission, submissionPending);
  const { sendCode: countdown, phase: codeState, sending: codeSending, notice: codeNotice } = useSendCode(sendCode);
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <div className="auth-screen" data-state={debouncing ? 'debouncing' : phase} data-send-code={codeState}>
      <AuthTop title={t('bind.title')} webConfig={webConfig} />
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'SUBMIT' });
        }}
      >
        {boundMobile !== '' && editable && (
          <p className="auth-notice">{intl.formatMessage({ id: 'bind.already' }, { mobile: boundMobile })}</p>
        )}
        <TextField
          label={t('auth.mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
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
        <Button
          type="submit"
          variant="primary"
          className="auth-submit"
          busy={submitting}
          disabled={done || submitting || !canSubmit}
        >
          {t('bind.submit')}
        </Button>
      </form>
      <AuthToast notices={[context.notice, codeNotice]} loading={submitting || codeSending} />
    </div>
  );
}
