import { useIntl } from 'react-intl';
import { logoutMessages } from '../../platform/intl/en-PH/logout';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { withAreaIntl } from '../shared/AreaIntl';
import { SessionContext } from '../shared/sessionContext';
import { isConfirmingLogout, isLoggingOut } from '../shared/sessionStatus';

/**
 * The logout confirmation (spec §2 Prompts), mounted once in the app root and driven by the session state; its
 * texts come with it (src/platform/intl/en-PH/logout.ts).
 */
export const LogoutConfirm = withAreaIntl(logoutMessages, LogoutDialog);

function LogoutDialog() {
  const intl = useIntl();
  const confirming = SessionContext.useSelector(isConfirmingLogout);
  const loggingOut = SessionContext.useSelector(isLoggingOut);
  const { send } = SessionContext.useActorRef();
  return (
    <ConfirmDialog
      open={confirming || loggingOut}
      busy={loggingOut}
      title={intl.formatMessage({ id: 'logout.title' })}
      message={intl.formatMessage({ id: 'logout.body' })}
      confirmLabel={intl.formatMessage({ id: 'logout.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'logout.cancel' })}
      onConfirm={() => send({ type: 'LOGOUT.CONFIRM' })}
      onCancel={() => send({ type: 'LOGOUT.CANCEL' })}
    />
  );
}
