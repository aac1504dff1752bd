import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { bindMachine } from '../../../machines/auth/bind.machine';
import type { WebConfig } from '../../api/contract/entities';
import { useFollowNavigate } from '../../platform/navigation/navigation';
import { SessionContext } from '../shared/sessionContext';
import { AccountFormScreen, FormCodeField, useAccountForm } from './AccountForm';
import { sessionSendCode, useSendCode } from './CodeField';
import { MobileInput } from './MobileInput';
import { SessionGate } from './SessionGate';

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
  const view = useAccountForm(form);
  const code = useSendCode();

  return (
    <AccountFormScreen view={view} webConfig={webConfig} title="bind.title" submit="bind.submit" code={code}>
      {boundMobile !== '' && view.editable && (
        <p className="auth-notice">{intl.formatMessage({ id: 'bind.already' }, { mobile: boundMobile })}</p>
      )}
      <MobileInput {...view.field('mobile')} name="mobile" autoComplete="tel-national" webConfig={webConfig} />
      <FormCodeField view={view} code={code} />
    </AccountFormScreen>
  );
}
