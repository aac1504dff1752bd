import type { SnapshotFrom } from 'xstate';
import type { PromptKind, PromptsMachine } from './prompts.machine';

export type { PromptKind };

/** A prompt is on screen (the app loads the dialogs only then): the states tagged `showing`. */
export const promptOnScreen = (snapshot: SnapshotFrom<PromptsMachine> | undefined): boolean =>
  snapshot?.hasTag('showing') ?? false;

const KINDS: readonly PromptKind[] = ['age', 'forceUpdate', 'updateBonus', 'androidChrome', 'download', 'iosGuide'];

/** Which prompt's dialog is on screen, if any (each showing state is tagged with its kind). */
export function shownPrompt(snapshot: SnapshotFrom<PromptsMachine> | undefined): PromptKind | null {
  return KINDS.find((kind) => snapshot?.hasTag(kind)) ?? null;
}

/** The age notice is the prompt on screen (it shows on every page but the legal ones). */
export const ageNoticeShown = (snapshot: SnapshotFrom<PromptsMachine> | undefined): boolean =>
  snapshot?.hasTag('age') ?? false;

/** Which promotional prompt's dialog is on screen (any prompt but the age notice), if any. */
export function shownPromotion(snapshot: SnapshotFrom<PromptsMachine> | undefined): Exclude<PromptKind, 'age'> | null {
  const kind = shownPrompt(snapshot);
  return kind === 'age' ? null : kind;
}

/**
 * A prompt other than the app-download popup is on screen: its texts load apart from the download popup's, which
 * is the one a new guest on a phone meets (src/screens/prompts/MorePromptsIntl.tsx).
 */
export const promptNeedsMoreTexts = (snapshot: SnapshotFrom<PromptsMachine> | undefined): boolean =>
  promptOnScreen(snapshot) && !(snapshot?.hasTag('download') ?? false);

/** The page link is being copied for Chrome. */
export const copyingLink = (snapshot: SnapshotFrom<PromptsMachine> | undefined): boolean =>
  snapshot?.hasTag('busy') ?? false;

/** The prompts' last toast (the link copied, or not). */
export const promptsNotice = (snapshot: SnapshotFrom<PromptsMachine> | undefined) => snapshot?.context.notice ?? null;

/** The force-update bonus's result on screen: the amount paid, or why it was not (with Retry); null otherwise. */
export function updateBonusResult(
  snapshot: SnapshotFrom<PromptsMachine> | undefined,
): { paid: number } | { error: NonNullable<SnapshotFrom<PromptsMachine>['context']['bonusError']> } | null {
  if (!snapshot?.hasTag('updateBonus')) return null;
  const { bonusPaid, bonusError } = snapshot.context;
  if (bonusPaid !== null) return { paid: bonusPaid };
  return bonusError ? { error: bonusError } : null;
}

/** Which app offer's dialog is on screen (any prompt but the age notice and the bonus result), if any. */
export function shownOffer(
  snapshot: SnapshotFrom<PromptsMachine> | undefined,
): Exclude<PromptKind, 'age' | 'updateBonus'> | null {
  const kind = shownPromotion(snapshot);
  return kind === 'updateBonus' ? null : kind;
}
