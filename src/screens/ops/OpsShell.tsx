import { useActorRef, useSelector } from '@xstate/react';
import { Outlet } from 'react-router-dom';
import { opsSessionMachine } from '../../../machines/ops/opsSession.machine';
import { isBusy, isSignedIn, staffMember } from '../../../machines/ops/opsSession.selectors';
import { NavLink } from '../../platform/navigation/Link';
import { Button } from '../../ui/Button';
import { LoginScreen } from './LoginScreen';
import { pagesFor } from './opsPages';
import { OpsSessionContext } from './opsSession';

/** The desktop frame: the log-in until a staff member is signed in, then the header, the menu and the page. */
export function OpsShell() {
  const session = useActorRef(opsSessionMachine);
  const signedIn = useSelector(session, isSignedIn);
  const staff = useSelector(session, staffMember);
  const busy = useSelector(session, isBusy);
  return (
    <OpsSessionContext.Provider value={session}>
      <a className="ops-skip" href="#ops-main">
        Skip to content
      </a>
      <header className="ops-header">
        <p className="ops-brand">Lucky Lobby back office</p>
        {signedIn && staff && (
          <div className="ops-who">
            <span>
              {staff.username} ({staff.role})
            </span>
            <Button onClick={() => session.send({ type: 'LOGOUT' })} busy={busy}>
              Log out
            </Button>
          </div>
        )}
      </header>
      {signedIn && staff ? (
        <div className="ops-body">
          <nav className="ops-nav" aria-label="Back office">
            <ul>
              <li>
                <NavLink to="/ops" end>
                  Overview
                </NavLink>
              </li>
              {pagesFor(staff.role).map((page) => (
                <li key={page.path}>
                  <NavLink to={page.path}>{page.menu}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="ops-main" className="ops-main">
            <Outlet />
          </main>
        </div>
      ) : (
        <main id="ops-main" className="ops-main ops-main--login">
          <LoginScreen />
        </main>
      )}
    </OpsSessionContext.Provider>
  );
}
