import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { seriousViolations } from './support/a11y';
import { friendVerifies } from './support/activity';
import { text } from './support/auth';
import { depositScreens, pesos, registerByApi } from './support/deposit';
import { GAME_TYPE, playableGame } from './support/games';

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;
/** Spins of the demo slot (₱10 each, server/game/rules.ts DEMO_STAKE): ₱100 of bets, 1 % of it is ₱1.00. */
const SPINS = 10;

/**
 * Agent5 (docs/promotions.md "Agent5"), mobile /activity/agent5 and desktop /lobby/agent5: a friend registers with
 * the player's code, deposits, has their identity verified (a person of their own) and plays the demo slot (real
 * bets); on the next Manila date (the server clock moved for this test's client only) the player sees the day's
 * commission in the levels and the log, claims the friend's reward, receives the commission by keyboard, and the
 * balance shows both. The rules (five levels, a day computed once, 50 concurrent receives) are proved on the server
 * and the machine.
 */
test('a friend bets, the next day the player sees the commission, claims and receives it', async ({
  page,
  api,
  controls,
  request,
}, info) => {
  const player = uniqueAccount(info, 'a5');
  const { user } = await registerByApi(page, api, player);
  const friend = uniqueAccount(info, 'a5f');
  const invitee = await registerByApi(page, api, friend, { inviteCode: user.inviteCode });
  const order = await api.call('recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }, invitee.token);
  expect(order.json.errcode).toBe(0);
  await walletControls(request).completeDeposit({ account: friend });
  // A verified person of their own: only then does the friend count as an invitee (docs/promotions.md).
  await friendVerifies(request, api, friend, invitee.token);
  const slot = await playableGame(request, GAME_TYPE.slots);
  const started = await api.call('startGame', { gameId: slot.id }, invitee.token);
  const html = await (await request.get(String(started.json.gameUrl))).text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1];
  const spins = await Promise.all(
    Array.from({ length: SPINS }, () => request.post('/sandbox/game/spin', { data: { key } })),
  );
  expect(spins.map((spin) => spin.status())).toEqual(Array(SPINS).fill(200));

  // The next Manila date, a minute in; the earlier session has gone idle by then, so the player signs in anew.
  const tomorrow = (Math.floor((Date.now() + MANILA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - MANILA_OFFSET_MS;
  await controls.clock(tomorrow + 60_000 - Date.now());
  const token = await controls.session(player);
  await page.addInitScript((value) => localStorage.setItem('token', JSON.stringify(value)), token);

  const desktop = info.project.name === 'desktop';
  await page.goto(desktop ? '/lobby/agent5' : '/activity/agent5');
  const agent = page.getByTestId('agent5');
  const member = `${friend.slice(0, 2)}****${friend.slice(-2)}`;
  const levels = agent.getByRole('table', { name: text('promotions.agent5.levels') });
  await expect(levels.locator('[data-level="1"] td')).toHaveText(['1%', '1 / 1', pesos(0), pesos(10_000), pesos(100)]);
  await expect(agent.getByTestId('agent5-receivable')).toHaveText(pesos(100));
  const log = agent.getByRole('list', { name: text('promotions.agent5.log') });
  const commission = text('promotions.agent5.log.commission', {
    level: 1,
    member,
    amount: pesos(100),
    bets: pesos(10_000),
  });
  await expect(log.getByRole('listitem')).toHaveText([new RegExp(commission.replace(/[.$*]/g, '\\$&'))]);
  expect(await seriousViolations(page)).toEqual([]);

  await agent
    .getByRole('button', { name: text('promotions.agent5.invitee.claim', { amount: pesos(1_000), member }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.agent5.inviteePaid') })).toBeVisible();
  await expect(agent.locator(`[data-invitee="${invitee.user.id}"]`)).toHaveAttribute('data-status', '2');

  const receive = agent.getByRole('button', { name: text('promotions.agent5.receive', { amount: pesos(100) }) });
  await receive.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: text('promotions.agent5.received') })).toBeVisible();
  await expect(agent.getByTestId('agent5-received')).toHaveText(pesos(100));
  await expect(receive).toHaveCount(0);
  // The log is read again after each payout, newest first.
  await expect
    .poll(() => log.locator('[data-kind]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind'))))
    .toEqual(['receive', 'invite', 'commission']);

  await page.goto('/lobby/wallets/deposit');
  await expect(depositScreens(page).balance).toHaveText(pesos(1_100));
  await controls.clock(0);
});
