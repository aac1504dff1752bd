import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { opsSessionMachine } from '../../../machines/ops/opsSession.machine';
import { staffMember, staffToken } from '../../../machines/ops/opsSession.selectors';
import type { StaffRole } from '../../api/client/ops/opsTypes';

export type OpsSession = ActorRefFrom<typeof opsSessionMachine>;

/** The staff session actor, mounted once by OpsShell. */
export const OpsSessionContext = createContext<OpsSession | null>(null);

export function useOpsSession(): OpsSession {
  const session = useContext(OpsSessionContext);
  if (!session) throw new Error('useOpsSession outside OpsShell');
  return session;
}

/** The session and its token when the signed-in staff member has one of these roles (token null otherwise). */
export function useTokenFor(roles: readonly StaffRole[]): { session: OpsSession; token: string | null } {
  const session = useOpsSession();
  const role = useSelector(session, staffMember)?.role;
  const token = useSelector(session, staffToken);
  return { session, token: role && roles.includes(role) ? token : null };
}
