import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * The live chat end to end: a player writes to customer service from /lobby/service; a support agent, in another
 * browser context as on the operator's desk, sees the conversation in /ops/chat, takes it and replies; the player
 * sees "typing" and then the reply without reloading (the live stream); the agent sees the player typing. Caps,
 * roles, the atomic Take and the cross-instance bus are proved in tests/server/chat.test.ts; the statecharts in
 * tests/machines.
 */
// Its own account: a TOTP code works once, and other journeys log in as `support` at the same time.
const support = DEMO_STAFF.find((s) => s.username === 'support2')!;

test('a player writes, an agent takes and replies in /ops, each sees the other typing, the player the reply live', async ({
  page,
  api,
  browser,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'oc');
  await registerByApi(page, api, account);

  // The player opens the in-app customer service and writes.
  await page.goto('/lobby/service');
  const entries = page.getByRole('list', { name: text('profile.service.list') });
  await entries.getByRole('button', { name: /Customer Service/ }).click();
  const chat = page.getByRole('region', { name: text('profile.service.chat') });
  await chat.getByLabel(text('lobby.chat.message')).fill('Hello, my GCash deposit is not in yet.');
  await chat.getByRole('button', { name: text('lobby.chat.send') }).click();
  const log = chat.getByRole('log', { name: text('lobby.chat.conversation') });
  await expect(log).toContainText('Hello, my GCash deposit is not in yet.');
  await expect(chat.getByRole('status')).toHaveText(text('lobby.chat.waiting'));
  expect(await seriousViolations(page)).toEqual([]);

  // The agent, on the operator's desk.
  const desk = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  const ops = await desk.newPage();
  await ops.goto('/ops/chat');
  await opsLogIn(ops, support, testInfo);
  await expect(ops.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();

  const waiting = ops.getByRole('region', { name: 'Waiting for an agent' });
  await waiting.getByRole('button', { name: new RegExp(`\\(${account}\\)`) }).click();
  const conversation = ops.getByRole('region', { name: /^Conversation \d+ with/ });
  await expect(conversation.getByRole('log', { name: 'Messages' })).toContainText('my GCash deposit is not in yet');
  // The player's context: balance, deposits, identity check.
  await expect(conversation.getByRole('region', { name: 'Player' })).toContainText('Balance');
  await expect(conversation.getByRole('table', { name: 'Last 5 deposits' })).toBeVisible();
  await conversation.getByRole('button', { name: 'Take' }).click();
  await expect(ops.getByText('The conversation is yours.')).toBeVisible();
  await expect(ops.getByRole('region', { name: 'Your conversations' })).toContainText(account);
  expect(await seriousViolations(ops)).toEqual([]);

  // The player writes again: the agent sees "Player is typing…", live.
  await chat.getByLabel(text('lobby.chat.message')).fill('It was 500 pesos');
  await expect(conversation.getByRole('status')).toHaveText('Player is typing…');

  // The agent writes: the player sees "typing" at once, live.
  await conversation.getByRole('button', { name: 'Greeting', exact: true }).click();
  await conversation.getByLabel('Reply').fill('Hello! I am checking your GCash deposit now.');
  await expect(chat.getByRole('status')).toHaveText(text('lobby.chat.typing'));
  await conversation.getByRole('button', { name: 'Send reply' }).click();

  // The reply reaches the player without a reload; the typing ends with it.
  await expect(log.getByRole('listitem').last()).toContainText('Hello! I am checking your GCash deposit now.');
  await expect(log.getByRole('listitem').last()).toContainText(text('lobby.chat.agent'));
  await expect(chat.getByRole('status')).not.toHaveText(text('lobby.chat.typing'));

  // The agent closes: the player reads that the chat ended and may start a new one.
  await conversation.getByRole('button', { name: 'Close conversation' }).click();
  await expect(chat.getByText(text('lobby.chat.closed'))).toBeVisible();
  await expect(chat.getByRole('button', { name: text('lobby.chat.newChat') })).toBeVisible();
  await desk.close();
});
