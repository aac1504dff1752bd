import { playerSupportMachine } from '../../../machines/ops/playerSupport.machine';
import type { PlayerSupport } from '../../../src/api/client/ops/playerSupportTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const juanSupport = {
  userId: 7,
  account: 'juan',
  locked: false,
  lockedAt: null,
  liveSessions: 1,
  walletPasswordSet: true,
  depositLimits: [
    { period: 'day', amount: 5_000_00, pending: null },
    { period: 'week', amount: null, pending: null },
    { period: 'month', amount: null, pending: null },
  ],
  notes: [],
  adjustments: [
    {
      id: 3,
      amount: -250_50,
      reason: 'Reversal',
      status: 'pending',
      proposedBy: 'finance',
      proposedAt: 0,
      decidedBy: null,
      decidedAt: null,
    },
  ],
  allowed: ['note', 'lock', 'unlock', 'endSessions', 'resetWalletPassword', 'lowerLimit'],
} satisfies PlayerSupport;

/**
 * Player support: the panel read (refused, 401, retried), a note sent at once, a lock asked without and with a
 * reason, confirmed or cancelled, and an action refused or ending the session.
 */
export const playerSupportSpec = defineMachineSpec({
  name: 'playerSupport',
  machine: playerSupportMachine,
  input: { ...queueInput, userId: 7 },
  events: [
    { type: 'FIELD', field: 'reason', value: 'Asked by the player' },
    { type: 'FIELD', field: 'note', value: 'Called' },
    { type: 'ASK', request: { action: 'note' } },
    { type: 'ASK', request: { action: 'lock' } },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'RELOAD' },
    settled('load', { support: juanSupport }),
    refused('load', 500),
    refused('load', 401),
    settled('act', { support: juanSupport }),
    refused('act', 409),
    refused('act', 401),
  ],
  mocks: (m) => ({ load: m.promise(), act: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.drafts.reason !== '',
      s.context.drafts.note !== '',
      s.context.asked?.action ?? null,
      s.context.support !== null,
    ]),
});
