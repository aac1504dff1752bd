import { FormColumn } from '../../ui/FormColumn';
import { PageFrame } from '../shared/PageFrame';
import { SessionContext } from '../shared/sessionContext';
import { PersonalDetails } from './PersonalDetails';
import './profile.css';

/**
 * /profile/info (desktop /lobby/profile/info; the spec's desktop /profile/info goes to /lobby/profile, whose page
 * has the same form as a panel): the player's personal details (task 119). The profile screen shows it at that
 * path, so the route map (in every guest's first download) needs no entry of its own.
 */
export function PersonalDetailsPage() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  return (
    <PageFrame title="profile.details.title" className="profile-page" data-testid="details-page">
      <FormColumn>{user && <PersonalDetails user={user} titled={false} />}</FormColumn>
    </PageFrame>
  );
}
