// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CLAIM_DEBOUNCE_MS } from '../../machines/activity/activity.machine';
import {
  type FirstChargeClaim,
  type FirstChargeState,
  firstChargeMachine,
} from '../../machines/activity/firstCharge.machine';
import { HttpStatusError, NetworkError } from '../../src/api/client/errors';
import { firstChargeBonusPercent, firstChargePackFor } from '../../src/api/contract/rewards';
import { FirstChargePanel } from '../../src/screens/activity/firstCharge/FirstChargePanel';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { bought, onSale, pack } from '../machines/activity/firstCharge.coverage';
import { provideSession } from '../machines/session/provideSession';
import { enPH } from './messages';

afterEach(cleanup);

/**
 * The panel over a first-charge actor whose load answers `state` and whose claims fail with `claims` in turn (the
 * session never starts a call here); its timers on `clock`.
 */
function panel(state: FirstChargeState, claims: Error[] = [], clock = new SimulatedClock()) {
  const claim = fromPromise<FirstChargeClaim, { id: number }>(async () => {
    throw claims.shift() ?? new Error('no answer');
  });
  const actor = createActor(firstChargeMachine.provide({ actors: { load: fromPromise(async () => state), claim } }), {
    clock,
    input: { mode: 'page', packs: [pack], session: { send: () => undefined } },
  }).start();
  const session = provideSession({ loadAnonymousConfig: fromPromise(() => new Promise(() => {})) });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <SessionContext.Provider logic={session}>
        <FirstChargePanel actor={actor} />
      </SessionContext.Provider>
    </IntlProvider>,
  );
  return actor;
}

const text = (id: keyof typeof enPH, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), enPH[id]);

describe('first-charge offer', () => {
  it('on sale: Buy is the primary action; each disabled Claim says why; a coupon is explained', async () => {
    panel(onSale());
    const buy = await screen.findByRole('button', { name: text('activity.firstCharge.buy', { price: '₱100.00' }) });
    expect(buy.className).toContain('button--primary');
    const claims = screen.getAllByRole('button', { name: text('activity.firstCharge.claim') });
    expect(claims).toHaveLength(3);
    const why = text('activity.firstCharge.locked', { price: '₱100.00' });
    for (const claim of claims) {
      expect((claim as HTMLButtonElement).disabled).toBe(true);
      const described = claim.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(described)?.textContent).toBe(why);
    }
    expect(screen.getByText(text('activity.firstCharge.couponHelp'))).toBeTruthy();
  });

  it('bought: the Claim buttons are enabled and no longer point at the lock', async () => {
    panel(bought);
    await screen.findByText(text('activity.firstCharge.bought'));
    const row = document.querySelector('[data-prop="2001"]') as HTMLElement;
    const claim = within(row).getByRole('button', { name: text('activity.firstCharge.claim') });
    expect((claim as HTMLButtonElement).disabled).toBe(false);
    expect(claim.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(text('activity.firstCharge.locked', { price: '₱100.00' }))).toBeNull();
  });

  it('one offer: the home badge says the bonus the page sells, from the pack the server offers a new player', async () => {
    panel(onSale());
    const offered = firstChargePackFor([{ ...pack, id: 9, showType: 2 }, pack], false);
    expect(offered?.id).toBe(pack.id);
    const percent = firstChargeBonusPercent(pack.price, pack.award);
    expect(percent).toBe(160);
    expect(text('lobby.featured.firstDeposit', { percent })).toBe(text('activity.firstCharge.bonus', { percent }));
    expect(await screen.findByText(text('activity.firstCharge.bonus', { percent }))).toBeTruthy();
  });

  it('a claim that fails says why with Retry, and says it again when the retry fails too', async () => {
    const clock = new SimulatedClock();
    panel(
      bought,
      [
        new NetworkError('/app/v1/rechargeBonusCollection9Receive', new TypeError('aborted')),
        new HttpStatusError('/x', 503),
      ],
      clock,
    );
    await screen.findByText(text('activity.firstCharge.bought'));
    const row = document.querySelector('[data-prop="2001"]') as HTMLElement;
    await act(async () => {
      within(row)
        .getByRole('button', { name: text('activity.firstCharge.claim') })
        .click();
      clock.increment(CLAIM_DEBOUNCE_MS);
    });
    const first = await screen.findByRole('alert');
    expect(first.textContent).toContain(text('activity.claimFailed'));
    expect(first.textContent).toContain(text('error.network'));

    await act(async () => {
      within(first)
        .getByRole('button', { name: text('app.retry') })
        .click();
    });
    // The retry is under way: the first failure no longer stands for it.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      clock.increment(CLAIM_DEBOUNCE_MS);
    });
    const second = await screen.findByRole('alert');
    // A new alert, not the first one left standing: a screen reader says it again.
    expect(second).not.toBe(first);
    expect(second.textContent).toContain(text('activity.claimFailed'));
    expect(second.textContent).toContain(text('error.http', { status: 503 }));
  });
});
