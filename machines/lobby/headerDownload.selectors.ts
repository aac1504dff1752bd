import type { SnapshotFrom } from 'xstate';
import type { HeaderDownloadMachine } from './headerDownload.machine';

type HeaderDownloadSnapshot = SnapshotFrom<HeaderDownloadMachine>;

/** The bar is on screen. */
export const headerBarShown = (snapshot: HeaderDownloadSnapshot) => snapshot.hasTag('shown');
/** Its button installs (the browser's offer) rather than opening the app page. */
export const headerBarInstalls = (snapshot: HeaderDownloadSnapshot) => snapshot.hasTag('install');
/** The browser's install dialog is up. */
export const headerBarBusy = (snapshot: HeaderDownloadSnapshot) => snapshot.hasTag('busy');
