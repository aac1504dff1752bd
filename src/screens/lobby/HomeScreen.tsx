import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { isMessageId } from '../../platform/intl/messages';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Skeleton } from '../../ui/Skeleton';
import { SessionContext } from '../shared/sessionContext';
import {
  hasFailed,
  isLoggedIn,
  isReady,
  isStarting,
  paintsStoredCatalogue,
  stateValueText,
} from '../shared/sessionStatus';
import { LobbyHeader } from './Header';
import { LobbyTabs } from './LobbyTabs';

/**
 * /lobby/home, rendered from the session snapshot only: a skeleton while starting (a returning guest's stored
 * catalogue instead, when there is one), the error with Retry when start-up failed, the tabs once the
 * configuration is in (guest or player). `data-state` is the e2e hook.
 */
export function Component() {
  const intl = useIntl();
  const error = SessionContext.useSelector((snapshot) => snapshot.context.error);
  const errorValues = SessionContext.useSelector((snapshot) => snapshot.context.errorValues);
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  // A returning guest's stored catalogue paints at once; the skeleton only when there is none.
  const readyNow = SessionContext.useSelector((snapshot) => isReady(snapshot) || paintsStoredCatalogue(snapshot));
  // The lobby's first render is the page's biggest: React renders it in the background, a few milliseconds at a
  // time between frames (the skeleton stays until it is done), not as one long task that blocks input.
  // What the screen shows follows the same deferred values, so the e2e hook (`data-state`) and the panels change in
  // one commit.
  const ready = useDeferredValue(readyNow);
  const value = useDeferredValue(SessionContext.useSelector((snapshot) => snapshot.value));
  const starting = useDeferredValue(SessionContext.useSelector(isStarting));
  const failed = useDeferredValue(SessionContext.useSelector(hasFailed));
  const { send } = SessionContext.useActorRef();

  return (
    <div className="lobby-home" data-state={stateValueText(value)}>
      {/* The page's title for a screen reader's heading list: the header shows the brand as a logo. */}
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'app.brand' })}</h1>
      <LobbyHeader loggedIn={loggedIn} />
      {(starting || readyNow) && !ready && <Skeleton label={intl.formatMessage({ id: 'lobby.loading' })} withTabs />}
      {failed && (
        <ErrorPanel
          title="lobby.startFailed"
          message={
            error ? { id: isMessageId(error) ? error : 'error.unknown', values: errorValues ?? undefined } : undefined
          }
          onRetry={() => send({ type: 'RETRY' })}
        />
      )}
      {ready && <LobbyTabs />}
    </div>
  );
}
