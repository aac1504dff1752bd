import { useSelector as useActorSelector, useActorRef as useOwnActor } from '@xstate/react';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type Actor, type ActorOptions, createActor, type SnapshotFrom } from 'xstate';
// In this order: the prompts' chart (and what it imports) evaluates in one task, the session's chart in the next.
import '../../../machines/prompts/prompts.machine';
import '../../platform/startup/evaluationBreak';
import { sessionMachine } from '../../../machines/session/session.machine';

type SessionMachine = typeof sessionMachine;
export type SessionActor = Actor<SessionMachine>;

const Session = createContext<SessionActor | null>(null);

/**
 * The player app's session, created and started before React's first render (src/app/main.tsx), with systemId
 * 'session'. Started there, the first render already shows the started session: started by a provider's effect,
 * its first changes re-rendered the whole app once more in one synchronous task (`useSyncExternalStore` updates are
 * never in a transition; ~40 ms on a fast machine).
 */
export function startSession(options: ActorOptions<SessionMachine> = {}): SessionActor {
  return createActor(sessionMachine, { ...options, systemId: 'session' }).start();
}

type ProviderProps =
  | { actor: SessionActor; children: ReactNode }
  /** A session of its own, started by the provider (component tests; `logic` defaults to the session machine). */
  | { logic?: SessionMachine; options?: ActorOptions<SessionMachine>; children: ReactNode };

function OwnSession({ logic = sessionMachine, options, children }: Exclude<ProviderProps, { actor: SessionActor }>) {
  return createElement(Session.Provider, { value: useOwnActor(logic, options) as SessionActor }, children);
}

function Provider(props: ProviderProps) {
  if ('actor' in props) return createElement(Session.Provider, { value: props.actor }, props.children);
  return createElement(OwnSession, props);
}

function useActorRef(): SessionActor {
  const actor = useContext(Session);
  if (!actor) throw new Error('SessionContext is used outside SessionContext.Provider');
  return actor;
}

function useSelector<T>(selector: (snapshot: SnapshotFrom<SessionMachine>) => T, compare?: (a: T, b: T) => boolean): T {
  return useActorSelector(useActorRef(), selector, compare);
}

/**
 * The session actor for React: src/app provides the one `startSession` made; screens read it with
 * `SessionContext.useSelector` and send with `SessionContext.useActorRef().send`. The same shape as XState's
 * `createActorContext`, plus a provider for an actor started outside React.
 */
export const SessionContext = { Provider, useActorRef, useSelector };
