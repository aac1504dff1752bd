import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { fromPromise } from 'xstate';
import { SessionContext } from '../shared/sessionContext';
import { GuestHeader } from './GuestHeader';
import type { PlayerHeader as PlayerHeaderComponent } from './PlayerHeader';

/**
 * The player's header (balance, refresh, menu) loads only for players, so a guest's home stays lighter. It is
 * loaded by a promise actor rather than React.lazy: a Suspense boundary reveals its content on a timer, which
 * stalls under a paused test clock (e2e/model/session.model.spec.ts), while an actor's answer re-renders at once.
 */
let loaded: typeof PlayerHeaderComponent | undefined;
const loadPlayerHeader = fromPromise(() =>
  import('./PlayerHeader').then((module) => {
    loaded = module.PlayerHeader;
    return module.PlayerHeader;
  }),
);

/** The header download bar: its own chunk, loaded only when a phone may be offered the app (below). */
const HeaderDownload = lazy(() => import('./HeaderDownload').then((module) => ({ default: module.HeaderDownload })));

/** The home header (spec §2): the guest's, or the player's once its code is in, under the download bar. */
export function LobbyHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
      <HeaderDownloadMount />
      {loggedIn ? <PlayerHeaderLoader /> : <GuestHeader />}
    </>
  );
}

/**
 * The download bar's mount: non-green mode on a mobile browser outside the installed app, and no prompt on screen
 * (the download popup says the same, louder; the bar comes back when it closes). Its chunk decides the rest, a bar
 * closed before included (machines/lobby/headerDownload.machine.ts): every byte here is in the guest's first screen.
 */
function HeaderDownloadMount() {
  const prompts = SessionContext.useSelector((snapshot) => snapshot.children.prompts);
  const offer = useSelector(
    prompts,
    (snapshot) =>
      snapshot?.context.green === false && snapshot.context.install.mobileBrowser && !snapshot.hasTag('showing'),
  );
  return (
    offer && (
      <Suspense fallback={null}>
        <HeaderDownload />
      </Suspense>
    )
  );
}

function PlayerHeaderLoader() {
  const loader = useActorRef(loadPlayerHeader);
  const fromLoader = useSelector(loader, (snapshot) => snapshot.output);
  // Loaded on an earlier visit: shown at once (the actor's second import answers from the module cache).
  const Header = loaded ?? fromLoader;
  return Header ? <Header /> : <header className="lobby-header" aria-busy="true" />;
}
