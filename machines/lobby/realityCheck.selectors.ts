import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { GameLaunchMachine } from './gameLaunch.machine';
import type { RealityCheckMachine } from './realityCheck.machine';

/** What the /start page (src/screens/game/RealityCheckDialog.tsx) reads from the launch's `realityCheck` child. */
type Launch = SnapshotFrom<GameLaunchMachine> | undefined;
type Check = SnapshotFrom<RealityCheckMachine> | undefined;

/** The running reality check: only while the game plays in its frame. */
export const realityCheckOf = (launch: Launch): ActorRefFrom<RealityCheckMachine> | undefined =>
  launch?.children.realityCheck;

/** The dialog is up: the game is paused behind it and its frame is inert. */
export const realityCheckShown = (snapshot: Check): boolean => snapshot?.hasTag('realityCheck') ?? false;

/** Whole minutes since the game started. */
export const minutesPlayed = (snapshot: Check): number => Math.floor((snapshot?.context.played ?? 0) / 60_000);

/** The net result of this log-in session (hundredths), once it has loaded at this check. */
export const sessionNet = (snapshot: Check): number | null => snapshot?.context.net ?? null;

/** rgSessionSummary is under way. */
export const sessionResultLoading = (snapshot: Check): boolean => snapshot?.hasTag('resultLoading') ?? false;

/** rgSessionSummary failed: the dialog shows the time alone and says the result could not be loaded. */
export const sessionResultFailed = (snapshot: Check): boolean => snapshot?.hasTag('resultFailed') ?? false;
