import type { SnapshotFrom } from 'xstate';
// Types only: DepositMount (in the first download) reads these; the deposit machine's code loads on first use.
import type { Credited, DepositContext, DepositMachine } from './deposit.machine';

type DepositSnapshot = SnapshotFrom<DepositMachine>;

export { depositHook, depositOnScreen } from './depositMount.selectors';

/** The deposit waits on the bank form for a card of its channel's bank (it navigates back itself). */
export const waitsForBank = (snapshot: DepositSnapshot): boolean => snapshot.matches('bindingBank');

/** The full-screen view (pay page, QR or bank transfer) shows, or closes: not the pick dialog. */
export const depositViewing = (snapshot: DepositSnapshot): boolean =>
  snapshot.matches('viewing') || snapshot.matches('closing');

/** recharge3 is under way from the pick dialog. */
export const depositRequesting = (snapshot: DepositSnapshot): boolean => snapshot.matches('requesting');

/** Close was pressed: the order's state is checked before the view goes. */
export const depositClosing = (snapshot: DepositSnapshot): boolean => snapshot.matches('closing');

/** The order's pay page shows (not while closing). */
export const payPageShown = (snapshot: DepositSnapshot): boolean => snapshot.matches({ viewing: { view: 'payPage' } });

/** The order's QR code shows, running or expired (not while closing). */
export const qrShown = (snapshot: DepositSnapshot): boolean => snapshot.matches({ viewing: { view: 'qr' } });

/** The order's bank-transfer details show (not while closing). */
export const bankTransferShown = (snapshot: DepositSnapshot): boolean =>
  snapshot.matches({ viewing: { view: 'bankTransfer' } });

/** The QR code's time is up. */
export const qrExpired = (snapshot: DepositSnapshot): boolean =>
  snapshot.matches({ viewing: { view: { qr: 'expired' } } });

/**
 * The chosen channel pays to a bank the player has no account of: the dialog says it binds one first (the same
 * rule as the machine's `needsBank` guard, said once here for the screens).
 */
export function channelNeedsBank(context: Pick<DepositContext, 'channels' | 'channelId' | 'banks'>): boolean {
  const channel = context.channels.find((entry) => entry.id === context.channelId);
  return channel !== undefined && channel.bankId !== 0 && !context.banks[channel.bankId];
}

/** recharge3 is under way, or the look-up after it got no answer (the order may exist): the pick dialog is busy. */
export const depositBusy = (snapshot: DepositSnapshot): boolean =>
  snapshot.matches('requesting') || snapshot.matches('lookingUp');

/** The records are being read to learn whether an unanswered Confirm created an order. */
export const depositLookingUp = (snapshot: DepositSnapshot): boolean => snapshot.matches('lookingUp');

/**
 * The order was found paid (checkRechargeOrder): the success sheet's figures; null otherwise, so no sheet shows for a
 * deposit not yet paid (a bank transfer on its way) or one whose check got no answer.
 */
export const depositCredited = (snapshot: DepositSnapshot): Credited | null =>
  snapshot.matches('credited') ? snapshot.context.credited : null;
