import { FormattedMessage, useIntl } from 'react-intl';
import type { PageLink } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { PageHeader } from '../../ui/PageHeader';
import { APP_VERSION } from './appVersion';
import './profile.css';
import { cardClass } from '../../ui/Card';

const LINKS: readonly [PageLink, MessageId][] = [
  [{ page: 'profileLicense' }, 'profile.more.license'],
  [{ page: 'about' }, 'profile.more.about'],
  [{ page: 'profileAgree', params: { name: 'terms' } }, 'profile.more.terms'],
  [{ page: 'profileAgree', params: { name: 'privacy' } }, 'profile.more.privacy'],
];

/** /profile/more (desktop /lobby/profile/more): licence, about, the agreements by name, the version. */
export function Component() {
  const intl = useIntl();
  return (
    <section className="profile-page">
      <PageHeader title={<FormattedMessage id="profile.more.title" />} />
      <nav aria-label={intl.formatMessage({ id: 'profile.more.links' })}>
        <ul className="profile-links">
          {LINKS.map(([to, label]) => (
            <li key={label}>
              <Link className={cardClass('profile-tile')} to={hrefOf(to)}>
                <FormattedMessage id={label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="profile-hint">
        <FormattedMessage id="profile.more.version" values={{ version: APP_VERSION }} />
      </p>
    </section>
  );
}
