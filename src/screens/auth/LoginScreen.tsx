import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lineAuthorizeUrl } from '../../../machines/auth/lineLogin.machine';
import { loginMachine } from '../../../machines/auth/login.machine';
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
import { ACCOUNT_MAX_LENGTH } from '../../../machines/shared/validation';
import { hrefOf } from '../../platform/pages';

/** /login (spec §2): renders the login machine; `data-state` on the root is the e2e hook. */
export function Component() {
  return <SessionGate>{(webConfig) => <LoginForm webConfig={webConfig} />}</SessionGate>;
}

function LoginForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const form = useActorRef(loginMachine, { input: { webConfig, session } });
  const state = useSelector(form, (snapshot) => stateValueText(snapshot.value));
  const context = useSelector(form, (snapshot) => snapshot.context);
  const panelOpen = state.startsWith('terms');
  const submitting = state === 'submitting';
  const done = state === 'succeeded';
  const hero = webConfig.appGenericImgList.find((image) => image.uniqueKey === 'loginHero');
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <div className="auth-screen" data-state={state}>
      <AuthTop title={t('auth.login.title')} webConfig={webConfig} />
      {hero && <img className="auth-hero" src={hero.img} alt={t('auth.heroAlt')} />}
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t('auth.account')}
          placeholder={t('auth.accountHint')}
          name="username"
          autoComplete="username"
          maxLength={ACCOUNT_MAX_LENGTH}
          value={context.account}
          readOnly={submitting || done}
          onChange={(value) => form.send({ type: 'ACCOUNT.CHANGE', value })}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          maxLength={webConfig.passwordLengthMax}
          value={context.password}
          readOnly={submitting || done}
          shown={context.showPassword}
          onToggle={() => form.send({ type: 'PASSWORD.TOGGLE' })}
          toggleLabels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          onChange={(value) => form.send({ type: 'PASSWORD.CHANGE', value })}
        />
        <Link className="auth-link auth-link--end" to={hrefOf({ page: 'forget' })}>
          {t('auth.forgot')}
        </Link>
        <Agreement
          agreed={context.agreement}
          panelOpen={panelOpen}
          tab={state === 'terms.privacyPolicy' ? 'privacy' : 'terms'}
          send={(event) => form.send(event)}
        />
        <Button
          type="submit"
          variant="primary"
          className="auth-submit"
          busy={submitting}
          disabled={done || context.account === '' || context.password === ''}
        >
          {t('auth.submitLogin')}
        </Button>
        {webConfig.lineLoginEnabled && (
          // A plain link: the provider's authorize page is another site (the reference server's sandbox).
          <a className="button auth-line" href={lineAuthorizeUrl(window.location.origin)}>
            {t('auth.line')}
          </a>
        )}
        <Link className="auth-link" to={hrefOf({ page: 'register' })}>
          {t('auth.toRegister')}
        </Link>
      </form>
      <AuthToast notices={[context.notice]} loading={submitting} />
    </div>
  );
}
