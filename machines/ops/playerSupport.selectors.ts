import type { SnapshotFrom } from 'xstate';
import type { SupportAction } from '../../src/api/client/ops/playerSupportTypes';
import type { PlayerSupportMachine, SupportRequest } from './playerSupport.machine';

type Snapshot = SnapshotFrom<PlayerSupportMachine>;

/** The panel as last answered; null until the first read. */
export const supportPanel = (s: Snapshot) => s.context.support;
export const supportDrafts = (s: Snapshot) => s.context.drafts;
export const supportError = (s: Snapshot) => s.context.error;
export const supportDone = (s: Snapshot) => s.context.done;
export const supportBusy = (s: Snapshot): boolean => s.hasTag('busy');
export const supportUnavailable = (s: Snapshot): boolean => s.matches('unavailable');

/** Whether the staff member's role allows an action (the server's answer; it checks again on every call). */
export const supportAllows = (s: Snapshot, action: SupportAction): boolean =>
  s.context.support?.allowed.includes(action) ?? false;

/** The question of the confirmation dialog while a destructive action waits for it; null otherwise. */
export function supportConfirmation(s: Snapshot): { title: string; message: string; confirm: string } | null {
  if (!s.hasTag('confirming') || !s.context.asked) return null;
  return confirmationOf(s.context.asked, s.context.support?.account ?? 'this player', s);
}

function confirmationOf(
  request: SupportRequest,
  account: string,
  s: Snapshot,
): { title: string; message: string; confirm: string } | null {
  switch (request.action) {
    case 'lock':
      return {
        title: `Lock ${account}?`,
        message: 'Their sessions end at once and they cannot log in until someone unlocks the account.',
        confirm: 'Lock the player',
      };
    case 'endSessions':
      return {
        title: `End every session of ${account}?`,
        message: 'Every device they are logged in on is logged out; they log in again with their password.',
        confirm: 'End the sessions',
      };
    case 'resetWalletPassword':
      return {
        title: `Reset the wallet password of ${account}?`,
        message:
          'Their wallet password is cleared and their sessions end. After logging in again they set a new one before a withdrawal.',
        confirm: 'Reset the wallet password',
      };
    case 'lowerLimit': {
      const { limitPeriod, limitAmount } = s.context.drafts;
      const word = { day: 'daily', week: 'weekly', month: 'monthly' }[limitPeriod];
      return {
        title: `Lower the ${word} deposit limit of ${account}?`,
        message: `The ${word} limit becomes ₱${limitAmount.trim()} at once. Only the player can raise it again, after the waiting time.`,
        confirm: 'Lower the limit',
      };
    }
    case 'approve': {
      const adjustment = s.context.support?.adjustments.find((a) => a.id === request.changeId);
      const amount = adjustment
        ? (Math.abs(adjustment.amount) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })
        : '';
      return {
        title: `Pay adjustment ${request.changeId}?`,
        message: `₱${amount} is ${adjustment && adjustment.amount < 0 ? 'taken from' : 'added to'} the coin balance of ${account} through the ledger, proposed by ${adjustment?.proposedBy ?? 'another person'}.`,
        confirm: 'Approve and pay',
      };
    }
    default:
      return null;
  }
}
