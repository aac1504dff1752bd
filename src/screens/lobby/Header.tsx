import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
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

/** The home header (spec §2): the guest's, or the player's once its code is in. */
export function LobbyHeader({ loggedIn }: { loggedIn: boolean }) {
  return loggedIn ? <PlayerHeaderLoader /> : <GuestHeader />;
}

function PlayerHeaderLoader() {
  const loader = useActorRef(loadPlayerHeader);
  const fromLoader = useSelector(loader, (snapshot) => snapshot.output);
  // Loaded on an earlier visit: shown at once (the actor's second import answers from the module cache).
  const Header = loaded ?? fromLoader;
  return Header ? <Header /> : <header className="lobby-header" aria-busy="true" />;
}
