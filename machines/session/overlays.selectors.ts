import type { SnapshotFrom } from 'xstate';
import type { OverlaysMachine } from './overlays.machine';

/** What the home's overlay components read from the session's `overlays` child (machines/session/overlays.machine.ts). */
type Overlays = SnapshotFrom<OverlaysMachine> | undefined;

/** A prompt is on screen: every other overlay waits (renders nothing). */
export const promptUp = (snapshot: Overlays): boolean => snapshot?.hasTag('promptUp') ?? false;

/** The notice pop-up's turn (mounted; it shows unless a prompt is up). It comes before the activity modal's. */
export const noticeTurn = (snapshot: Overlays): boolean => snapshot?.hasTag('notice') ?? false;

/** The activity modal's turn: the notice pop-up is done (or had nothing to show). */
export const activityTurn = (snapshot: Overlays): boolean => snapshot?.hasTag('activity') ?? false;

/** The home's floating activity icons are shown (the player has not closed them in this tab). */
export const floatingShown = (snapshot: Overlays): boolean => snapshot?.hasTag('floating') ?? false;
