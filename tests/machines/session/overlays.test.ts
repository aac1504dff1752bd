import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type PromptsToSession, promptsMachine } from '../../../machines/prompts/prompts.machine';
import { promptOnScreen, shownPrompt } from '../../../machines/prompts/prompts.selectors';
import { overlaysMachine } from '../../../machines/session/overlays.machine';
import { activityTurn, floatingShown, noticeTurn, promptUp } from '../../../machines/session/overlays.selectors';
import type { InstallContext } from '../../../src/platform/pwa/installContext';
import { local, session } from '../../../src/platform/storage/storage';

/** A phone browser outside the app: the download prompt is due. */
const phone: InstallContext = {
  installed: false,
  mobileBrowser: true,
  android: false,
  ios: false,
  chrome: true,
};

/** What the home would show now: one overlay at most. */
function shown(overlays: ReturnType<typeof createActor<typeof overlaysMachine>>) {
  const snapshot = overlays.getSnapshot();
  if (promptUp(snapshot)) return 'prompt';
  if (noticeTurn(snapshot)) return 'notice';
  return activityTurn(snapshot) ? 'activity' : 'nothing';
}

describe('home overlays: a prompt, then the notice pop-up, then the activity modal', () => {
  beforeEach(() => {
    local.clear();
    session.clear();
  });

  test('the prompts report to the overlays through the session; each overlay waits for the one before', () => {
    const overlays = createActor(overlaysMachine, { input: { desktop: false } }).start();
    // The session's part: it forwards the prompts' reports to its overlays.
    const asked: unknown[] = [];
    const sessionRef = {
      send: (event: PromptsToSession) =>
        event.type === 'PROMPT.SHOWN' || event.type === 'PROMPT.HIDDEN' ? overlays.send(event) : asked.push(event),
    };
    const prompts = createActor(promptsMachine, {
      input: { install: phone, session: sessionRef },
      clock: new SimulatedClock(),
    }).start();
    expect(shown(overlays)).toBe('nothing');

    prompts.send({ type: 'CONFIG', green: false });
    overlays.send({ type: 'READY' });
    expect(promptOnScreen(prompts.getSnapshot())).toBe(true);
    expect(shownPrompt(prompts.getSnapshot())).toBe('download');
    expect(shown(overlays)).toBe('prompt');

    prompts.send({ type: 'CLOSE' });
    expect(promptOnScreen(prompts.getSnapshot())).toBe(false);
    expect(shownPrompt(prompts.getSnapshot())).toBeNull();
    expect(asked).toEqual([]);
    // One promotional dialog per visit before the player has played: the download prompt was it.
    expect(shown(overlays)).toBe('nothing');

    // After a game, the activity modal has its turn; a prompt coming back covers it and gives it back.
    overlays.send({ type: 'PLAYED' });
    expect(shown(overlays)).toBe('activity');
    overlays.send({ type: 'PROMPT.SHOWN' });
    expect(shown(overlays)).toBe('prompt');
    overlays.send({ type: 'PROMPT.HIDDEN' });
    expect(shown(overlays)).toBe('activity');
  });

  test('the notice pop-up shown, the activity modal waits until the player has played', () => {
    const overlays = createActor(overlaysMachine, { input: { desktop: false } }).start();
    overlays.send({ type: 'READY' });
    expect(shown(overlays)).toBe('notice');
    // The pop-up tells whether the player saw it.
    overlays.send({ type: 'NOTICE.CLOSED', shown: true });
    expect(shown(overlays)).toBe('nothing');
    // The same visit, reloaded: still one per visit.
    const reloaded = createActor(overlaysMachine, { input: { desktop: false } }).start();
    reloaded.send({ type: 'READY' });
    expect(shown(reloaded)).toBe('nothing');
    overlays.send({ type: 'PLAYED' });
    expect(shown(overlays)).toBe('activity');
  });

  test('a notice pop-up with nothing to show is no dialog: the activity modal has its turn', () => {
    const overlays = createActor(overlaysMachine, { input: { desktop: false } }).start();
    overlays.send({ type: 'READY' });
    overlays.send({ type: 'NOTICE.CLOSED' });
    expect(shown(overlays)).toBe('activity');
  });

  test('Download in a prompt asks the session for /apkdownload (the session emits the one navigate)', () => {
    const asked: unknown[] = [];
    const prompts = createActor(promptsMachine, {
      input: { install: phone, session: { send: (event) => asked.push(event) } },
      clock: new SimulatedClock(),
    }).start();
    prompts.send({ type: 'CONFIG', green: false });
    prompts.send({ type: 'DOWNLOAD' });
    expect(asked).toEqual([
      { type: 'PROMPT.SHOWN' },
      { type: 'NAVIGATE', to: { page: 'apkDownload' } },
      { type: 'PROMPT.HIDDEN' },
    ]);
  });

  test('the notice pop-up has its turn once per tab, and never on the desktop', () => {
    session.set('noticePopupShown', true);
    const again = createActor(overlaysMachine, { input: { desktop: false } }).start();
    again.send({ type: 'READY' });
    expect(shown(again)).toBe('activity');

    session.clear();
    const desktop = createActor(overlaysMachine, { input: { desktop: true } }).start();
    desktop.send({ type: 'READY' });
    expect(shown(desktop)).toBe('activity');
  });

  test('nothing has its turn before the configuration is in', () => {
    const overlays = createActor(overlaysMachine, { input: { desktop: false } }).start();
    overlays.send({ type: 'NOTICE.CLOSED' });
    expect(shown(overlays)).toBe('nothing');
  });

  test('the floating activity icons show until closed, and stay closed for the rest of the tab', () => {
    const overlays = createActor(overlaysMachine, { input: { desktop: false } }).start();
    expect(floatingShown(overlays.getSnapshot())).toBe(true);
    // Closing them leaves the overlays' turns alone.
    overlays.send({ type: 'READY' });
    overlays.send({ type: 'FLOATING.HIDE' });
    expect(floatingShown(overlays.getSnapshot())).toBe(false);
    expect(shown(overlays)).toBe('notice');
    // The same tab, reloaded: still closed.
    const reloaded = createActor(overlaysMachine, { input: { desktop: false } }).start();
    expect(floatingShown(reloaded.getSnapshot())).toBe(false);
    // A new tab shows them again.
    session.clear();
    const fresh = createActor(overlaysMachine, { input: { desktop: false } }).start();
    expect(floatingShown(fresh.getSnapshot())).toBe(true);
  });
});
