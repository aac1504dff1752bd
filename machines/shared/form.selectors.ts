import type { AnyActorRef } from 'xstate';
import type { Notice } from './notice';

/**
 * What a form screen reads from any form machine built on the shared pieces: tags, not state names.
 *   editable — the fields take input;  blocking — a submission runs or the form is done;
 *   terms — the terms panel (child `terms`) is open;  done — the form reached its success;
 *   loading / failed / form — a form that reads its terms first.
 * The `submission` child's own tags: pending (debouncing) and busy (the call is under way).
 */
interface FormSnapshot {
  hasTag(tag: string): boolean;
  context: { notice: Notice | null };
  children: { submission?: AnyActorRef | undefined; terms?: AnyActorRef | undefined };
}

export const isEditable = (snapshot: FormSnapshot): boolean => snapshot.hasTag('editable');
export const isDone = (snapshot: FormSnapshot): boolean => snapshot.hasTag('done');
export const isTermsOpen = (snapshot: FormSnapshot): boolean => snapshot.hasTag('terms');
/** Forms that load their terms first: loading, failed (with Retry), and the form itself. */
export const isLoading = (snapshot: FormSnapshot): boolean => snapshot.hasTag('loading');
export const loadFailed = (snapshot: FormSnapshot): boolean => snapshot.hasTag('failed');
export const showsForm = (snapshot: FormSnapshot): boolean => snapshot.hasTag('form');

/** `data-state` of a form that loads first: loading, failed, or the form's phase. */
export function loadedFormPhase(snapshot: FormSnapshot): 'loading' | 'failed' | ReturnType<typeof formPhase> {
  if (isLoading(snapshot)) return 'loading';
  return loadFailed(snapshot) ? 'failed' : formPhase(snapshot);
}

/** A coarse phase for the screen's `data-state` hook (tests read it): editing, submitting or succeeded. */
export function formPhase(snapshot: FormSnapshot): 'editing' | 'submitting' | 'succeeded' {
  if (snapshot.hasTag('done')) return 'succeeded';
  return snapshot.hasTag('blocking') ? 'submitting' : 'editing';
}

/**
 * The form's error notice when it is about one field (a broken rule, or a server refusal about that input),
 * for the screen to tie to that input. Any machine that keeps its last notice in `context.notice`.
 */
export const fieldProblem = (snapshot: { context: { notice: Notice | null } }): Notice | null => {
  const { notice } = snapshot.context;
  return notice?.tone === 'error' && notice.field !== undefined ? notice : null;
};
