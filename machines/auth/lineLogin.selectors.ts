import type { SnapshotFrom } from 'xstate';
import { latestBirthDate } from '../../src/api/contract/accountRules';
import type { LineLoginMachine } from './lineLogin.machine';

export { fieldProblem } from '../shared/form.selectors';

type LineLoginSnapshot = SnapshotFrom<LineLoginMachine>;

/** The code exchange is under way (loading toast). */
export const lineExchanging = (snapshot: LineLoginSnapshot): boolean => snapshot.hasTag('busy');
/** Refused or failed: the way back to /login (a code is single use). */
export const lineFailed = (snapshot: LineLoginSnapshot): boolean => snapshot.hasTag('failed');
export const lineNotice = (snapshot: LineLoginSnapshot) => snapshot.context.notice;
/** The server asked for the date of birth and the declaration (the form shows, also while it is sent). */
export const lineDetails = (snapshot: LineLoginSnapshot): boolean => snapshot.hasTag('details');
/** The form takes input (not while it is sent or the terms panel is open). */
export const lineEditable = (snapshot: LineLoginSnapshot): boolean => snapshot.hasTag('editable');
export const lineBirthDate = (snapshot: LineLoginSnapshot): string => snapshot.context.fields.birthDate;
export const lineDeclared = (snapshot: LineLoginSnapshot): boolean => snapshot.context.notExcluded;
/** The date input's `max`: the latest birth date that is 21 today in Manila. */
export const lineBirthDateMax = (snapshot: LineLoginSnapshot): string => latestBirthDate(snapshot.context.now());
export const lineSubmission = (snapshot: LineLoginSnapshot) => snapshot.children.submission;
export const lineTerms = (snapshot: LineLoginSnapshot) => snapshot.children.terms;
/** `data-state` hook: exchanging, details, submitting, succeeded or failed. */
export const linePhase = (
  snapshot: LineLoginSnapshot,
): 'exchanging' | 'details' | 'submitting' | 'succeeded' | 'failed' => {
  if (snapshot.hasTag('done')) return 'succeeded';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('blocking')) return 'submitting';
  return snapshot.hasTag('details') ? 'details' : 'exchanging';
};
