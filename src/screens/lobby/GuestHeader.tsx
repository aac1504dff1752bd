import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** Home header for guests (spec §2): the brand and the login and register buttons. */
export function GuestHeader() {
  return (
    <header className="lobby-header">
      <span className="lobby-header__brand">
        <FormattedMessage id="app.brand" />
      </span>
      <nav className="lobby-header__actions">
        <Link className="button" to="/login">
          <FormattedMessage id="nav.login" />
        </Link>
        <Link className="button button--primary" to="/register">
          <FormattedMessage id="nav.register" />
        </Link>
      </nav>
    </header>
  );
}
