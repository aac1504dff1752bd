import type { SnapshotFrom } from 'xstate';
import type { OverlaysMachine } from './overlays.machine';

/** What the home's overlay components read from the session's `overlays` child (machines/session/overlays.machine.ts). */
type Overlays = SnapshotFrom<OverlaysMachine> | undefined;

/** A prompt is on screen: every other overlay waits (renders nothing). */
export const promptUp = (snapshot: Overlays): boolean => snapshot?.hasTag('promptUp') ?? false;

/** The notice pop-up's turn: its component is mounted (it shows unless a prompt is up). */
export const noticeTurn = (snapshot: Overlays): boolean => snapshot?.hasTag('notice') ?? false;

/** The activity modal's turn (for a logged-in player on the home). */
export const activityTurn = (snapshot: Overlays): boolean => snapshot?.hasTag('activity') ?? false;
