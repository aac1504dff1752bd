// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerSupport, SupportAction } from '../../src/api/client/ops/playerSupportTypes';
import type { OpsSession } from '../../src/screens/ops/opsSession';
import { PlayerSupportPanel } from '../../src/screens/ops/PlayerSupportPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function panelOf(allowed: SupportAction[]): PlayerSupport {
  return {
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
    notes: [{ id: 1, body: 'Called about a late deposit.', by: 'support', at: 0 }],
    adjustments: [
      {
        id: 3,
        amount: 250_00,
        reason: 'Deposit credited late',
        status: 'pending',
        proposedBy: 'finance',
        proposedAt: 0,
        decidedBy: null,
        decidedAt: null,
      },
    ],
    allowed,
  };
}

/** The panel over a server that answers every call with this panel (the calls are recorded). */
function renderPanel(support: PlayerSupport) {
  const calls: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify({ ok: true, support }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const session = { send: () => {} } as unknown as OpsSession;
  // The back office's own provider (src/ops/main.tsx): English, for the money format.
  render(
    <IntlProvider locale="en-PH">
      <PlayerSupportPanel token="tok" session={session} userId={7} />
    </IntlProvider>,
  );
  return calls;
}

describe('player support panel (/ops/players)', () => {
  it('support sees the account actions and the limits, not money; a lock asks for a reason, then a confirmation', async () => {
    const calls = renderPanel(panelOf(['note', 'lock', 'unlock', 'endSessions', 'resetWalletPassword', 'lowerLimit']));
    const region = await screen.findByRole('region', { name: 'Support' });
    await within(region).findByRole('button', { name: 'Lock the player' });
    expect(within(region).queryByRole('form', { name: 'Propose a balance adjustment' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Approve adjustment 3' })).toBeNull();
    expect(within(region).getByRole('form', { name: 'Lower a deposit limit' })).toBeTruthy();
    expect(within(region).getByText(/Called about a late deposit\./)).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Lock the player' }));
    expect(within(region).getByRole('alert').textContent).toBe('Give a reason: it goes to the audit log.');
    fireEvent.change(within(region).getByLabelText('Reason for the action (written to the audit log)'), {
      target: { value: 'Takeover reported' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Lock the player' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Lock juan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/lock'))).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Lock the player' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Lock the player' }));
    await within(region).findByText('Player locked: their sessions ended and they cannot log in.');
    expect(calls.filter((c) => c.url.endsWith('/lock'))).toEqual([
      { url: '/ops-api/players/7/lock', body: { reason: 'Takeover reported' } },
    ]);
  });

  it('finance proposes adjustments and decides another person’s, with no account actions', async () => {
    renderPanel(panelOf(['note', 'proposeAdjustment', 'decideAdjustment']));
    const region = await screen.findByRole('region', { name: 'Support' });
    await within(region).findByRole('button', { name: 'Approve adjustment 3' });
    expect(within(region).queryByRole('button', { name: 'Lock the player' })).toBeNull();
    expect(within(region).queryByRole('form', { name: 'Lower a deposit limit' })).toBeNull();
    expect(within(region).getByRole('form', { name: 'Propose a balance adjustment' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Approve adjustment 3' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pay adjustment 3?' });
    expect(dialog.textContent).toContain('₱250.00 is added to the coin balance of juan through the ledger');
  });
});
