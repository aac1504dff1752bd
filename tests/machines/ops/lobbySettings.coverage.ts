import { lobbySettingsMachine } from '../../../machines/ops/lobbySettings.machine';
import type { LobbySettings } from '../../../src/api/contract/lobbySettings';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** The seeded lobby's settings as the server answers them (amounts in centavos). */
export const seededSettings: LobbySettings = {
  signUp: { registerType: 2, otpOn: true, lineLoginEnabled: false, greenMode: false, ageNoticeAllModes: false },
  withdrawals: { minAmount: 10_000, maxAmount: 100_000_000 },
  channels: [
    {
      id: 1,
      name: 'GCash',
      payMode: 'url',
      enabled: true,
      minAmount: 10_000,
      maxAmount: 5_000_000,
      amounts: [10_000, 20_000, 50_000],
    },
    {
      id: 2,
      name: 'Maya',
      payMode: 'qr',
      enabled: true,
      minAmount: 10_000,
      maxAmount: 5_000_000,
      amounts: [10_000, 20_000],
    },
  ],
  secondApprovalAbove: 1_000_000,
  appVersion: { minimum: '', served: '1.0.28' },
  configRevision: 7,
};

export const adminInput = { ...queueInput, role: 'admin' as const };

/** Lobby settings: load, type into each form (valid or not), save each, refusals and a session that ended. */
export const lobbySettingsSpec = defineMachineSpec({
  name: 'lobbySettings',
  machine: lobbySettingsMachine,
  input: adminInput,
  events: [
    settled('load', { settings: seededSettings }),
    refused('load', 500),
    refused('load', 401),
    settled('save', { signUp: { ...seededSettings.signUp, greenMode: true } }),
    refused('save', 400),
    refused('save', 401),
    { type: 'SIGNUP.CHANGE', patch: { greenMode: true } },
    { type: 'WITHDRAWALS.CHANGE', field: 'minAmount', value: 'ten' },
    { type: 'CHANNEL.CHANGE', id: 1, field: 'amounts', value: '100, 200' },
    { type: 'CHANNEL.TOGGLE', id: 2, enabled: false },
    { type: 'CHANNEL.MOVE', id: 2, by: -1 },
    { type: 'SAVE', section: 'withdrawals' },
    { type: 'SAVE', section: 'signUp' },
    { type: 'APPVERSION.CHANGE', value: '1.0.1' },
    { type: 'SAVE', section: 'appVersion' },
    { type: 'RELOAD' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), save: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.draft.signUp.greenMode,
      s.context.draft.withdrawals.minAmount,
      s.context.draft.channels.map((c) => [c.id, c.enabled, c.amounts]),
      Object.keys(s.context.errors).length > 0,
    ]),
});
