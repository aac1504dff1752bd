import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { registerMachine } from '../../../machines/auth/register.machine';
import { registerPage } from '../../../machines/auth/register.selectors';
import { ACCOUNT_MAX_LENGTH } from '../../../machines/shared/validation';
import type { WebConfig } from '../../api/contract/entities';
import type { MessageId } from '../../platform/intl/messages';
import { FormRow } from '../../ui/FormRow';
import { TextField } from '../../ui/TextField';
import { SessionContext } from '../shared/sessionContext';
import { sameEntries } from '../shared/useSelected';
import { AccountFormScreen, AuthLink, FormCodeField, NewPasswordInputs, useAccountForm } from './AccountForm';
import { Agreement } from './Agreement';
import { BirthDateField } from './BirthDateField';
import { sessionSendCode, useSendCode } from './CodeField';
import { Declaration } from './Declaration';
import { SessionGate } from './SessionGate';

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
  const view = useAccountForm(form);
  const code = useSendCode();
  const { kind, green, host, notExcluded, agreement, latestBirthDate, panel } = useSelector(
    form,
    registerPage,
    sameEntries,
  );
  const t = (id: MessageId) => intl.formatMessage({ id });
  const phone = kind.account === 'phone';

  return (
    <AccountFormScreen
      view={view}
      webConfig={webConfig}
      title="auth.register.title"
      submit="auth.submitRegister"
      code={code}
      footer={<AuthLink page="login" label="auth.toLogin" />}
    >
      {green && (
        <FormRow label={t('auth.website')}>
          {(control) => (
            <select {...control} className="field__input" value={host} disabled>
              <option value={host}>{host}</option>
            </select>
          )}
        </FormRow>
      )}
      <TextField
        {...view.field('account')}
        label={t(phone ? 'auth.mobile' : 'auth.username')}
        name="username"
        type={phone ? 'tel' : 'text'}
        inputMode={phone ? 'numeric' : 'text'}
        autoComplete="username"
        maxLength={ACCOUNT_MAX_LENGTH}
      />
      {kind.phoneNotice && <p className="auth-notice">{t('auth.phoneNotice')}</p>}
      <NewPasswordInputs view={view} label="auth.password" maxLength={webConfig.passwordLengthMax} />
      {kind.needsCode && <FormCodeField view={view} code={code} />}
      <BirthDateField {...view.field('birthDate')} max={latestBirthDate} />
      <Declaration declared={notExcluded} error={view.errorOf('notExcluded')} send={(event) => form.send(event)} />
      <Agreement agreed={agreement} panel={panel} send={(event) => form.send(event)} />
    </AccountFormScreen>
  );
}
