import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { bindMachine } from '../../../machines/auth/bind.machine';
import type { NavigateEmitted } from '../../../machines/session/session.machine';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { useEmitted } from '../../platform/react/useEmitted';
import { Button } from '../../ui/Button';
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

/** /bind and desktop /lobby/bind (spec §2, logged in): bind a mobile number with a one-time code. */
export function Component() {
  return <SessionGate>{(webConfig) => <BindForm webConfig={webConfig} />}</SessionGate>;
}

function BindForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const boundMobile = SessionContext.useSelector((snapshot) => snapshot.context.user?.mobile ?? '');
  const sendCode = sessionSendCode(session);
  const form = useActorRef(bindMachine, { input: { webConfig, returnTo: { page: 'home' }, session, sendCode } });
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
      <AuthTop title={t('bind.title')} webConfig={webConfig} />
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'SUBMIT' });
        }}
      >
        {boundMobile !== '' && state === 'editing' && (
          <p className="auth-notice">{intl.formatMessage({ id: 'bind.already' }, { mobile: boundMobile })}</p>
        )}
        <TextField
          label={t('auth.mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
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
        <Button type="submit" variant="primary" className="auth-submit" busy={submitting} disabled={busy}>
          {t('bind.submit')}
        </Button>
      </form>
      <AuthToast notices={[context.notice, codeNotice]} loading={submitting || codeState === 'sending'} />
    </div>
  );
}
