import type { Page, Route } from '@playwright/test';
import { type AnyMachineSnapshot, type EventObject, fromPromise } from 'xstate';
import { type SendCodeEvent, sendCodeMachine } from '../../machines/auth/sendCode.machine';
import type { PhoneBounds } from '../../machines/shared/validation';
import { BASE_WEB_CONFIG } from '../../server/seed/webConfig';
import { NetworkError } from '../../src/api/client/errors';
import { expect, test } from '../fixtures';
import { authScreen, isCall, text, uniqueMobile } from '../support/auth';
import { modelPaths, pathName } from './paths';

/**
 * Model-based: the send-code machine's shortest paths, replayed on /register (registerType 1, switched for this
 * test's client only by controls.scenario).
 *
 * Event → gesture: SEND = type the number into "Mobile number" and press Send code; after:submitDebounce /
 * after:tick = page.clock.runFor(300 / 1000); done:smsSend = let the held smsSend request through (a fresh
 * number per send); error:smsSend = the held request fails on the network (the plain failure branch; 1021, which
 * counts the server's seconds down instead, is the send-code machine test's case). A run of ticks is checked where it
 * ends.
 * Excluded: SEND while debouncing, sending or cooling down: the button is disabled then (busy or counting),
 * so the UI cannot produce it (the refusal is proven by the disabled button in register-phone.mobile.spec.ts).
 * State → assertion: data-send-code on the form root, the button's text and the toast.
 */
const bounds: PhoneBounds = {
  accountLengthMin: BASE_WEB_CONFIG.accountLengthMin,
  accountLengthMax: BASE_WEB_CONFIG.accountLengthMax,
  mobileStartsWith: BASE_WEB_CONFIG.accountRule.mobileStartsWith,
};
const NUMBERS = { valid: '9171234567', short: '917', badStart: '8171234567' } as const;
const labelOf = (mobile: string) => Object.entries(NUMBERS).find(([, m]) => m === mobile)?.[0] ?? mobile;

const paths = modelPaths({
  machine: sendCodeMachine,
  actors: { smsSend: fromPromise(() => new Promise<never>(() => {})) },
  events: (snapshot: AnyMachineSnapshot) => {
    const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
    return [...handled].flatMap((type): EventObject[] => {
      if (type === 'SEND') {
        return snapshot.matches('idle')
          ? Object.values(NUMBERS).map((mobile) => ({ type, mobile, kind: 0, bounds }) satisfies SendCodeEvent)
          : [];
      }
      if (type === 'xstate.done.actor.smsSend') return [{ type, output: {}, actorId: 'smsSend' } as EventObject];
      if (type === 'xstate.error.actor.smsSend') {
        return [{ type, error: new NetworkError('/app/v1/smsSend', null), actorId: 'smsSend' } as EventObject];
      }
      return [{ type }];
    });
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.secondsLeft,
      snapshot.context.request?.mobile ?? null,
      snapshot.context.notice?.id ?? null,
    ]),
  cap: 15,
});

const eventName = (event: EventObject) => {
  if (event.type === 'SEND') return `SEND(${labelOf((event as SendCodeEvent).mobile)})`;
  return event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1');
};

async function expectState(page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const form = authScreen(page);
  const value = String(snapshot.value);
  await expect(form.root).toHaveAttribute('data-send-code', value);
  const seconds = snapshot.context.secondsLeft as number;
  if (value === 'coolingDown') await expect(form.sendCode).toHaveText(text('auth.resendIn', { seconds }));
  else await expect(form.sendCode).toHaveText(text('auth.sendCode'));
  const notice = snapshot.context.notice as { id: Parameters<typeof text>[0]; values?: Record<string, number> } | null;
  if (notice && value !== 'sending') await expect(form.toast).toHaveText(text(notice.id, notice.values));
}

test.describe('send-code machine, model-based', () => {
  test.beforeEach(async ({ controls }) => {
    await controls.scenario({ registerType: 1, otpStatus: 1 });
  });

  for (const path of paths) {
    test(pathName(path, eventName), async ({ page }, info) => {
      test.setTimeout(120_000);
      const held: Route[] = [];
      await page.route(
        (url) => isCall('smsSend')({ url: () => url.toString() }),
        (route) => {
          held.push(route);
        },
      );
      await page.clock.install();
      await page.goto('/register');
      const form = authScreen(page);
      await expect(form.mobile).toBeVisible();
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1_000);
      await expectState(page, path.steps[0]!.state);

      let mobile = '';
      const steps = path.steps.slice(1);
      for (const [index, step] of steps.entries()) {
        const event = step.event;
        // A run of countdown ticks: the clock moves a second per tick and the screen is checked where the run ends
        // (each second of the countdown is the machine test's; the browser shows where the run lands).
        const isTick = (e: EventObject | undefined) => Boolean(e?.type.startsWith('xstate.after.tick'));
        if (isTick(event) && isTick(steps[index + 1]?.event)) {
          await page.clock.runFor(1_000);
          continue;
        }
        if (event.type === 'SEND') {
          const model = (event as SendCodeEvent).mobile;
          mobile = model === NUMBERS.valid ? uniqueMobile(info, String(index)) : model;
          await form.mobile.fill(mobile);
          await form.sendCode.click();
        } else if (event.type.startsWith('xstate.after.submitDebounce')) {
          await page.clock.runFor(300);
        } else if (event.type.startsWith('xstate.after.tick')) {
          await page.clock.runFor(1_000);
        } else if (event.type === 'xstate.done.actor.smsSend' || event.type === 'xstate.error.actor.smsSend') {
          await expect.poll(() => held.length).toBe(1);
          if (event.type.startsWith('xstate.error')) {
            await held.shift()!.abort('connectionfailed');
          } else {
            const answer = page.waitForResponse(isCall('smsSend'));
            await held.shift()!.continue();
            expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(0);
          }
        } else {
          throw new Error(`no gesture for ${event.type}`);
        }
        await expectState(page, step.state);
      }
    });
  }
});
