import { FormattedMessage } from 'react-intl';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Paragraphs } from '../../ui/Paragraphs';
import { PageFrame } from '../shared/PageFrame';
import './profile.css';

/** /profile/license (desktop /lobby/profile/license): the operator's licence and responsible gaming. */
export function Component() {
  return (
    <PageFrame title="profile.license.title" className="profile-page content-page">
      <Paragraphs ids={['profile.license.operator', 'profile.license.age']} />
      <h2>
        <FormattedMessage id="profile.license.rg.title" />
      </h2>
      <Paragraphs ids={['profile.license.rg.text', 'profile.license.help']} />
      <p>
        <Link to={hrefOf({ page: 'responsibleGaming' })}>
          <FormattedMessage id="profile.license.helpPage" />
        </Link>
      </p>
    </PageFrame>
  );
}
