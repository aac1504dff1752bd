import type { PromptsEvent } from '../../../machines/prompts/prompts.machine';
import { promptsMachine, TIP } from '../../../machines/prompts/prompts.machine';
import type { InstallContext } from '../../../src/platform/pwa/installContext';
import { local } from '../../../src/platform/storage/storage';
import { clearStores } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';

const browser = { mobileBrowser: true, installed: false, ios: false, android: true, chrome: true };
export const installs = {
  androidChrome: browser,
  androidOther: { ...browser, chrome: false },
  iosSafari: { ...browser, android: false, ios: true, chrome: false },
  desktop: { mobileBrowser: false, installed: false, ios: false, android: false, chrome: true },
} satisfies Record<string, InstallContext>;

const events: PromptsEvent[] = [
  { type: 'CONFIG', green: false },
  { type: 'CONFIG', green: true },
  { type: 'PLAYER', totalRecharge: 50_000 },
  { type: 'DEPOSITED' },
  { type: 'ACCEPT' },
  { type: 'CLOSE' },
  { type: 'NO_MORE' },
  { type: 'DOWNLOAD' },
  { type: 'OPEN_CHROME' },
  { type: 'COPY' },
  { type: 'xstate.done.actor.copy', output: undefined, actorId: 'copy' },
  { type: 'xstate.error.actor.copy', error: new Error('denied'), actorId: 'copy' },
];

function spec(install: InstallContext, shownLongAgo: boolean, pathname?: string) {
  return defineMachineSpec({
    name: 'prompts',
    machine: promptsMachine,
    input: pathname === undefined ? { install } : { install, pathname: () => pathname },
    events,
    mocks: (mocks) => ({ copy: mocks.promise<void>() }),
    serializeState: (snapshot) => {
      const c = snapshot.context;
      return JSON.stringify([
        snapshot.value,
        c.green,
        c.totalRecharge > 0,
        c.ageAccepted,
        c.noMore,
        c.iosGuideShown,
        c.rechargeUpdate,
        Date.now() - c.downloadShownAt >= 86_400_000,
        c.notice?.id ?? null,
      ]);
    },
    prepare: () => {
      clearStores();
      // A popup shown a day and a bit ago: due again; without it, "shown just now" blocks a second one.
      if (shownLongAgo) local.set('addDesktopTipAt', Date.now() - 25 * 3_600_000);
      else local.set('uiTips', { [TIP.iosGuide]: false });
    },
  });
}

/** Each platform's prompts, in green and normal mode; the 24 h wake-up from idle. */
export const promptsSpecs = [
  spec(installs.androidChrome, false),
  spec(installs.androidOther, false),
  spec(installs.iosSafari, false),
  spec(installs.desktop, false),
  spec(installs.androidChrome, true),
  // A form on screen (no promotional prompt over a form): a due prompt waits in heldBack.
  spec(installs.androidChrome, true, '/register'),
];
