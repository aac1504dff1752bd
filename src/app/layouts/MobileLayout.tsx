import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { activityTurn, noticeTurn } from '../../../machines/session/overlays.selectors';
import { SessionContext } from '../../screens/shared/sessionContext';
import { isLoggedIn, isReady } from '../../screens/shared/sessionStatus';
import { BottomTabs } from '../../screens/shell/BottomTabs';
import { FloatingActivities } from '../../screens/shell/FloatingActivities';
import { ScrollTop } from '../../screens/shell/ScrollTop';
import './layouts.css';
import '../../screens/shell/shell.css';

/** The notice pop-up loads only when it shows: it stays out of the home's first chunk. */
const NoticePopup = lazy(() =>
  import('../../screens/news/NoticePopup').then((module) => ({ default: module.NoticePopup })),
);

/** The activity modal (logged-in players) loads with the activity messages only when a player is on the home. */
const ActivityModal = lazy(() =>
  import('../../screens/activity/modal/ActivityModal').then((module) => ({ default: module.ActivityModal })),
);

/**
 * The mobile lobby shell (spec §2): the page in a phone-width column and the bottom tab bar; on the home the
 * scroll-to-top button, the floating activity icons, the notice pop-up (once per session) and, for a player, the
 * activity modal. Overlays never stack: the session's overlays give a prompt, then the notice pop-up, then the
 * activity modal its turn (machines/session/overlays.machine.ts). The
 * player's slide-out menu belongs to the home header (src/screens/lobby/PlayerHeader.tsx).
 */
export function Component() {
  const { pathname } = useLocation();
  const onHome = pathname.replace(/\/+$/, '') === '/lobby/home';
  const ready = SessionContext.useSelector(isReady);
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const noticeUp = useSelector(overlays, noticeTurn);
  const activityUp = useSelector(overlays, activityTurn);
  return (
    <div className="mobile-shell">
      <main className="mobile-shell__main">
        <Outlet />
      </main>
      {onHome && <ScrollTop />}
      {onHome && ready && <FloatingActivities />}
      <BottomTabs />
      <Suspense fallback={null}>{onHome && noticeUp && <NoticePopup />}</Suspense>
      <Suspense fallback={null}>{onHome && loggedIn && activityUp && <ActivityModal />}</Suspense>
    </div>
  );
}
