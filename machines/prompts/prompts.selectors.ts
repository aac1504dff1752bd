import type { SnapshotFrom } from 'xstate';
import type { PromptsMachine } from './prompts.machine';

/** A prompt is on screen (the app loads the dialogs only then): the states tagged `showing`. */
export const promptOnScreen = (snapshot: SnapshotFrom<PromptsMachine> | undefined): boolean =>
  snapshot?.hasTag('showing') ?? false;

/** The prompts a dialog exists for (copying the link keeps the Android dialog up). */
export type PromptKind = 'age' | 'forceUpdate' | 'androidChrome' | 'download' | 'iosGuide';
const KINDS: readonly PromptKind[] = ['age', 'forceUpdate', 'androidChrome', 'download', 'iosGuide'];

/** Which prompt's dialog is on screen, if any. */
export function shownPrompt(snapshot: SnapshotFrom<PromptsMachine> | undefined): PromptKind | null {
  if (!snapshot) return null;
  if (snapshot.matches('copying')) return 'androidChrome';
  return KINDS.find((kind) => snapshot.matches(kind)) ?? null;
}
