import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { lineAuthorizeUrl } from '../../../machines/auth/lineLogin.machine';
import { loginMachine } from '../../../machines/auth/login.machine';
import {
  canSubmitLogin,
  formPhase,
  isDone,
  isEditable,
  loginFields,
  loginSubmission,
  loginTerms,
} from '../../../machines/auth/login.selectors';
import { submissionBusy } from '../../../machines/shared/submission.machine';
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
  const phase = useSelector(form, formPhase);
  const context = useSelector(form, (snapshot) => snapshot.context);
  const fields = useSelector(form, loginFields);
  const editable = useSelector(form, isEditable);
  const done = useSelector(form, isDone);
  const canSubmit = useSelector(form, canSubmitLogin);
  const panel = useSelector(form, loginTerms);
  const busy = useSelector(useSelector(form, loginSubmission), submissionBusy);
  const hero = webConfig.appGenericImgList.find((image) => image.uniqueKey === 'loginHero');
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <div className="auth-screen" data-state={phase}>
      <AuthTop title={t('auth.login.title')} webConfig={webConfig} />
      <LogoutReason />
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
          value={fields.account}
          readOnly={!editable}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'account', value })}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          maxLength={webConfig.passwordLengthMax}
          value={fields.password}
          readOnly={!editable}
          shown={context.showPassword}
          onToggle={() => form.send({ type: 'PASSWORD.TOGGLE' })}
          toggleLabels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'password', value })}
        />
        <Link className="auth-link auth-link--end" to={hrefOf({ page: 'forget' })}>
          {t('auth.forgot')}
        </Link>
        <Agreement agreed={context.agreement} panel={panel} send={(event) => form.send(event)} />
        <Button
          type="submit"
          variant="primary"
          className="auth-submit"
          busy={busy}
          disabled={done || (!canSubmit && !busy)}
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
      <AuthToast notices={[context.notice]} loading={busy} />
    </div>
  );
}

/** Why the session sent the player here (issue 22.4): `/login?reason=sessionEnded|suspended`. */
const LOGOUT_REASONS: Readonly<Record<string, MessageId>> = {
  sessionEnded: 'auth.login.reason.sessionEnded',
  suspended: 'auth.login.reason.suspended',
};

/** A time-out or self-exclusion the player just took (issue 18): `/login?reason=break&until=<ms>`. */
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
