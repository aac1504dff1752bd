import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { checkSection, draftOf, lobbySettingsMachine } from '../../../machines/ops/lobbySettings.machine';
import {
  mayChangeAll,
  savingSection,
  settingsDraft,
  settingsErrors,
  settingsFailed,
  settingsIdle,
  settingsInForce,
  settingsNotice,
} from '../../../machines/ops/lobbySettings.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import type { StaffRole } from '../../../src/api/client/ops/opsTypes';
import { centavosOfPesos, presetsOfText } from '../../../src/api/contract/lobbySettings';
import { MockActors } from '../coverage/mockActors';
import { seededSettings } from './lobbySettings.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(role: StaffRole = 'admin') {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    lobbySettingsMachine.provide({ actors: { load: mocks.promise(), save: mocks.promise() } }),
    {
      clock: new SimulatedClock(),
      input: { token: 'tok', role, session: { send: (e) => told.push(e.type) } },
    },
  ).start();
  return { actor, mocks, told };
}

async function loaded(role: StaffRole = 'admin') {
  const run = start(role);
  run.mocks.resolve('load', { settings: seededSettings });
  await flush();
  return run;
}

const saves = (mocks: MockActors) => mocks.starts.filter((s) => s.id === 'save');

describe('typed amounts', () => {
  test('whole pesos become centavos; anything else is no amount', () => {
    expect(centavosOfPesos('100')).toBe(10_000);
    expect(centavosOfPesos(' 1,000,000 ')).toBe(100_000_000);
    for (const bad of ['', 'ten', '-1', '1.50', '1,00', '1e3', '12,3456']) expect(centavosOfPesos(bad)).toBeNull();
    expect(presetsOfText('100, 200 500')).toEqual([10_000, 20_000, 50_000]);
    expect(presetsOfText('')).toEqual([]);
    expect(presetsOfText('100, 2.5')).toBeNull();
  });

  test('the draft shows the settings in force in pesos, and checks back to them unchanged', () => {
    const draft = draftOf(seededSettings);
    expect(draft.withdrawals).toEqual({ minAmount: '100', maxAmount: '1000000' });
    expect(draft.channels[0]).toMatchObject({ minAmount: '100', maxAmount: '50000', amounts: '100, 200, 500' });
    expect(checkSection('channels', draft, seededSettings)).toEqual({
      ok: true,
      value: { channels: seededSettings.channels.map(({ name: _, payMode: __, ...c }) => c) },
    });
  });
});

