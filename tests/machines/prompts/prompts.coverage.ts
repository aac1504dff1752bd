import type { PromptsEvent, UpdateBonusPaid } from '../../../machines/prompts/prompts.machine';
import { promptsMachine, TIP } from '../../../machines/prompts/prompts.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
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
  /** The app on the home screen (standalone display mode): the update is taken. */
  installedApp: { ...browser, mobileBrowser: false, installed: true },
} satisfies Record<string, InstallContext>;

const bonusPath = '/app/v1/appUpdateBonus';
export const bonusPaid: UpdateBonusPaid = { propList: [{ propId: 2001, count: 2_000 }], coin: 52_000 };

const events: PromptsEvent[] = [
  { type: 'CONFIG', green: false },
  { type: 'CONFIG', green: true },
  { type: 'PLAYER', totalRecharge: 50_000, userId: 7 },
  { type: 'DEPOSITED' },
  { type: 'ACCEPT' },
  { type: 'CLOSE' },
  { type: 'NO_MORE' },
  { type: 'DOWNLOAD' },
  { type: 'OPEN_CHROME' },
  { type: 'COPY' },
  { type: 'xstate.done.actor.copy', output: undefined, actorId: 'copy' },
  { type: 'xstate.error.actor.copy', error: new Error('denied'), actorId: 'copy' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.claimBonus', output: bonusPaid, actorId: 'claimBonus' },
  { type: 'xstate.error.actor.claimBonus', error: new ErrcodeError(bonusPath, 1004, 200), actorId: 'claimBonus' },
  { type: 'xstate.error.actor.claimBonus', error: new ErrcodeError(bonusPath, 1007, 200), actorId: 'claimBonus' },
  {
    type: 'xstate.error.actor.claimBonus',
    error: new NetworkError(bonusPath, new Error('offline')),
    actorId: 'claimBonus',
  },
];

function spec(install: InstallContext, shownLongAgo: boolean, pathname?: string) {
  return defineMachineSpec({
    name: 'prompts',
    machine: promptsMachine,
    input: pathname === undefined ? { install } : { install, pathname: () => pathname },
    events,
    mocks: (mocks) => ({ copy: mocks.promise<void>(), claimBonus: mocks.promise<UpdateBonusPaid>() }),
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
        c.userId,
        c.bonusPaid,
        c.bonusError?.id ?? null,
        c.bonusDeferred,
        c.bonusSettled.includes(7),
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
  // The installed app: the force-update bonus is claimed and its result shown.
  spec(installs.installedApp, false),
];
