import type { SnapshotFrom } from 'xstate';
import type { PromptsMachine } from './prompts.machine';

/** A prompt is on screen (the app loads the dialogs only then): the states tagged `showing`. */
export const promptOnScreen = (snapshot: SnapshotFrom<PromptsMachine> | undefined): boolean =>
  snapshot?.hasTag('showing') ?? false;