describe('lobby settings page', () => {
  test('admin turns a channel off, moves it, changes presets: the body is in centavos, in the new order', async () => {
    const { actor, mocks } = await loaded();
    expect(mayChangeAll(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CHANNEL.TOGGLE', id: 1, enabled: false });
    actor.send({ type: 'CHANNEL.MOVE', id: 2, by: -1 });
    actor.send({ type: 'CHANNEL.CHANGE', id: 2, field: 'amounts', value: '150 300' });
    // Moving the first channel further up changes nothing.
    actor.send({ type: 'CHANNEL.MOVE', id: 2, by: -1 });
    actor.send({ type: 'SAVE', section: 'channels' });
    expect(savingSection(actor.getSnapshot())).toBe('channels');
    expect(settingsIdle(actor.getSnapshot())).toBe(false);
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      section: 'channels',
      body: {
        channels: [
          { id: 2, enabled: true, minAmount: 10_000, maxAmount: 5_000_000, amounts: [15_000, 30_000] },
          { id: 1, enabled: false, minAmount: 10_000, maxAmount: 5_000_000, amounts: [10_000, 20_000, 50_000] },
        ],
      },
    });
    const stored = [
      { ...seededSettings.channels[1]!, amounts: [15_000, 30_000] },
      { ...seededSettings.channels[0]!, enabled: false },
    ];
    mocks.resolve('save', { ok: true, channels: stored });
    await flush();
    expect(settingsInForce(actor.getSnapshot())?.channels).toEqual(stored);
    expect(settingsInForce(actor.getSnapshot())).not.toHaveProperty('ok');
    expect(settingsDraft(actor.getSnapshot()).channels.map((c) => [c.name, c.amounts])).toEqual([
      ['Maya', '150, 300'],
      ['GCash', '100, 200, 500'],
    ]);
    expect(settingsNotice(actor.getSnapshot())).toEqual({
      kind: 'success',
      text: 'Deposit channels saved. Players get it on their next start-up or reload.',
    });
  });

  test('refused fields get their reasons by path and nothing is sent; corrected, the form saves', async () => {
    const { actor, mocks } = await loaded();
    actor.send({ type: 'CHANNEL.CHANGE', id: 1, field: 'minAmount', value: '60000' });
    actor.send({ type: 'CHANNEL.CHANGE', id: 2, field: 'amounts', value: '100, 100000' });
    actor.send({ type: 'WITHDRAWALS.CHANGE', field: 'maxAmount', value: '10000' });
    actor.send({ type: 'WITHDRAWALS.CHANGE', field: 'minAmount', value: '1.5' });
    actor.send({ type: 'SAVE', section: 'channels' });
    actor.send({ type: 'SAVE', section: 'withdrawals' });
    expect(saves(mocks)).toHaveLength(0);
    expect(settingsErrors(actor.getSnapshot())).toEqual({
      'channels.1.minAmount': 'The minimum is at most the maximum.',
      'channels.2.amounts': 'Each preset is from the minimum to the maximum (₱100 to ₱50,000); ₱100,000 is not.',
      'withdrawals.minAmount': 'The minimum is a whole number of pesos.',
      'withdrawals.maxAmount':
        'The maximum is above the second-approver amount (₱10,000): otherwise no withdrawal would need a second finance approver.',
    });
    expect(settingsNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'Nothing was saved: correct the marked fields.',
    });
    // Unreadable presets say how to type them.
    actor.send({ type: 'CHANNEL.CHANGE', id: 2, field: 'amounts', value: '100; 200' });
    actor.send({ type: 'SAVE', section: 'channels' });
    expect(settingsErrors(actor.getSnapshot())['channels.2.amounts']).toMatch(/separated by commas or spaces/);
    // Every channel off is refused as a whole.
    actor.send({ type: 'CHANNEL.CHANGE', id: 1, field: 'minAmount', value: '100' });
    actor.send({ type: 'CHANNEL.CHANGE', id: 2, field: 'amounts', value: '100' });
    actor.send({ type: 'CHANNEL.TOGGLE', id: 1, enabled: false });
    actor.send({ type: 'CHANNEL.TOGGLE', id: 2, enabled: false });
    actor.send({ type: 'SAVE', section: 'channels' });
    expect(settingsErrors(actor.getSnapshot()).channels).toMatch(/at least one deposit channel on/);
    actor.send({ type: 'CHANNEL.TOGGLE', id: 2, enabled: true });
    actor.send({ type: 'SAVE', section: 'channels' });
    expect(saves(mocks)).toHaveLength(1);
    // The channel errors are gone; the withdrawal form's stay until it is checked again.
    expect(Object.keys(settingsErrors(actor.getSnapshot()))).toEqual([
      'withdrawals.minAmount',
      'withdrawals.maxAmount',
    ]);
  });

  test('marketing changes the order and the presets only', async () => {
    const { actor, mocks } = await loaded('marketing');
    expect(mayChangeAll(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CHANNEL.TOGGLE', id: 1, enabled: false });
    actor.send({ type: 'CHANNEL.CHANGE', id: 1, field: 'maxAmount', value: '1000' });
    actor.send({ type: 'SIGNUP.CHANGE', patch: { greenMode: true } });
    actor.send({ type: 'WITHDRAWALS.CHANGE', field: 'maxAmount', value: '5000' });
    actor.send({ type: 'CHANNEL.CHANGE', id: 1, field: 'amounts', value: '500' });
    actor.send({ type: 'CHANNEL.MOVE', id: 1, by: 1 });
    const draft = settingsDraft(actor.getSnapshot());
    expect(draft.signUp.greenMode).toBe(false);
    expect(draft.withdrawals.maxAmount).toBe('1000000');
    expect(draft.channels.map((c) => [c.id, c.enabled, c.maxAmount, c.amounts])).toEqual([
      [2, true, '50000', '100, 200'],
      [1, true, '50000', '500'],
    ]);
    actor.send({ type: 'SAVE', section: 'channels' });
    expect(saves(mocks)).toHaveLength(1);
  });

  test('a server refusal is said and the typed values kept; a failed read offers Retry; a 401 tells the session', async () => {
    const { actor, mocks, told } = start();
    mocks.reject('load', new OpsCallError(0, 'The server cannot be reached.'));
    await flush();
    expect(settingsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve('load', { settings: seededSettings });
    await flush();
    actor.send({ type: 'SIGNUP.CHANGE', patch: { greenMode: true, registerType: 1 } });
    actor.send({ type: 'SAVE', section: 'signUp' });
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      section: 'signUp',
      body: { registerType: 1, otpOn: true, lineLoginEnabled: false, greenMode: true, ageNoticeAllModes: false },
    });
    mocks.reject('save', new OpsCallError(400, 'These are the settings in force already.'));
    await flush();
    expect(settingsNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'These are the settings in force already.',
    });
    expect(settingsDraft(actor.getSnapshot()).signUp).toMatchObject({ greenMode: true, registerType: 1 });
    expect(savingSection(actor.getSnapshot())).toBeNull();
    // Reading again drops what was typed.
    actor.send({ type: 'RELOAD' });
    mocks.resolve('load', { settings: seededSettings });
    await flush();
    expect(settingsDraft(actor.getSnapshot()).signUp.greenMode).toBe(false);
    actor.send({ type: 'SAVE', section: 'signUp' });
    mocks.reject('save', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });

  test('the minimum app version: checked here as the server checks it, saved as typed, admin only', async () => {
    const { actor, mocks } = await loaded();
    actor.send({ type: 'APPVERSION.CHANGE', value: '2.0' });
    actor.send({ type: 'SAVE', section: 'appVersion' });
    expect(settingsErrors(actor.getSnapshot())['appVersion.minimum']).toMatch(/three numbers/);
    actor.send({ type: 'APPVERSION.CHANGE', value: '9.0.0' });
    actor.send({ type: 'SAVE', section: 'appVersion' });
    expect(settingsErrors(actor.getSnapshot())['appVersion.minimum']).toMatch(/at most 1\.0\.28/);
    expect(saves(mocks)).toHaveLength(0);
    actor.send({ type: 'APPVERSION.CHANGE', value: '1.0.20' });
    actor.send({ type: 'SAVE', section: 'appVersion' });
    expect(saves(mocks).at(-1)?.input).toEqual({ token: 'tok', section: 'appVersion', body: { minimum: '1.0.20' } });
    mocks.resolve('save', { appVersion: { minimum: '1.0.20', served: '1.0.28' } });
    await flush();
    expect(settingsInForce(actor.getSnapshot())?.appVersion.minimum).toBe('1.0.20');
    expect(settingsDraft(actor.getSnapshot()).appVersion).toBe('1.0.20');
    expect(settingsNotice(actor.getSnapshot())?.text).toMatch(/Minimum app version saved/);
    const marketing = await loaded('marketing');
    marketing.actor.send({ type: 'APPVERSION.CHANGE', value: '1.0.1' });
    expect(settingsDraft(marketing.actor.getSnapshot()).appVersion).toBe('');
  });
});
