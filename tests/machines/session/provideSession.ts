import type { Actor, ActorRefFrom, AnyActorLogic } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { startupMachine } from '../../../machines/session/startup.machine';

/** The actors the start-up child runs (machines/session/startup.machine.ts); `storeCatalogue` serves both. */
const STARTUP_ACTORS = new Set(['readStoredCatalogue', 'storeCatalogue', 'loadAnonymousConfig', 'loadLoginInfo']);

/**
 * The session with some of its actors replaced, wherever they run: the start-up's calls go to a start-up child
 * provided with them, the others to the session itself (the machines' `provide` reaches only their own actors).
 */
export function provideSession(actors: Record<string, AnyActorLogic>): typeof sessionMachine {
  const startup = Object.fromEntries(Object.entries(actors).filter(([name]) => STARTUP_ACTORS.has(name)));
  const own = Object.fromEntries(
    Object.entries(actors).filter(([name]) => !STARTUP_ACTORS.has(name) || name === 'storeCatalogue'),
  );
  const provided = { ...own, startup: startupMachine.provide({ actors: startup as never }) };
  return sessionMachine.provide({ actors: provided as never });
}

/** The running start-up child of a session that is still `starting`. */
export function startupOf(session: Actor<typeof sessionMachine>): ActorRefFrom<typeof startupMachine> {
  const startup = session.getSnapshot().children.startup;
  if (!startup) throw new Error(`the session is ${JSON.stringify(session.getSnapshot().value)}, not starting`);
  return startup;
}
