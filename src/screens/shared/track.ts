import type { AnyActorRef } from 'xstate';

/**
 * Sends a tracking event to the session's tracker child (machines/session/tracker.machine.ts, systemId 'tracker'), from a
 * screen's event handler or the app's page-view adapter. No tracker (a test without one): nothing.
 */
export function track(session: AnyActorRef, event: string, params?: Record<string, string | number>): void {
  session.system.get('tracker')?.send(params ? { type: 'TRACK', event, params } : { type: 'TRACK', event });
}

/** Records a named player action (actionLog) through the tracker; also tracked as an event. */
export function logAction(session: AnyActorRef, event: string): void {
  const tracker = session.system.get('tracker');
  tracker?.send({ type: 'ACTION', event });
  tracker?.send({ type: 'TRACK', event });
}
