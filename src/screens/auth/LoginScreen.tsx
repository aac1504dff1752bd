import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { lineAuthorizeUrl } from '../../../machines/auth/lineLogin.machine';
import { loginMachine } from '../../../machines/auth/login.machine';
import { agreed, termsPanel } from '../../../machines/auth/login.selectors';
import { ACCOUNT_MAX_LENGTH } from '../../../machines/shared/validation';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { TextField } from '../../ui/TextField';
import { SessionContext } from '../shared/sessionContext';
import { AccountFormScreen, AuthLink, PasswordInput, useAccountForm } from './AccountForm';
import { Agreement } from './Agreement';
import { SessionGate } from './SessionGate';

/** /login (spec §2): renders the login machine; `data-state` on the root is the e2e hook. */
export function Component() {
  return <SessionGate>{(webConfig) => <LoginForm webConfig={webConfig} />}</SessionGate>;
}

function LoginForm({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const form = useActorRef(loginMachine, { input: { webConfig, session } });
  const view = useAccountForm(form);
  const agreement = useSelector(form, agreed);
  const panel = useSelector(form, termsPanel);
  const hero = webConfig.appGenericImgList.find((image) => image.uniqueKey === 'loginHero');
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <AccountFormScreen
      view={view}
      webConfig={webConfig}
      title="auth.login.title"
      submit="auth.submitLogin"
      header={
        <>
          <LogoutReason />
          {hero && <img className="auth-hero" src={hero.img} alt={t('auth.heroAlt')} />}
        </>
      }
      footer={
        <>
          {webConfig.lineLoginEnabled && (
            // A plain link: the provider's authorize page is another site (the reference server's sandbox).
            <a className="button auth-line" href={lineAuthorizeUrl(window.location.origin)}>
              {t('auth.line')}
            </a>
          )}
          <AuthLink page="register" label="auth.toRegister" />
        </>
      }
    >
      <TextField
        {...view.field('account')}
        label={t('auth.account')}
        placeholder={t('auth.accountHint')}
        name="username"
        autoComplete="username"
        maxLength={ACCOUNT_MAX_LENGTH}
      />
      <PasswordInput
        view={view}
        label="auth.password"
        name="password"
        autoComplete="current-password"
        maxLength={webConfig.passwordLengthMax}
      />
      <Link className="auth-link auth-link--end" to={hrefOf({ page: 'forget' })}>
        {t('auth.forgot')}
      </Link>
      <Agreement agreed={agreement} panel={panel} send={(event) => form.send(event)} />
    </AccountFormScreen>
  );
}

/** Why the session sent the player here (a player logged out elsewhere learns why): `/login?reason=sessionEnded|suspended`. */
const LOGOUT_REASONS: Readonly<Record<string, MessageId>> = {
  sessionEnded: 'auth.login.reason.sessionEnded',
  suspended: 'auth.login.reason.suspended',
};

/** A time-out or self-exclusion the player just took (responsible gaming): `/login?reason=break&until=<ms>`. */
const BREAK_REASON = 'break';

function LogoutReason() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const reason = query.get('reason') ?? '';
  const until = Number(query.get('until'));
  const text =
    reason === BREAK_REASON && Number.isSafeInteger(until) && until > 0
      ? intl.formatMessage(
          { id: 'auth.login.reason.break' },
          { date: intl.formatDate(until, { dateStyle: 'long', timeStyle: 'short' }) },
        )
      : LOGOUT_REASONS[reason] && intl.formatMessage({ id: LOGOUT_REASONS[reason] });
  if (!text) return null;
  return (
    <p className="auth-reason" role="status" data-testid="login-reason">
      {text}
    </p>
  );
}
