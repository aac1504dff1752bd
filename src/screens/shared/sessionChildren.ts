import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BalanceMachine } from '../../../machines/session/balance.machine';
import type { SessionMachine } from '../../../machines/session/session.machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/**
 * The logged-in session's balance refresh (machines/session/session.machine.ts, child `balance`); undefined for a guest.
 * Use with `SessionContext.useSelector`.
 */
export const balanceActor = (snapshot: SessionSnapshot) =>
  snapshot.children.balance as ActorRefFrom<BalanceMachine> | undefined;
