import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../platform/navigation/Link';
import { ServiceButton } from '../shared/ServiceButton';
import './Header.css';
import '../../ui/forms.css';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';

/** Home header for guests (spec §2): the brand, customer service, search, and the login and register buttons. */
export function GuestHeader() {
  const intl = useIntl();
  return (
    <header className="lobby-header">
      <span className="lobby-header__brand">
        <FormattedMessage id="app.brand" />
      </span>
      <nav className="lobby-header__actions">
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
        <Link className="button" to={hrefOf({ page: 'login' })}>
          <FormattedMessage id="nav.login" />
        </Link>
        <Link className="button button--primary" to={hrefOf({ page: 'register' })}>
          <FormattedMessage id="nav.register" />
        </Link>
      </nav>
    </header>
  );
}
