import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { menuMachine } from '../../../machines/lobby/menu.machine';
import { menuOpen } from '../../../machines/lobby/menu.selectors';
import { Link } from '../../platform/navigation/Link';
import { Avatar } from '../shared/Avatar';
import { ServiceButton } from '../shared/ServiceButton';
import { SessionContext } from '../shared/sessionContext';
import { BalanceRefresh } from './BalanceRefresh';
import './Header.css';
import '../../ui/forms.css';
import { playerHeaderMessages } from '../../platform/intl/en-PH/playerHeader';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';
import { withAreaIntl } from '../shared/AreaIntl';

/** The slide-out menu loads on its first opening. */
const HeaderMenu = lazy(() => import('./HeaderMenu').then((module) => ({ default: module.SlideMenu })));

/**
 * Home header for a logged-in player (spec §2 Home header): the avatar (opens the slide-out menu; a dot when a
 * reward waits), the coin balance with its refresh, Deposit, customer service, search, and Log out. Its texts and
 * the menu's come with this code (src/platform/intl/en-PH/playerHeader.ts): a guest's first screen leaves them out.
 */
export const PlayerHeader = withAreaIntl(playerHeaderMessages, PlayerHeaderContent);

function PlayerHeaderContent() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const { send } = session;
  const avatar = SessionContext.useSelector((snapshot) => snapshot.context.user?.avatar ?? 0);
  const name = SessionContext.useSelector(
    (snapshot) => snapshot.context.user?.nickname || snapshot.context.user?.account,
  );
  // The menu follows the session's balance figures: a claim, a receive or a refresh reads its dots again.
  const menu = useActorRef(menuMachine, { input: { session } });
  const rewardWaiting = useSelector(menu, (snapshot) => snapshot.context.hasTask);
  const menuShown = useSelector(menu, menuOpen);
  return (
    <header className="lobby-header lobby-header--player">
      <button
        type="button"
        className="lobby-header__avatar"
        aria-label={intl.formatMessage({ id: 'lobby.header.menu' })}
        aria-haspopup="dialog"
        onClick={() => menu.send({ type: 'OPEN' })}
      >
        <Avatar avatar={avatar} />
        {rewardWaiting && (
          <span className="red-dot" data-testid="reward-dot">
            <span className="visually-hidden">{intl.formatMessage({ id: 'lobby.header.rewardDot' })}</span>
          </span>
        )}
      </button>
      <div className="lobby-header__who">
        <span className="lobby-header__name">{name}</span>
        <BalanceRefresh testId="balance" withNotice />
      </div>
      <nav className="lobby-header__actions">
        <Link
          className="button button--primary lobby-header__deposit"
          to={hrefOf({ page: 'wallets', params: { id: 'deposit' } })}
        >
          {intl.formatMessage({ id: 'lobby.header.deposit' })}
        </Link>
        <ServiceButton className="lobby-header__icon">
          <Icon name="service" />
        </ServiceButton>
        <Link
          className="lobby-header__icon"
          to={hrefOf({ page: 'search' })}
          aria-label={intl.formatMessage({ id: 'lobby.header.search' })}
        >
          <Icon name="search" />
        </Link>
        <button
          type="button"
          className="lobby-header__icon"
          aria-label={intl.formatMessage({ id: 'logout.confirm' })}
          onClick={() => send({ type: 'LOGOUT.REQUEST' })}
        >
          <Icon name="logOut" />
        </button>
      </nav>
      {menuShown && (
        <Suspense fallback={null}>
          <HeaderMenu menu={menu} />
        </Suspense>
      )}
    </header>
  );
}
