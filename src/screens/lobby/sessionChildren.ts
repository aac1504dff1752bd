import type { SnapshotFrom } from 'xstate';
import type { BalanceMachine } from '../../../machines/session/balance.machine';
import type { SessionMachine } from '../../../machines/session/session.machine';
import { lazyChildOf } from '../../../machines/shared/lazyChild';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/**
 * The logged-in session's balance refresh (machines/session/session.machine.ts, child `balance`, a lazy host that
 * loads machines/session/balance.machine.ts on the first press); undefined for a guest. Send it REFRESH; read the
 * running refresh with `balanceOf`. Use with `SessionContext.useSelector`.
 */
export const balanceActor = (snapshot: SessionSnapshot) => snapshot.children.balance;

/** The running balance refresh inside its host (after the first press). */
export const balanceOf = (host: Parameters<typeof lazyChildOf>[0]) => lazyChildOf<BalanceMachine>(host, 'balance');
