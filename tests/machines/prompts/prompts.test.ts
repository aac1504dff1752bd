import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  apkUrl,
  bonusTip,
  DOWNLOAD_PROMPT_INTERVAL_MS,
  HELD_BACK_RECHECK_MS,
  holdsPromptsBack,
  isLegalPath,
  type PromptsToSession,
  promptsMachine,
  TIP,
  type UpdateBonusPaid,
} from '../../../machines/prompts/prompts.machine';
import { promptNeedsMoreTexts, shownPrompt, updateBonusResult } from '../../../machines/prompts/prompts.selectors';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { installContext } from '../../../src/platform/pwa/installContext';
import { local } from '../../../src/platform/storage/storage';
import { bonusPaid, installs } from './prompts.coverage';

const start = (install = installs.androidChrome) => createActor(promptsMachine, { input: { install } }).start();

describe('prompts', () => {
  beforeEach(() => local.clear());

  it('shows the age notice in green mode until accepted, and remembers it', () => {
    const first = start();
    expect(first.getSnapshot().value).toBe('waiting');
    expect(promptNeedsMoreTexts(first.getSnapshot())).toBe(false);
    first.send({ type: 'CONFIG', green: true });
    expect(first.getSnapshot().value).toBe('age');
    expect(promptNeedsMoreTexts(first.getSnapshot())).toBe(true);
    first.send({ type: 'ACCEPT' });
    expect(first.getSnapshot().value).toBe('idle');
    expect(promptNeedsMoreTexts(first.getSnapshot())).toBe(false);
    const again = start();
    again.send({ type: 'CONFIG', green: true });
    expect(again.getSnapshot().value).toBe('idle');
    expect(local.get('uiTips')).toEqual({ [TIP.age]: true });
  });

  it('shows the age notice in normal mode too when the operator sets it for every mode, before any other prompt', () => {
    const prompts = start();
    prompts.send({ type: 'CONFIG', green: false, ageNoticeAllModes: true });
    expect(prompts.getSnapshot().value).toBe('age');
    prompts.send({ type: 'ACCEPT' });
    // Accepted: the normal mode's prompts follow (the Android Chrome browser's download popup).
    expect(prompts.getSnapshot().value).not.toBe('age');
    expect(local.get('uiTips')).toMatchObject({ [TIP.age]: true });
    // Without the operator's setting, normal mode shows no age notice.
    local.clear();
    const plain = start();
    plain.send({ type: 'CONFIG', green: false, ageNoticeAllModes: false });
    expect(plain.getSnapshot().value).not.toBe('age');
  });

  it('keeps a prompt up when the player or the mode is heard meanwhile, and weighs the news when it closes', () => {
    // A stored token: the login info brings CONFIG, then PLAYER, in one step; the download popup must stay.
    const prompts = start();
    prompts.send({ type: 'CONFIG', green: false });
    prompts.send({ type: 'PLAYER', totalRecharge: 10_000 });
    prompts.send({ type: 'DEPOSITED' });
    expect(prompts.getSnapshot().value).toBe('download');
    // Closing it: the deposit heard meanwhile brings the force-update popup.
    prompts.send({ type: 'CLOSE' });
    expect(prompts.getSnapshot().value).toBe('forceUpdate');
  });

  it('knows the terms and privacy pages of both layouts', () => {
    for (const path of ['/terms-of-use', '/privacy-policy', '/lobby/terms', '/lobby/privacy/']) {
      expect(isLegalPath(path)).toBe(true);
    }
    expect(isLegalPath('/lobby/home')).toBe(false);
  });

  it('offers the app download on a mobile browser at most once per 24 h, never after No more prompts', () => {
    const first = start();
    first.send({ type: 'CONFIG', green: false });
    expect(first.getSnapshot().value).toBe('download');
    first.send({ type: 'CLOSE' });
    expect(first.getSnapshot().value).toBe('idle');
    // A reload within the 24 h: nothing.
    const reload = start();
    reload.send({ type: 'CONFIG', green: false });
    expect(reload.getSnapshot().value).toBe('idle');
    // 24 h later (the stored time moved back): shown again; No more prompts silences it for good.
    local.set('addDesktopTipAt', Date.now() - DOWNLOAD_PROMPT_INTERVAL_MS);
    const later = start();
    later.send({ type: 'CONFIG', green: false });
    expect(later.getSnapshot().value).toBe('download');
    later.send({ type: 'NO_MORE' });
    local.set('addDesktopTipAt', 0);
    const never = start();
    never.send({ type: 'CONFIG', green: false });
    expect(never.getSnapshot().value).toBe('idle');
  });

  it('wakes from idle when the 24 h are over', () => {
    const clock = new SimulatedClock();
    const actor = createActor(promptsMachine, { input: { install: installs.androidChrome }, clock }).start();
    actor.send({ type: 'CONFIG', green: false });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.downloadShownAt).toBeGreaterThan(0);
  });

  it('never prompts downloads in green mode, on a desktop or inside the installed app', () => {
    for (const install of [installs.desktop, { ...installs.androidChrome, installed: true, mobileBrowser: false }]) {
      const actor = start(install);
      actor.send({ type: 'CONFIG', green: false });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    const green = start();
    green.send({ type: 'CONFIG', green: true });
    green.send({ type: 'ACCEPT' });
    expect(green.getSnapshot().value).toBe('idle');
  });

  it('shows the force-update popup after a deposit in the browser, before the download popup', () => {
    const actor = start();
    actor.send({ type: 'CONFIG', green: false });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'DEPOSITED' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'PLAYER', totalRecharge: 10_000 });
    expect(actor.getSnapshot().value).toBe('forceUpdate');
    actor.send({ type: 'CLOSE' });
    expect(local.get('rechargeUpdate')).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each([
    { over: 'a form', page: '/register', leaveTo: '/lobby/home' },
    { over: 'a game being played', page: '/start', leaveTo: '/lobby/games' },
  ])('never draws a promotional prompt over $over: it waits until the player leaves it', ({ page, leaveTo }) => {
    let path = page;
    const clock = new SimulatedClock();
    const actor = createActor(promptsMachine, {
      input: { install: installs.androidChrome, pathname: () => path },
      clock,
    }).start();
    actor.send({ type: 'CONFIG', green: false });
    expect(actor.getSnapshot().value).toBe('heldBack');
    clock.increment(HELD_BACK_RECHECK_MS);
    expect(actor.getSnapshot().value).toBe('heldBack');
    // The download popup was not counted as shown while held back.
    expect(actor.getSnapshot().context.downloadShownAt).toBe(0);
    path = leaveTo;
    clock.increment(HELD_BACK_RECHECK_MS);
    expect(actor.getSnapshot().value).toBe('download');
  });

  it('holds prompts back on the forms and the game of either layout, nowhere else', () => {
    expect(holdsPromptsBack('/lobby/bindBankCard')).toBe(true);
    expect(holdsPromptsBack('/withdrawal/bank')).toBe(true);
    expect(holdsPromptsBack('/start')).toBe(true);
    expect(holdsPromptsBack('/lobby/home')).toBe(false);
  });

  it('never offers the app on a desktop after a deposit: only a phone can act on it', () => {
    const actor = start(installs.desktop);
    actor.send({ type: 'CONFIG', green: false });
    actor.send({ type: 'DEPOSITED' });
    actor.send({ type: 'PLAYER', totalRecharge: 10_000 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks Android browsers other than Chrome to open Chrome; iOS Safari gets the home-screen guide once', () => {
    const android = start(installs.androidOther);
    android.send({ type: 'CONFIG', green: false });
    expect(android.getSnapshot().value).toBe('androidChrome');
    expect(promptNeedsMoreTexts(android.getSnapshot())).toBe(true);
    android.send({ type: 'NO_MORE' });
    expect(android.getSnapshot().value).toBe('idle');

    local.clear();
    const ios = start(installs.iosSafari);
    ios.send({ type: 'CONFIG', green: false });
    expect(ios.getSnapshot().value).toBe('download');
    // The download popup's texts come with the dialogs; every other prompt's load apart.
    expect(promptNeedsMoreTexts(ios.getSnapshot())).toBe(false);
    ios.send({ type: 'CLOSE' });
    expect(ios.getSnapshot().value).toBe('iosGuide');
    expect(promptNeedsMoreTexts(ios.getSnapshot())).toBe(true);
    ios.send({ type: 'CLOSE' });
    const again = start(installs.iosSafari);
    again.send({ type: 'CONFIG', green: false });
    expect(again.getSnapshot().value).toBe('idle');
  });

  it('reads the platform from the user agent', () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    expect(installContext(pixel, false)).toEqual({
      mobileBrowser: true,
      installed: false,
      ios: false,
      android: true,
      chrome: true,
    });
    expect(installContext(`${pixel} [FBAN/FB4A;FBAV/400.0]`, false).chrome).toBe(false);
    expect(installContext(pixel, true)).toMatchObject({ installed: true, mobileBrowser: false });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(installContext(iphone, false)).toMatchObject({ ios: true, chrome: false, mobileBrowser: true });
    expect(installContext('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', false).mobileBrowser).toBe(false);
  });
});

describe('the APK link of /apkdownload', () => {
  it('offers an APK only when the configuration names a real one', () => {
    expect(apkUrl('')).toBeNull();
    expect(apkUrl(undefined)).toBeNull();
    expect(apkUrl('javascript:alert(1)')).toBeNull();
    expect(apkUrl('http://example.com/app.apk')).toBeNull();
    expect(apkUrl('//evil.example/app.apk')).toBeNull();
    expect(apkUrl('lucky.apk')).toBeNull();
    expect(apkUrl('https://downloads.example.ph/lucky-lobby-1.0.28.apk')).toBe(
      'https://downloads.example.ph/lucky-lobby-1.0.28.apk',
    );
    expect(apkUrl('/files/lucky-lobby.apk')).toBe('/files/lucky-lobby.apk');
  });
});

describe('the force-update bonus (the update taken: the app runs installed)', () => {
  beforeEach(() => local.clear());

  const path = '/app/v1/appUpdateBonus';

  /** The prompts in the installed app, with the claim answered by `answers` in turn; counts the claims. */
  function installedApp(answers: (() => Promise<UpdateBonusPaid>)[]) {
    const told: PromptsToSession[] = [];
    let claims = 0;
    const machine = promptsMachine.provide({
      actors: {
        claimBonus: fromPromise<UpdateBonusPaid>(() => {
          const answer = answers[claims] ?? answers[answers.length - 1]!;
          claims += 1;
          return answer();
        }),
      },
    });
    const actor = createActor(machine, {
      input: { install: installs.installedApp, session: { send: (event) => told.push(event) } },
    }).start();
    return { actor, told, claims: () => claims };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const paid = () => Promise.resolve(bonusPaid);

  it('claims once for a player who has deposited, shows the amount and hands the session the new coin', async () => {
    const { actor, told, claims } = installedApp([paid]);
    actor.send({ type: 'CONFIG', green: false });
    expect(claims()).toBe(0);
    actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(shownPrompt(actor.getSnapshot())).toBe('updateBonus');
    expect(updateBonusResult(actor.getSnapshot())).toEqual({ paid: 2_000 });
    expect(told).toContainEqual({ type: 'BALANCE.UPDATED', balance: { coin: 52_000 } });
    expect(told).toContainEqual({ type: 'PROMPT.SHOWN' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(local.get('uiTips')?.[bonusTip(7)]).toBe(true);
    // The next start of the app: settled for this player on this device, no claim.
    const next = installedApp([paid]);
    next.actor.send({ type: 'CONFIG', green: false });
    next.actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    expect(next.claims()).toBe(0);
    expect(next.actor.getSnapshot().value).toBe('idle');
  });

  it('claims nothing for a guest, a player who never deposited, or in a browser tab', () => {
    const { actor, claims } = installedApp([paid]);
    actor.send({ type: 'CONFIG', green: false });
    actor.send({ type: 'PLAYER', totalRecharge: 0, userId: 0 });
    actor.send({ type: 'PLAYER', totalRecharge: 0, userId: 7 });
    expect(claims()).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
    const browser = start();
    browser.send({ type: 'CONFIG', green: false });
    browser.send({ type: 'CLOSE' });
    browser.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    expect(browser.getSnapshot().hasTag('updateBonus') || browser.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('says why a failed claim failed, retries on Retry, and puts it off for the visit on Not now', async () => {
    const offline = () => Promise.reject(new NetworkError(path, new Error('offline')));
    const { actor, claims } = installedApp([offline, offline, paid]);
    actor.send({ type: 'CONFIG', green: false });
    actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    await settle();
    expect(updateBonusResult(actor.getSnapshot())).toEqual({ error: { id: 'error.network' } });
    actor.send({ type: 'RETRY' });
    expect(updateBonusResult(actor.getSnapshot())).toBeNull();
    await settle();
    expect(updateBonusResult(actor.getSnapshot())).toEqual({ error: { id: 'error.network' } });
    actor.send({ type: 'CLOSE' });
    // Not now: no claim again this visit, however often the player is heard.
    actor.send({ type: 'PLAYER', totalRecharge: 20_000, userId: 7 });
    expect(claims()).toBe(2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(local.get('uiTips')?.[bonusTip(7)]).toBeUndefined();
    // The next start of the app claims again, and is paid.
    const next = installedApp([paid]);
    next.actor.send({ type: 'CONFIG', green: false });
    next.actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    await settle();
    expect(updateBonusResult(next.actor.getSnapshot())).toEqual({ paid: 2_000 });
  });

  it('shows nothing when the server paid it before (1004: remembered) or finds no deposit (1007: not this visit)', async () => {
    const already = installedApp([() => Promise.reject(new ErrcodeError(path, 1004, 200))]);
    already.actor.send({ type: 'CONFIG', green: false });
    already.actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    await settle();
    expect(already.actor.getSnapshot().value).toBe('idle');
    expect(local.get('uiTips')?.[bonusTip(7)]).toBe(true);

    local.clear();
    const refused = installedApp([() => Promise.reject(new ErrcodeError(path, 1007, 200))]);
    refused.actor.send({ type: 'CONFIG', green: false });
    refused.actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    await settle();
    refused.actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    expect(refused.claims()).toBe(1);
    expect(refused.actor.getSnapshot().value).toBe('idle');
    expect(local.get('uiTips')?.[bonusTip(7)]).toBeUndefined();
  });

  it('is settled per player: another player on the same phone claims their own', async () => {
    local.set('uiTips', { [bonusTip(7)]: true });
    const { actor, claims } = installedApp([paid]);
    actor.send({ type: 'CONFIG', green: false });
    actor.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 8 });
    await settle();
    expect(claims()).toBe(1);
    expect(local.get('uiTips')?.[bonusTip(8)]).toBe(true);
  });
});
