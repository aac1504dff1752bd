// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { depositMachine, PICK_DEBOUNCE_MS, type RechargeAnswer } from '../../machines/wallet/deposit.machine';
import { NetworkError } from '../../src/api/client/errors';
import { DepositOverlay } from '../../src/screens/wallet/deposit/DepositOverlay';
import { MockActors } from '../machines/coverage/mockActors';
import { bankChannel, bankOrder, order, qrOrder, walletChannel } from '../machines/wallet/deposit.coverage';
import { enPH } from './messages';

afterEach(cleanup);

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The overlay over a deposit actor driven by hand (mocked calls, simulated clock). */
async function overlay(order?: RechargeAnswer) {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const deposit = createActor(
    depositMachine.provide({
      actors: {
        recharge: mocks.promise(),
        checkOrder: mocks.promise(),
        findOrder: mocks.promise(),
        copyText: mocks.promise(),
      },
    }),
    { clock, input: {} },
  ).start();
  deposit.send({ type: 'OPEN', channels: [walletChannel, bankChannel], banks: {}, options: {} });
  if (order) {
    deposit.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    mocks.resolve('recharge', order);
    await flush();
  }
  render(
    <IntlProvider locale="en-PH" messages={enPH} timeZone="Asia/Manila">
      <MemoryRouter>
        <DepositOverlay deposit={deposit} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return { deposit, mocks, clock };
}

describe('deposit overlay', () => {
  it('a paid order: the credited sheet says the amount, Play now first; an unpaid one shows none', async () => {
    const { deposit, mocks } = await overlay(order({ payUrl: '/sandbox/pay/D1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    mocks.resolve('checkOrder', { isRechargeDone: true, status: 1 });
    await flush();
    const sheet = await screen.findByRole('dialog', { name: enPH['wallet.deposit.credited.title'] });
    expect(sheet.textContent).toContain('₱100.00 credited');
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Play now' }));
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(deposit.getSnapshot().value).toBe('idle');
  });

  it('the pick dialog titled Deposit lists the channels with icons, the presets, confirm and cancel', async () => {
    const { deposit } = await overlay();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    const channel = within(dialog).getByRole('radio', { name: walletChannel.name });
    expect(channel.getAttribute('aria-checked')).toBe('true');
    expect(channel.querySelector('img')?.getAttribute('src')).toBe(walletChannel.iconH5);
    expect(within(dialog).getByRole('radio', { name: '₱100.00' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: bankChannel.name }));
    expect(deposit.getSnapshot().context.channelId).toBe(bankChannel.id);
    expect(dialog.textContent).toContain(enPH['wallet.deposit.bankFirst'].replace('{bank}', bankChannel.name));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deposit.getSnapshot().value).toBe('idle');
  });

  it('channel and amount are one selection pattern: radio groups, one tab stop each, arrow keys move the choice', async () => {
    const { deposit } = await overlay();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    const channels = within(dialog).getByRole('radiogroup', { name: 'Payment channel' });
    const amounts = within(dialog).getByRole('radiogroup', { name: 'Amount' });
    const channelRadios = within(channels).getAllByRole('radio');
    expect(channelRadios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    // Roving tab stop: only the chosen radio is in the tab order.
    expect(channelRadios.map((radio) => radio.tabIndex)).toEqual([0, -1]);
    fireEvent.keyDown(channelRadios[0] as HTMLElement, { key: 'ArrowRight' });
    expect(deposit.getSnapshot().context.channelId).toBe(bankChannel.id);
    expect(document.activeElement).toBe(channelRadios[1]);
    fireEvent.keyDown(channelRadios[1] as HTMLElement, { key: 'ArrowRight' });
    expect(deposit.getSnapshot().context.channelId).toBe(walletChannel.id);
    const amountRadios = within(amounts).getAllByRole('radio');
    fireEvent.click(amountRadios[0] as HTMLElement);
    expect(amountRadios[0]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(amountRadios[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(deposit.getSnapshot().context.amount).toBe(walletChannel.amounts.at(-1));
  });

  it('the selected tile is styled by the attribute it carries (aria-checked), channel and amount alike', () => {
    const css = readFileSync('src/screens/wallet/deposit/deposit.css', 'utf8');
    expect(css).toContain('.deposit-channel[aria-checked="true"]');
    expect(css).toContain('.deposit-amount[aria-checked="true"]');
    expect(css).not.toContain('aria-pressed');
  });

  it('a Confirm without an answer ends in a message and a way on, never silence', async () => {
    const { deposit, mocks, clock } = await overlay();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    mocks.reject('recharge', new NetworkError('/app/v1/recharge3', new Error('offline')));
    await flush();
    mocks.resolve('findOrder', {
      list: [
        {
          orderId: 'D0000000000000000042',
          requestId: deposit.getSnapshot().context.attemptId,
          amount: deposit.getSnapshot().context.amount,
          rechargeType: walletChannel.id,
          rechargeTypeName: walletChannel.name,
          status: 0,
          createTime: Date.now(),
        },
      ],
      total: 1,
      page: 1,
    });
    await flush();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('D0000000000000000042');
    expect(within(alert).getByRole('link', { name: 'Deposit records' }).getAttribute('href')).toBe(
      '/record/transaction',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(deposit.getSnapshot().context.failure).toBeNull();
  });

  it('the QR view: hint and countdown say the same 10 minutes; the order id is copyable', async () => {
    // Made now, not when the fixtures module loaded: the countdown is the order's expiry less the time of the render.
    const { deposit } = await overlay(order({ qrCodeText: qrOrder.qrCodeText }));
    const view = screen.getByRole('dialog', { name: 'Deposit' });
    expect(view.textContent).toContain('Pay within 10 minutes, or the order is void.');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(view.textContent).toContain(qrOrder.orderId);
    // The amount to pay shows beside the QR.
    expect(within(view).getByText('Amount to pay').nextElementSibling?.textContent).toBe('₱100.00');
    fireEvent.click(within(view).getByRole('button', { name: 'Copy Order ID' }));
    expect(deposit.getSnapshot().matches({ viewing: { clipboard: 'copying' } })).toBe(true);
  });

  it('the bank-transfer view: every field copyable, and the old-account warning', async () => {
    await overlay(bankOrder);
    const view = screen.getByRole('dialog', { name: 'Deposit' });
    for (const field of ['Bank', 'Short name', 'Account name', 'Account number', 'Agent (amount to transfer)']) {
      expect(within(view).getByRole('button', { name: `Copy ${field}` })).toBeTruthy();
    }
    expect(view.textContent).toContain(bankOrder.appRechargeBankOwn?.cardNum);
    expect(within(view).getByRole('note').textContent).toBe(enPH['wallet.deposit.oldAccountWarning']);
  });
});
