import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/session/session.machine';

/**
 * The session actor for React: src/app mounts `SessionContext.Provider` (systemId 'session'); screens read it
 * with `SessionContext.useSelector` and send with `SessionContext.useActorRef().send`.
 */
export const SessionContext = createActorContext(sessionMachine);
