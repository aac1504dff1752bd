import { describe, expect, test } from 'vitest';
import { type DepositContext, depositMachine } from '../../../machines/wallet/deposit.machine';
import {
  bankTransferShown,
  channelNeedsBank,
  depositClosing,
  depositCredited,
  depositHook,
  depositOnScreen,
  depositRequesting,
  depositViewing,
  payPageShown,
  qrExpired,
  qrShown,
  waitsForBank,
} from '../../../machines/wallet/deposit.selectors';
import { bankChannel, bdo, qrOrder, walletChannel } from './deposit.coverage';

const context = (overrides: Partial<DepositContext> = {}): DepositContext => ({
  channels: [walletChannel, bankChannel],
  banks: {},
  channelId: walletChannel.id,
  amount: 10_000,
  fixedAmount: false,
  actType: 0,
  propId: null,
  reportFinishedDirectly: false,
  returnTo: { page: 'wallets', params: { id: 'deposit' } },
  order: qrOrder,
  coupons: [],
  couponId: null,
  now: 0,
  notice: null,
  session: null,
  attemptId: 'attempt-0001',
  failure: null,
  credited: null,
  ...overrides,
});
const at = (value: Parameters<typeof depositMachine.resolveState>[0]['value']) =>
  depositMachine.resolveState({ value, context: context() });

describe('deposit selectors (what the deposit screens read instead of state names)', () => {
  test('the pick dialog, the view, closing and the bank detour', () => {
    expect(depositRequesting(at('requesting'))).toBe(true);
    expect(depositViewing(at('requesting'))).toBe(false);
    expect(depositViewing(at('closing'))).toBe(true);
    expect(depositClosing(at('closing'))).toBe(true);
    expect([payPageShown, qrShown, bankTransferShown].map((shown) => shown(at('closing')))).toEqual([
      false,
      false,
      false,
    ]);
    expect(waitsForBank(at('bindingBank'))).toBe(true);
    expect(depositOnScreen(at('bindingBank'))).toBe(false);
    expect(depositOnScreen(at('idle'))).toBe(false);
    expect(depositHook(at('requesting'))).toBe('requesting');
  });

  test('the credited sheet shows only once the order was found paid, with its figures', () => {
    const credited = { amount: 50_000, couponBonus: 5_000 };
    const paid = depositMachine.resolveState({ value: 'credited', context: context({ credited }) });
    expect(depositCredited(paid)).toEqual(credited);
    expect(depositOnScreen(paid)).toBe(true);
    expect(depositViewing(paid)).toBe(false);
    // Closing (the check under way) and a view still open say nothing was credited yet.
    expect(depositCredited(at('closing'))).toBeNull();
    expect(depositCredited(at({ viewing: { view: 'bankTransfer' } }))).toBeNull();
    expect(depositCredited(at('idle'))).toBeNull();
  });

  test('which view shows, and the QR running out', () => {
    const qr = depositMachine.resolveState({ value: { viewing: { view: { qr: 'expired' } } }, context: context() });
    expect(depositViewing(qr)).toBe(true);
    expect([payPageShown(qr), qrShown(qr), bankTransferShown(qr)]).toEqual([false, true, false]);
    expect(qrExpired(qr)).toBe(true);
    expect(depositHook(qr)).toMatch(/^viewing\./);
  });

  test('a bank channel without an account of its bank needs one first (the guard, said once for the screens)', () => {
    expect(channelNeedsBank(context({ channelId: bankChannel.id }))).toBe(true);
    expect(channelNeedsBank(context({ channelId: bankChannel.id, banks: { [bdo.bankId]: bdo } }))).toBe(false);
    expect(channelNeedsBank(context({ channelId: walletChannel.id }))).toBe(false);
    expect(channelNeedsBank(context({ channelId: null }))).toBe(false);
  });
});
