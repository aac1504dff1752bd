import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useMatch } from 'react-router-dom';
import './layouts.css';

/**
 * The mobile lobby shell (spec §2): the page in a phone-width column and the bottom tab bar. The Spin badge,
 * scroll-to-top button and floating icons come with issue 4.
 */
export function Component() {
  const intl = useIntl();
  // Deposit and withdraw both highlight the Wallets tab.
  const inWallets = useMatch('/lobby/wallets/*') !== null;
  return (
    <div className="mobile-shell">
      <main className="mobile-shell__main">
        <Outlet />
      </main>
      <nav className="bottom-tabs" aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <NavLink className="bottom-tabs__link" to="/lobby/home">
          <FormattedMessage id="nav.home" />
        </NavLink>
        <NavLink className="bottom-tabs__link" to="/lobby/rewards">
          <FormattedMessage id="nav.rewards" />
        </NavLink>
        <NavLink className="bottom-tabs__link bottom-tabs__link--centre" to="/activity/spin">
          <FormattedMessage id="nav.spin" />
        </NavLink>
        <NavLink className="bottom-tabs__link" to="/lobby/notice">
          <FormattedMessage id="nav.news" />
        </NavLink>
        <NavLink
          className={inWallets ? 'bottom-tabs__link active' : 'bottom-tabs__link'}
          aria-current={inWallets ? 'page' : undefined}
          to="/lobby/wallets/deposit"
        >
          <FormattedMessage id="nav.wallets" />
        </NavLink>
      </nav>
    </div>
  );
}
