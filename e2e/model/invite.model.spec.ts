import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { stateValueText } from '../../src/screens/shared/sessionStatus';
import { type Api, expect, test, uniqueAccount } from '../fixtures';
import { activityControls, bindMobile, friendJoins } from '../support/activity';
import { text, uniqueMobile } from '../support/auth';
import { registerByApi } from '../support/deposit';
import { ACTIVITY_ERRCODE, inviteModelPaths, LOADS, OTHER_ERRCODE } from './inviteModel';
import { describeEvent, pathName } from './paths';

/**
 * Model-based: the invite machine's paths (e2e/model/inviteModel.ts) replayed on /activity/inviteFriends by a new
 * player with a bound mobile; after every step the page's `data-invite` must equal the predicted state (transient
 * states are not asserted). Parallel file: each test registers its own inviter and friends.
 *
 * The first load is arranged on the server: no invitations (new player), the first prize reached (3 friends
 * register with the code), every prize received (10 friends, both prizes received), ending in 4 s (test control),
 * an activity errcode (1010) or another (4242) by the one-shot control (the share panel is e2e/invite.spec.ts's);
 * CLAIM = Receive (a refused one: the control answers 1004); ACKNOWLEDGE = OK; RETRY = Retry.
 */
const TRANSIENT = new Set(['loading', 'debouncing', 'claiming']);

const eventName = (
  event: EventObject & { output?: { appInviteBonus1User?: { itemStatus: number } }; error?: { errcode?: number } },
) => {
  if (event.type === 'xstate.done.actor.load') return `done:load(${event.output?.appInviteBonus1User?.itemStatus})`;
  if (event.type === 'xstate.error.actor.load') return `error:load(${event.error?.errcode})`;
  return describeEvent(event);
};

async function arrange(
  page: Page,
  api: Api,
  inviter: { account: string; token: string; inviteCode: string },
  first: EventObject & Record<string, unknown>,
) {
  const controls = activityControls(page.request);
  if (first.type === 'xstate.error.actor.load') {
    const code = (first.error as { errcode: number }).errcode;
    await controls.fail(
      inviter.account,
      'appInviteBonus1User',
      code === ACTIVITY_ERRCODE ? ACTIVITY_ERRCODE : OTHER_ERRCODE,
    );
    return;
  }
  const output = first.output;
  expect((await api.call('appInviteBonus1User', {}, inviter.token)).json.errcode).toBe(0);
  if (output === LOADS.ending) return void (await controls.expire(inviter.account, 'invite', 4_000));
  const friends = output === LOADS.reached ? 3 : output === LOADS.allReceived ? 10 : 0;
  for (let n = 0; n < friends; n += 1) {
    await friendJoins(page.request, api, `${inviter.account.slice(0, 12)}f${n}`, inviter.inviteCode);
  }
  if (output === LOADS.allReceived) {
    for (const propId of [1, 2]) {
      expect((await api.call('appInviteBonus1UserReceive', { propId }, inviter.token)).json.errcode).toBe(0);
    }
  }
}

for (const path of inviteModelPaths(10)) {
  test(`invite: ${pathName(path, eventName)}`, async ({ page, api, controls }, info) => {
    test.setTimeout(150_000);
    const account = uniqueAccount(info, 'im');
    const { token, user } = await registerByApi(page, api, account);
    await bindMobile(api, controls, token, uniqueMobile(info));
    const steps = path.steps.slice(1);
    await arrange(
      page,
      api,
      { account, token, inviteCode: user.inviteCode },
      steps[0]!.event as EventObject & Record<string, unknown>,
    );
    await page.goto('/lobby/notice');
    await page.goto('/activity/inviteFriends');
    const root = page.locator('[data-invite]');
    for (const [index, step] of steps.entries()) {
      const event = step.event as EventObject & Record<string, unknown>;
      await produce(page, account, event, steps[index + 2]?.event);
      const expected = stateValueText(step.state.value);
      if (expected === 'closed') await expect(page).toHaveURL(/\/lobby\/notice$/);
      else if (!TRANSIENT.has(expected)) {
        await expect(root, describeEvent(event)).toHaveAttribute('data-state', expected);
      }
    }
  });
}

async function produce(
  page: Page,
  account: string,
  event: EventObject & Record<string, unknown>,
  outcome: EventObject | undefined,
) {
  const root = page.locator('[data-invite]');
  switch (event.type) {
    case 'CLAIM':
      if (outcome?.type === 'xstate.error.actor.claim') {
        await activityControls(page.request).fail(account, 'appInviteBonus1UserReceive', 1004);
      }
      return root.getByRole('button', { name: text('activity.invite.receive') }).click();
    case 'ACKNOWLEDGE':
      return root.getByRole('button', { name: text('activity.ok') }).click();
    case 'RETRY':
      return root.getByRole('button', { name: text('app.retry') }).click();
    default:
      return;
  }
}
