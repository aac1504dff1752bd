import { PageFrame } from '../shared/PageFrame';
import { SessionContext } from '../shared/sessionContext';
import { PersonalDetails } from './PersonalDetails';
import './profile.css';

/**
 * /profile/info (desktop /lobby/profile/info; the spec's desktop /profile/info goes to /lobby/profile, whose page
 * has the same form as a panel): the player's personal details (task 119).
 */
export function Component() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  return (
    <PageFrame title="profile.details.title" className="profile-page" data-testid="details-page">
      {user && <PersonalDetails user={user} titled={false} />}
    </PageFrame>
  );
}
