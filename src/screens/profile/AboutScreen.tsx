import { FormattedMessage } from 'react-intl';
import { Paragraphs } from '../../ui/Paragraphs';
import { PageFrame } from '../shared/PageFrame';
import { APP_VERSION } from './appVersion';
import './profile.css';

/** /about (desktop /lobby/about), public: what Lucky Lobby is and the app version. */
export function Component() {
  return (
    <PageFrame title="profile.about.title" className="profile-page content-page">
      <Paragraphs ids={['profile.about.text']} />
      <p data-testid="app-version">
        <FormattedMessage id="profile.about.version" values={{ version: APP_VERSION }} />
      </p>
    </PageFrame>
  );
}
