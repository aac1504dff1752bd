import { FormattedMessage } from 'react-intl';
import { PageTop } from '../shared/PageTop';
import { APP_VERSION } from './appVersion';
import './profile.css';

/** /about (desktop /lobby/about), public, issue 13: what Lucky Lobby is and the app version. */
export function Component() {
  return (
    <section className="profile-page content-page">
      <PageTop title="profile.about.title" />
      <p>
        <FormattedMessage id="profile.about.text" />
      </p>
      <p data-testid="app-version">
        <FormattedMessage id="profile.about.version" values={{ version: APP_VERSION }} />
      </p>
    </section>
  );
}
