import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { stateValueText } from '../../src/screens/shared/sessionStatus';
import { type Api, expect, test, uniqueAccount, walletControls } from '../fixtures';
import { activityControls } from '../support/activity';
import { text } from '../support/auth';
import { CHANNELS, confirmChannel, depositScreens, pesos, registerByApi } from '../support/deposit';
import { ACTIVITY_ERRCODE, firstChargeModelPaths, LOADS, OTHER_ERRCODE } from './firstChargeModel';
import { describeEvent, pathName } from './paths';

/**
 * Model-based: the first-charge machine's paths (e2e/model/firstChargeModel.ts) replayed in the browser, on the
 * page and in the home modal, each as a new player; after every step the panel's `data-first-charge` must equal
 * the predicted state (transient states are not asserted). Parallel file: every test registers its own account.
 *
 * The first load's outcome is arranged on the server before the page opens: on sale (a new player), ended (the
 * offer's end moved 4 s ahead: the countdown ends it on screen), bought (recharge3 actType 39 paid by the sandbox),
 * all claimed (bought, then the three claims), an activity errcode (1002) or another one (4242) by the one-shot
 * test control. BUY = the Buy button; DEPOSIT.FINISHED = paying that deposit on the sandbox page and closing it;
 * CLAIM = the coin reward's button (a refused claim: the one-shot control answers 1004); ACKNOWLEDGE = OK;
 * RETRY = Retry; done/after events = waiting.
 */
test.use({ showActivityModal: true });

const TRANSIENT = new Set(['loading', 'debouncing', 'claiming']);

const eventName = (
  event: EventObject & {
    output?: { appRechargeBonusCollection9?: { itemStatus: number } };
    error?: { errcode?: number };
  },
) => {
  if (event.type === 'xstate.done.actor.load')
    return `done:load(${event.output?.appRechargeBonusCollection9?.itemStatus})`;
  if (event.type === 'xstate.error.actor.load') return `error:load(${event.error?.errcode})`;
  return describeEvent(event);
};

/** Sets the server up so that the first load answers like `first` (see the file comment). */
async function arrange(
  page: Page,
  api: Api,
  account: string,
  token: string,
  first: EventObject & Record<string, unknown>,
) {
  const controls = activityControls(page.request);
  if (first.type === 'xstate.error.actor.load') {
    const code = (first.error as { errcode: number }).errcode;
    await controls.fail(
      account,
      'rechargeBonusCollection9',
      code === ACTIVITY_ERRCODE ? ACTIVITY_ERRCODE : OTHER_ERRCODE,
    );
    return;
  }
  const output = first.output;
  if (output === LOADS.onSale) return;
  expect((await api.call('rechargeBonusCollection9', {}, token)).json.errcode).toBe(0);
  if (output === LOADS.ended) {
    await controls.expire(account, 'firstCharge', 4_000);
    return;
  }
  const order = await api.call(
    'recharge3',
    { amount: 10_000, version: 4, actType: 39, rechargeType: 1, propId: 1 },
    token,
  );
  expect(order.json.errcode).toBe(0);
  await walletControls(page.request).completeDeposit({ orderId: String(order.json.orderId) });
  if (output === LOADS.allClaimed) {
    for (const propId of [2001, 2002, 1001]) {
      expect((await api.call('rechargeBonusCollection9Receive', { propId }, token)).json.errcode).toBe(0);
    }
  }
}

/**
 * The modal runs the paths where its host differs from the page (closing on an error, the countdown's end, the
 * deposit's round trip); a claim is the same panel in both hosts, so the claim paths run on the page only.
 */
const hostDiffers = (path: ReturnType<typeof firstChargeModelPaths>[number]) =>
  !path.steps.some((step) => step.event.type === 'CLAIM');

for (const mode of ['page', 'modal'] as const) {
  for (const path of firstChargeModelPaths(mode, 10).filter((path) => mode === 'page' || hostDiffers(path))) {
    test(`first-charge ${mode}: ${pathName(path, eventName)}`, async ({ page, api }, info) => {
      test.setTimeout(120_000);
      const account = uniqueAccount(info, 'fm');
      const { token } = await registerByApi(page, api, account);
      const steps = path.steps.slice(1);
      await arrange(page, api, account, token, steps[0]!.event as EventObject & Record<string, unknown>);
      const root =
        mode === 'page' ? page.locator('main') : page.getByRole('dialog', { name: text('activity.firstCharge.title') });
      const panel = root.locator('[data-first-charge]');
      if (mode === 'page') {
        await page.goto('/lobby/notice');
        await page.goto('/activity/firstCharge');
      } else {
        await page.goto('/lobby/home');
      }
      for (const [index, step] of steps.entries()) {
        const event = step.event as EventObject & Record<string, unknown>;
        await produce(page, account, event, steps[index + 2]?.event);
        const expected = stateValueText(step.state.value);
        if (expected === 'closed') {
          if (mode === 'page') await expect(page).toHaveURL(/\/lobby\/notice$/);
          else await expect(root).toBeHidden();
        } else if (!TRANSIENT.has(expected)) {
          await expect(panel, describeEvent(event)).toHaveAttribute('data-state', expected);
        }
      }
    });
  }
}

async function produce(
  page: Page,
  account: string,
  event: EventObject & Record<string, unknown>,
  outcome: EventObject | undefined,
) {
  const panel = page.locator('[data-first-charge]');
  switch (event.type) {
    case 'BUY':
      return panel.getByRole('button', { name: text('activity.firstCharge.buy', { price: pesos(10_000) }) }).click();
    case 'DEPOSIT.FINISHED': {
      const deposit = depositScreens(page);
      await confirmChannel(page, CHANNELS.payPage);
      await deposit.payFrame.getByRole('button', { name: 'Pay' }).click();
      await expect(deposit.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
      await deposit.close.click();
      await expect(deposit.view).toBeHidden();
      return;
    }
    case 'CLAIM':
      if (outcome?.type === 'xstate.error.actor.claim') {
        await activityControls(page.request).fail(account, 'rechargeBonusCollection9Receive', 1004);
      }
      return panel
        .locator('[data-prop="2001"]')
        .getByRole('button', { name: text('activity.firstCharge.claim') })
        .click();
    case 'ACKNOWLEDGE':
      return panel.getByRole('button', { name: text('activity.ok') }).click();
    case 'RETRY':
      return panel.getByRole('button', { name: text('app.retry') }).click();
    default:
      // Loads, timers and answers: the app does them; the state check below waits.
      return;
  }
}
