import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { forgetMachine } from '../../../machines/auth/forget.machine';
import type { NavigateEmitted } from '../../../machines/session/session.machine';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { useEmitted } from '../../platform/react/useEmitted';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { CodeField, sessionSendCode } from './CodeField';
import { SessionGate } from './SessionGate';
import './auth.css';
import { hrefOf } from '../../platform/pages';

/** /forget (spec §2): reset the password with a one-time code; renders the forget machine. */
export function Component() {
  return <SessionGate>{(webConfig) => <ForgetForm webConfig={webConfig} />}</SessionGate>;
}

function ForgetForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const sendCode = sessionSendCode(session);
  const form = useActorRef(forgetMachine, { input: { webConfig, sendCode } });
  useEmitted<NavigateEmitted>(form, 'navigate', (event) => {
    void navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
  const state = useSelector(form, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(form, (snapshot) => snapshot.context);
  const codeState = useSelector(sendCode, (snapshot) => stateValueText(snapshot.value));
  const codeNotice = useSelector(sendCode, (snapshot) => snapshot.context.notice);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const submitting = state === 'submitting';
  const busy = submitting || state === 'succeeded' || state === 'done';

  return (
    <div className="auth-screen" data-state={state} data-send-code={codeState}>
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
          value={context.mobile}
          readOnly={busy}
          onChange={(value) => form.send({ type: 'MOBILE.CHANGE', value })}
        />
        <CodeField
          sendCode={sendCode}
          value={context.code}
          readOnly={busy}
          onChange={(value) => form.send({ type: 'CODE.CHANGE', value })}
          onSend={() => form.send({ type: 'SEND_CODE' })}
        />
        <PasswordField
          label={t('forget.newPassword')}
          name="new-password"
          autoComplete="new-password"
          maxLength={webConfig.passwordLengthMax}
          value={context.password}
          readOnly={busy}
          shown={context.showPassword}
          onToggle={() => form.send({ type: 'PASSWORD.TOGGLE' })}
          toggleLabels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          onChange={(value) => form.send({ type: 'PASSWORD.CHANGE', value })}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirm-password"
          type={context.showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={webConfig.passwordLengthMax}
          value={context.confirmation}
          readOnly={busy}
          onChange={(value) => form.send({ type: 'CONFIRMATION.CHANGE', value })}
        />
        <Button type="submit" variant="primary" className="auth-submit" busy={submitting} disabled={busy}>
          {t('forget.submit')}
        </Button>
        <Link className="auth-link" to={hrefOf({ page: 'login' })}>
          {t('auth.toLogin')}
        </Link>
      </form>
      <AuthToast notices={[context.notice, codeNotice]} loading={submitting || codeState === 'sending'} />
    </div>
  );
}
