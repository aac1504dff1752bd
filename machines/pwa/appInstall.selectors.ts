import type { SnapshotFrom } from 'xstate';
import type { appInstallMachine } from './appInstall.machine';

/** The browser offered the install and nobody answered yet: the prompts may show the Install button. */
export const installOffered = (snapshot: SnapshotFrom<typeof appInstallMachine>): boolean =>
  snapshot.matches('offered');

/** The app was installed from this page (the browser said so). */
export const appInstalled = (snapshot: SnapshotFrom<typeof appInstallMachine>): boolean =>
  snapshot.matches('installed');
