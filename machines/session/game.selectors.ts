import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { GameLaunchMachine } from '../lobby/gameLaunch.machine';
import type { GameHostMachine } from './game.machine';

/** What the /start page (src/screens/game/StartScreen.tsx) reads from the session's `game` child and its launch. */
type Host = SnapshotFrom<GameHostMachine> | undefined;
type Launch = SnapshotFrom<GameLaunchMachine> | undefined;

/** The running launch, if any (the page then reads it with the selectors below). */
export const launchOf = (snapshot: Host): ActorRefFrom<GameLaunchMachine> | undefined => snapshot?.children.launch;

/** The game is shown in its frame. */
export const gamePlaying = (snapshot: Launch): boolean => snapshot?.matches('playing') ?? false;
/** startGame failed (connection, server): Retry is offered. */
export const gameFailed = (snapshot: Launch): boolean => snapshot?.matches('failed') ?? false;
/** startGame is under way (or the launch has not started yet): "opening". */
export const gameOpening = (snapshot: Launch): boolean => snapshot?.matches('starting') ?? true;
