import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorLogic, SnapshotFrom } from 'xstate';
import type { FirstChargeHost } from '../../../machines/activity/firstCharge.machine';
import type { InviteHost } from '../../../machines/activity/invite.machine';
import type { SignPayHost } from '../../../machines/activity/signPay.machine';
import type { SendCodeMachine } from '../../../machines/auth/sendCode.machine';
import type { BalanceMachine } from '../../../machines/session/balance.machine';
import type { GameHostMachine } from '../../../machines/session/game.machine';
import type { sessionActors } from '../../../machines/session/session.actors';
import type { SessionMachine } from '../../../machines/session/session.machine';
import type { DepositMachine } from '../../../machines/wallet/deposit.machine';
import { SessionContext } from './sessionContext';

type SessionSnapshot = SnapshotFrom<SessionMachine>;
type Actors = typeof sessionActors;

/**
 * The session's children by systemId, with the logic each runs: the lazy hosts (send them the events that load
 * their code) and, once loaded, what runs inside them (machines/session/session.actors.ts gives them these ids).
 */
export interface SessionSystem {
  sendCode: Actors['sendCode'];
  sendCodeCountdown: SendCodeMachine;
  deposit: Actors['deposit'];
  depositFlow: DepositMachine;
  prompts: Actors['prompts'];
  appUpdate: Actors['appUpdate'];
  overlays: Actors['overlays'];
  tracker: Actors['tracker'];
  locale: Actors['locale'];
  game: Actors['game'];
  gameHost: GameHostMachine;
  balanceRefresh: BalanceMachine;
  firstChargeHost: FirstChargeHost;
  inviteHost: InviteHost;
  signPayHost: SignPayHost;
}

/**
 * One read of a session child, however deep it runs: the actor registered under `systemId`, or undefined while it
 * does not run (a lazy child whose code has not loaded, a guest's player children). It re-reads whenever the
 * session's system moves (an actor starts or stops), and re-renders only when the actor itself changes.
 */
export function useSessionChild<K extends keyof SessionSystem>(
  systemId: K,
): ActorRefFrom<SessionSystem[K] & AnyActorLogic> | undefined {
  const { system } = SessionContext.useActorRef();
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = system.inspect(changed);
      return () => subscription.unsubscribe();
    },
    [system],
  );
  const read = () => system.get(systemId) as ActorRefFrom<SessionSystem[K] & AnyActorLogic> | undefined;
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The logged-in session's balance refresh (child `balance`, a lazy host that loads
 * machines/session/balance.machine.ts on the first press); undefined for a guest. Send it REFRESH; read the
 * running refresh with `useSessionChild('balanceRefresh')`. Use with `SessionContext.useSelector`.
 */
export const balanceActor = (snapshot: SessionSnapshot) => snapshot.children.balance;
