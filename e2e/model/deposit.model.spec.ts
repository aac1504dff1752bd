import type { Page, Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { stateValueText } from '../../src/screens/shared/sessionStatus';
import { expect, test, uniqueAccount, type WalletControls, walletControls } from '../fixtures';
import { isCall, text } from '../support/auth';
import { depositScreens, newPlayerOnDeposit, pesos } from '../support/deposit';
import { depositModelPaths, MODEL_CHANNELS } from './depositModel';
import { describeEvent, pathName } from './paths';

/**
 * Model-based: the deposit machine's paths (e2e/model/depositModel.ts), replayed in the browser as a new player;
 * after every step the deposit's `data-deposit-state` (src/screens/wallet/deposit/DepositMount.tsx) must equal
 * the predicted state value. Parallel file: each test registers its own account and pays only its own orders.
 *
 * Event → gesture: OPEN = "Deposit now" on /lobby/wallets/deposit; CHANNEL.SELECT / CONFIRM / CANCEL = the dialog's
 * buttons; after:pickDebounce = the real 300 ms (the transient `picking.debouncing` is not asserted); the bank
 * check's detour = the URL /bindBankCard?back=1&bankId=1001, and BANKS.CHANGED = saving the form there; done /
 * error of `recharge` and `checkOrder` = letting the held recharge3 / checkRechargeOrder request through, aborting it
 * (no answer), or (refused) sending it with an amount outside the channel's limits so the server answers 3002;
 * done:checkOrder paid = the sandbox provider completes the order first (test control), unpaid = it does not.
 *
 * Excluded: RESET (logout), COPY (the journeys copy), the countdown tick and expiry (10 minutes; machine tests),
 * reportFinishedDirectly (the first-charge purchase), OPEN while waiting on the bank form.
 */
const paths = depositModelPaths(12);

const eventName = (event: EventObject & { output?: { isRechargeDone?: boolean }; error?: { kind?: string } }) => {
  if (event.type === 'OPEN' || event.type === 'BANKS.CHANGED') return event.type;
  if (event.type === 'xstate.done.actor.checkOrder')
    return `done:checkOrder(${event.output?.isRechargeDone ? 'paid' : 'unpaid'})`;
  if (event.type === 'xstate.error.actor.recharge')
    return `error:recharge(${event.error?.kind === 'errcode' ? 'refused' : 'no answer'})`;
  if (event.type === 'CHANNEL.SELECT')
    return `CHANNEL.SELECT(${MODEL_CHANNELS.find((c) => c.id === (event as { id?: number }).id)?.name})`;
  return describeEvent(event);
};

interface Replay {
  page: Page;
  wallet: WalletControls;
  held: { recharge: Route[]; check: Route[]; find: Route[] };
  /** The amount of the order under way (from the recharge3 request). */
  amount: number;
}

async function takeHeld(held: Route[]): Promise<Route> {
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return held.splice(0).at(-1)!;
}

async function produce(replay: Replay, event: EventObject & Record<string, unknown>, next: string): Promise<void> {
  const { page, held } = replay;
  const screens = depositScreens(page);
  switch (event.type) {
    case 'OPEN':
      return screens.open.click();
    case 'CHANNEL.SELECT': {
      const name = MODEL_CHANNELS.find((channel) => channel.id === event.id)?.name ?? '';
      return screens.channel(name).click();
    }
    case 'CONFIRM':
      return screens.confirm.click();
    case 'CANCEL':
      return screens.cancel.click();
    case 'CLOSE':
      await screens.close.click();
      await expect.poll(() => held.check.length).toBe(1);
      return;
    case 'BANKS.CHANGED':
      await page.getByLabel(text('wallet.bank.accountName'), { exact: true }).fill('Juan Dela Cruz');
      await page.getByLabel(text('wallet.bank.cardNum'), { exact: true }).fill('0012 3456 7890');
      await page.getByRole('button', { name: text('wallet.bank.submit') }).click();
      await expect(page).toHaveURL(/\/lobby\/wallets\/deposit$/);
      await expect.poll(() => held.recharge.length).toBe(1);
      return;
    case 'xstate.done.actor.recharge': {
      const route = await takeHeld(held.recharge);
      replay.amount = (route.request().postDataJSON() as { amount: number }).amount;
      const answer = page.waitForResponse(isCall('recharge3'));
      await route.continue();
      expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(0);
      return;
    }
    case 'xstate.error.actor.recharge': {
      const route = await takeHeld(held.recharge);
      if ((event.error as { kind?: string }).kind !== 'errcode') return route.abort('failed');
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, amount: 1 }) });
      await expect(screens.toast).toHaveText(text('wallet.error.amountOutsideLimits'));
      return;
    }
    case 'xstate.done.actor.findOrder':
      // The app's own look-up (getRechargeRecord), held so that lookingUp could be seen, goes through: the
      // aborted recharge3 created no order.
      await (await takeHeld(held.find)).continue();
      await expect(screens.pick.getByRole('alert')).toContainText(text('wallet.deposit.notSent'));
      return;
    case 'xstate.done.actor.checkOrder': {
      const route = await takeHeld(held.check);
      const paid = (event.output as { isRechargeDone: boolean }).isRechargeDone;
      if (paid) {
        const { orderId } = route.request().postDataJSON() as { orderId: string };
        await replay.wallet.completeDeposit({ orderId });
      }
      await route.continue();
      await expect(screens.balance).toHaveText(pesos(paid ? replay.amount : 0));
      return;
    }
    case 'xstate.error.actor.checkOrder':
      return (await takeHeld(held.check)).abort('failed');
    default:
      if (event.type.startsWith('xstate.after.pickDebounce')) {
        if (next === 'bindingBank') await expect(page).toHaveURL(/\/bindBankCard\?back=1&bankId=1001$/);
        else await expect.poll(() => held.recharge.length).toBe(1);
        return;
      }
      throw new Error(`no gesture for ${event.type}`);
  }
}

test.describe('deposit machine, model-based', () => {
  for (const path of paths) {
    test(pathName(path, eventName), async ({ page, api, request }, info) => {
      test.setTimeout(120_000);
      const replay: Replay = {
        page,
        wallet: walletControls(request),
        held: { recharge: [], check: [], find: [] },
        amount: 0,
      };
      await page.route(
        (url) => isCall('recharge3')({ url: () => url.toString() }),
        (route) => void replay.held.recharge.push(route),
      );
      await page.route(
        (url) => isCall('checkRechargeOrder')({ url: () => url.toString() }),
        (route) => void replay.held.check.push(route),
      );
      await page.route(
        (url) => isCall('getRechargeRecord')({ url: () => url.toString() }),
        (route) => void replay.held.find.push(route),
      );
      await newPlayerOnDeposit(page, api, uniqueAccount(info, 'md'));
      const root = page.locator('[data-deposit-state]');

      for (const step of path.steps.slice(1)) {
        const next = stateValueText(step.state.value);
        await produce(replay, step.event as EventObject & Record<string, unknown>, next);
        // The 300 ms debounce passes by itself: its transient state is not asserted.
        if (next !== 'picking.debouncing') await expect(root).toHaveAttribute('data-deposit-state', next);
      }
    });
  }
});
