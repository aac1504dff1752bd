import { FormattedMessage, useIntl } from 'react-intl';
import type { PageLink } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { PageTop } from '../shared/PageTop';
import { APP_VERSION } from './appVersion';
import './profile.css';

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
      <PageTop title="profile.more.title" />
      <nav aria-label={intl.formatMessage({ id: 'profile.more.links' })}>
        <ul className="profile-links">
          {LINKS.map(([to, label]) => (
            <li key={label}>
              <Link className="profile-tile" to={hrefOf(to)}>
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
