import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { opsSessionMachine } from '../../../machines/ops/opsSession.machine';

/** The staff session actor, mounted once by OpsShell. */
export const OpsSessionContext = createContext<ActorRefFrom<typeof opsSessionMachine> | null>(null);

export function useOpsSession(): ActorRefFrom<typeof opsSessionMachine> {
  const session = useContext(OpsSessionContext);
  if (!session) throw new Error('useOpsSession outside OpsShell');
  return session;
}
