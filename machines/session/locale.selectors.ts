import type { SnapshotFrom } from 'xstate';
import { LOCALE_LOADING, type LocaleMachine } from './locale.machine';

type LocaleSnapshot = SnapshotFrom<LocaleMachine>;

export const shownLocale = (snapshot: LocaleSnapshot) => snapshot.context.locale;
export const shownMessages = (snapshot: LocaleSnapshot) => snapshot.context.messages;
export const localeFailed = (snapshot: LocaleSnapshot) => snapshot.context.failed;
export const localeLoading = (snapshot: LocaleSnapshot) => snapshot.hasTag(LOCALE_LOADING);
