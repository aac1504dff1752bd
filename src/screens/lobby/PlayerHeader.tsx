import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { SessionContext } from '../shared/sessionContext';

/** Home header for a logged-in player (spec §2 Home header): nickname, coin balance, and Log out. */
export function PlayerHeader() {
  const intl = useIntl();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const { send } = SessionContext.useActorRef();
  return (
    <header className="lobby-header">
      <span className="lobby-header__brand">{user?.nickname || user?.account}</span>
      <span className="lobby-header__balance">
        <span className="visually-hidden">{intl.formatMessage({ id: 'lobby.balance' })} </span>
        {/* Money is held in hundredths (spec §9). */}
        <FormattedNumber value={(user?.coin ?? 0) / 100} minimumFractionDigits={2} maximumFractionDigits={2} />
      </span>
      <nav className="lobby-header__actions">
        <button type="button" className="button" onClick={() => send({ type: 'LOGOUT.REQUEST' })}>
          <FormattedMessage id="logout.confirm" />
        </button>
      </nav>
    </header>
  );
}
