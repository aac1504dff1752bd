import { FormattedMessage } from 'react-intl';
import { PageTop } from '../shared/PageTop';
import './profile.css';

/** /profile/license (desktop /lobby/profile/license), issue 13: the operator's licence and responsible gaming. */
export function Component() {
  return (
    <section className="profile-page content-page">
      <PageTop title="profile.license.title" />
      <p>
        <FormattedMessage id="profile.license.operator" />
      </p>
      <p>
        <FormattedMessage id="profile.license.age" />
      </p>
      <h2>
        <FormattedMessage id="profile.license.rg.title" />
      </h2>
      <p>
        <FormattedMessage id="profile.license.rg.text" />
      </p>
      <p>
        <FormattedMessage id="profile.license.help" />
      </p>
    </section>
  );
}
