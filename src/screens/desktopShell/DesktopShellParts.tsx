import { FormattedMessage, useIntl } from 'react-intl';
import type { WebConfig } from '../../api/contract/entities';
import { shellMessages } from '../../platform/intl/en-PH/shell';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { withAreaIntl } from '../shared/AreaIntl';
import { Avatar } from '../shared/Avatar';
import { SessionContext } from '../shared/sessionContext';
import './desktopShell.css';

/**
 * The desktop shell's blocks (spec §2), a lazy chunk with its own messages (src/platform/intl/en-PH/shell.ts) so
 * the guest's start bytes do not grow: the left menu's player block and the footer.
 */

/** Logged in: avatar (by index, default 0), nickname and an add button to the deposit page. */
export const DesktopPlayerBlock = withAreaIntl(shellMessages, PlayerBlock);

function PlayerBlock() {
  const intl = useIntl();
  const avatar = SessionContext.useSelector((snapshot) => snapshot.context.user?.avatar ?? 0);
  const name = SessionContext.useSelector(
    (snapshot) => snapshot.context.user?.nickname || snapshot.context.user?.account || '',
  );
  return (
    <section className="shell-player" aria-label={intl.formatMessage({ id: 'shell.player' })}>
      <Link className="shell-player__who" to={hrefOf({ page: 'member' })} data-testid="shell-player">
        <Avatar avatar={avatar} className="shell-player__avatar" />
        <span className="shell-player__name">{name}</span>
      </Link>
      <Link
        className="shell-player__add"
        to={hrefOf({ page: 'wallets', params: { id: 'deposit' } })}
        aria-label={intl.formatMessage({ id: 'shell.addFunds' })}
      >
        +
      </Link>
    </section>
  );
}

/** Contact links of the service list: a URL, and a nickname without 'Service' (spec §2, §5). */
export function contactLinks(services: WebConfig['appCustomerServiceList']) {
  return services.filter((service) => service.url !== '' && !service.nickname.includes('Service'));
}

/** The footer: terms and privacy, contacts, store badges, green-mode payments and responsibility, 21+, country. */
export const DesktopFooter = withAreaIntl(shellMessages, Footer);

function Footer() {
  const intl = useIntl();
  const webConfig = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  const contacts = contactLinks(webConfig?.appCustomerServiceList ?? []);
  const green = webConfig?.mode === 'green';
  const download = webConfig?.h5.downloadUrl || hrefOf({ page: 'apkDownload' });
  const outside = /^https?:/.test(download);
  return (
    <footer className="desktop-footer shell-footer">
      <nav className="shell-footer__row" aria-label={intl.formatMessage({ id: 'shell.legal' })}>
        <Link to={hrefOf({ page: 'termsOfUse' })}>
          <FormattedMessage id="footer.terms" />
        </Link>
        <Link to={hrefOf({ page: 'privacyPolicy' })}>
          <FormattedMessage id="footer.privacy" />
        </Link>
      </nav>
      {contacts.length > 0 && (
        <nav className="shell-footer__row" aria-label={intl.formatMessage({ id: 'shell.contact' })}>
          {contacts.map((service) => (
            <a key={service.id} href={service.url} target="_blank" rel="noopener noreferrer">
              {service.nickname}
            </a>
          ))}
        </nav>
      )}
      <ul className="shell-footer__row shell-footer__badges" aria-label={intl.formatMessage({ id: 'shell.apps' })}>
        {(['shell.badgeAndroid', 'shell.badgeIos'] as const).map((badge) => (
          <li key={badge}>
            {outside ? (
              <a className="shell-badge" href={download} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id={badge} />
              </a>
            ) : (
              <Link className="shell-badge" to={download}>
                <FormattedMessage id={badge} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      {green && (
        <>
          <section className="shell-footer__block" aria-label={intl.formatMessage({ id: 'shell.payments' })}>
            <h2 className="shell-footer__title">
              <FormattedMessage id="shell.payments" />
            </h2>
            <ul className="shell-footer__row" data-testid="footer-payments">
              <li className="shell-badge">GCASH</li>
              <li className="shell-badge">MAYA</li>
            </ul>
          </section>
          <section className="shell-footer__block" aria-label={intl.formatMessage({ id: 'shell.responsibility' })}>
            <h2 className="shell-footer__title">
              <FormattedMessage id="shell.responsibility" />
            </h2>
            <p>
              <FormattedMessage id="shell.responsibilityText" />
            </p>
          </section>
        </>
      )}
      <p className="shell-footer__row">
        <span className="shell-footer__age" aria-hidden="true">
          21+
        </span>
        <FormattedMessage id="footer.ageNotice" />
        {webConfig?.countryCode === '63' && (
          <span>
            {' '}
            <FormattedMessage id="shell.country" />
          </span>
        )}
      </p>
      <p className="shell-footer__row">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
