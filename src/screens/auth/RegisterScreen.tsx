import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { CODE_MAX_LENGTH, registerMachine } from '../../../machines/auth/register.machine';
import type { SendCodeMachine } from '../../../machines/auth/sendCode.machine';
import { ACCOUNT_MAX_LENGTH } from '../../../machines/shared/validation';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { SessionContext } from '../shared/sessionContext';
import { stateValueText } from '../shared/sessionStatus';
import { Agreement } from './Agreement';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
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
  const sendCode = session.system.get('sendCode') as ActorRefFrom<SendCodeMachine>;
  // An invite link (/s/{code}) leads here with the inviter's code (docs/promotions.md).
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode') ?? '';
  const form = useActorRef(registerMachine, {
    input: { webConfig, host: window.location.host, session, sendCode, inviteCode },
  });
  const state = useSelector(form, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(form, (snapshot) => snapshot.context);
  const codeState = useSelector(sendCode, (snapshot) => stateValueText(snapshot.value));
  const secondsLeft = useSelector(sendCode, (snapshot) => snapshot.context.secondsLeft);
  const codeNotice = useSelector(sendCode, (snapshot) => snapshot.context.notice);
  const t = (id: MessageId) => intl.formatMessage({ id });

  const submitting = state === 'submitting';
  const busy = submitting || state === 'succeeded';
  const { kind } = context;
  const phone = kind.account === 'phone';

  return (
    <div className="auth-screen" data-state={state} data-send-code={codeState}>
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
          value={context.account}
          readOnly={busy}
          onChange={(value) => form.send({ type: 'ACCOUNT.CHANGE', value })}
        />
        {kind.phoneNotice && <p className="auth-notice">{t('auth.phoneNotice')}</p>}
        <PasswordField
          label={t('auth.password')}
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
        {kind.needsCode && (
          <TextField
            label={t('auth.code')}
            name="one-time-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_MAX_LENGTH}
            value={context.code}
            readOnly={busy}
            onChange={(value) => form.send({ type: 'CODE.CHANGE', value })}
            trailing={
              <Button
                className="auth-code"
                busy={codeState === 'sending' || codeState === 'debouncing'}
                disabled={secondsLeft > 0}
                onClick={() => form.send({ type: 'SEND_CODE' })}
              >
                {secondsLeft > 0
                  ? intl.formatMessage({ id: 'auth.resendIn' }, { seconds: secondsLeft })
                  : t('auth.sendCode')}
              </Button>
            }
          />
        )}
        <Agreement
          agreed={context.agreement}
          panelOpen={state.startsWith('terms')}
          tab={state === 'terms.privacyPolicy' ? 'privacy' : 'terms'}
          send={(event) => form.send(event)}
        />
        <Button
          type="submit"
          variant="primary"
          className="auth-submit"
          busy={submitting}
          disabled={busy || !context.agreement}
        >
          {t('auth.submitRegister')}
        </Button>
        <Link className="auth-link" to={hrefOf({ page: 'login' })}>
          {t('auth.toLogin')}
        </Link>
      </form>
      <AuthToast notices={[context.notice, codeNotice]} loading={submitting || codeState === 'sending'} />
    </div>
  );
}
