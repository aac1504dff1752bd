import type { SnapshotFrom } from 'xstate';
import type { OverlaysMachine } from './overlays.machine';

/** What the home's overlay components read from the session's `overlays` child (machines/session/overlays.machine.ts). */
type Overlays = SnapshotFrom<OverlaysMachine> | undefined;

/** A prompt is on screen: every other overlay waits (renders nothing). */
export const promptUp = (snapshot: Overlays): boolean => snapshot?.hasTag('promptUp') ?? false;

/** Whose turn it is: the notice pop-up's (mounted; it shows unless a prompt is up), then the activity modal's. */
export const overlayTurn = (snapshot: Overlays): 'notice' | 'activity' | null =>
  snapshot?.hasTag('notice') ? 'notice' : snapshot?.hasTag('activity') ? 'activity' : null;

/** The home's floating activity icons are shown (the player has not closed them in this tab). */
export const floatingShown = (snapshot: Overlays): boolean => snapshot?.hasTag('floating') ?? false;
