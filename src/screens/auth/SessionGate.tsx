import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WebConfig } from '../../api/contract/entities';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Skeleton } from '../../ui/Skeleton';
import { SessionContext } from '../shared/sessionContext';
import { hasFailed } from '../shared/sessionStatus';

/** The forms need the web configuration (bounds, RSA key): wait for start-up, or offer Retry when it failed. */
export function SessionGate({ children }: { children: (webConfig: WebConfig) => ReactNode }) {
  const intl = useIntl();
  const webConfig = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  const failed = SessionContext.useSelector(hasFailed);
  const { send } = SessionContext.useActorRef();
  if (webConfig) return children(webConfig);
  if (failed) return <ErrorPanel title="lobby.startFailed" onRetry={() => send({ type: 'RETRY' })} />;
  return <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />;
}
