import { useActorRef } from '@xstate/react';
import { forgetMachine } from '../../../machines/auth/forget.machine';
import type { WebConfig } from '../../api/contract/entities';
import { useFollowNavigate } from '../../platform/navigation/navigation';
import { SessionContext } from '../shared/sessionContext';
import { AccountFormScreen, AuthLink, FormCodeField, NewPasswordInputs, useAccountForm } from './AccountForm';
import { sessionSendCode, useSendCode } from './CodeField';
import { MobileInput } from './MobileInput';
import { SessionGate } from './SessionGate';

/** /forget (spec §2): reset the password with a one-time code; renders the forget machine. */
export function Component() {
  return <SessionGate>{(webConfig) => <ForgetForm webConfig={webConfig} />}</SessionGate>;
}

function ForgetForm({ webConfig }: { webConfig: WebConfig }) {
  const sendCode = sessionSendCode(SessionContext.useActorRef());
  const form = useActorRef(forgetMachine, { input: { webConfig, sendCode } });
  useFollowNavigate(form);
  const view = useAccountForm(form);
  const code = useSendCode();

  return (
    <AccountFormScreen
      view={view}
      webConfig={webConfig}
      title="forget.title"
      submit="forget.submit"
      code={code}
      footer={<AuthLink page="login" label="auth.toLogin" />}
    >
      <MobileInput {...view.field('mobile')} name="username" autoComplete="username" webConfig={webConfig} />
      <FormCodeField view={view} code={code} />
      <NewPasswordInputs view={view} label="forget.newPassword" maxLength={webConfig.passwordLengthMax} />
    </AccountFormScreen>
  );
}
