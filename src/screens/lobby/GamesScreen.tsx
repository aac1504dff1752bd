import { useIntl } from 'react-intl';
import { SessionContext } from '../shared/sessionContext';
import { isReady } from '../shared/sessionStatus';
import { LobbyTabs } from './LobbyTabs';

/** Desktop /lobby/games (the left menu's Games link): the game-type tabs with brand sub-tabs, no Home tab. */
export function Component() {
  const intl = useIntl();
  const ready = SessionContext.useSelector(isReady);
  return (
    <div className="lobby-home lobby-games">
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'nav.games' })}</h1>
      {ready && <LobbyTabs variant="games" />}
    </div>
  );
}
