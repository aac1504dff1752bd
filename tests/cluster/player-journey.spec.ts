import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { quieten, uniqueAccount } from '../../e2e/fixtures';
import { isCall, registerUsername, text } from '../../e2e/support/auth';
import { bindBdoCard } from '../../e2e/support/bank';
import { CHANNELS, depositScreens, pesos } from '../../e2e/support/deposit';
import { documentPhoto } from '../../e2e/support/kyc';
import { API_BASE } from '../../src/api/contract/define';
import type { Game } from '../../src/api/contract/entities';
import type { EndpointName } from '../../src/api/contract/map';
import { endpoints } from '../../src/api/contract/map';

/**
 * A new player on a phone, through the local cluster (tests/cluster/journeySetup.ts): registers, deposits on the
 * sandbox pay page, opens the demo slot from the home and spins three times, leaves, binds a bank card, verifies
 * (the sandbox vendor's job and webhook), sets the wallet password and withdraws. HAProxy hands each request to the
 * next instance, so the one session is served by all of them: the journey ends by checking that the answers came
 * from more than one instance (their X-Instance header) and that the balance shown is exactly the deposit, less the
 * stakes, plus the wins, less the withdrawal, by the server's own figures.
 */

const DEPOSIT = 50_000;
const WITHDRAW = 20_000;
const SPINS = 3;
const WALLET_PASSWORD = '246810';

// The cluster's address, known once the global setup has started it (a worker loads this file after that).
test.use({ baseURL: process.env.LOBBY_CLUSTER_URL });

/** A contract call with the player's token, as the app makes it; answers the JSON. */
async function call<N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  body: Record<string, unknown>,
  token: string,
): Promise<Record<string, unknown> & { errcode: number }> {
  const res = await request.post(`${API_BASE}${endpoints[name].path}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  const json = (await res.json()) as Record<string, unknown> & { errcode: number };
  expect(json.errcode, `${name}: ${JSON.stringify(json)}`).toBe(0);
  return json;
}

/** The token the app keeps after registering (localStorage, as JSON). */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  return JSON.parse(stored ?? '""') as string;
}

test('a player registers, deposits, plays, leaves and withdraws while the instances take turns; the money adds up', async ({
  page,
  context,
}, info) => {
  await quieten(context);
  // Which instance answered each of the app's calls (the balancer's choice, named by the instance itself).
  const answeredBy = new Map<string, number>();
  page.on('response', (res) => {
    const instance = res.headers()['x-instance'];
    if (!instance || !new URL(res.url()).pathname.startsWith(API_BASE)) return;
    answeredBy.set(instance, (answeredBy.get(instance) ?? 0) + 1);
  });

  // Register through the form.
  const account = uniqueAccount(info, 'cj');
  await registerUsername(page, account);
  const token = await tokenOf(page);
  expect(token).not.toBe('');

  // Deposit ₱500 on the sandbox pay page: the order is made on one instance, paid on another, checked on a third.
  await page.goto('/lobby/wallets/deposit');
  const deposit = depositScreens(page);
  await expect(deposit.balance).toHaveText(pesos(0));
  await deposit.open.click();
  await expect(deposit.pick).toBeVisible();
  await deposit.channel(CHANNELS.payPage).click();
  await expect(deposit.channel(CHANNELS.payPage)).toHaveAttribute('aria-checked', 'true');
  const amount = deposit.pick.getByRole('radio', { name: pesos(DEPOSIT), exact: true });
  await amount.click();
  await expect(amount).toHaveAttribute('aria-checked', 'true');
  await deposit.confirm.click();
  await expect(deposit.view).toHaveAttribute('data-deposit', /viewing/);
  const src = await deposit.view.locator('iframe').getAttribute('src');
  const depositOrder = /\/sandbox\/pay\/(\w+)$/.exec(src ?? '')?.[1] ?? '';
  expect(depositOrder).not.toBe('');
  await deposit.payFrame.getByRole('button', { name: 'Pay' }).click();
  await expect(deposit.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await deposit.close.click();
  await expect(deposit.view).toBeHidden();
  await expect(deposit.balance).toHaveText(pesos(DEPOSIT));

  // Open the demo slot from the home (a slot: the Games type is the Color Game's) and spin three times.
  const config = await page.request.post(`${API_BASE}/app/v1/anonymous/appConfig`, { data: {} });
  const { gameList } = (await config.json()) as { gameList: Game[] };
  const slots = new Set(
    gameList
      .filter((g) => g.typeId !== 6 && g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)
      .map((g) => g.id),
  );
  await page.goto('/lobby/home');
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((elements) => elements.map((el) => Number((el as HTMLElement).dataset.gameId)));
  const gameId = shown.find((id) => slots.has(id));
  if (gameId === undefined) throw new Error('no playable slot on the home');
  const started = page.waitForResponse(isCall('startGame'));
  await page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`).first().locator('.game-card__open').click();
  expect(((await (await started).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
  const frame = page.frameLocator('iframe.game-screen__frame');
  await expect(frame.getByTestId('game-balance')).toHaveText(pesos(DEPOSIT));
  let stakes = 0;
  let wins = 0;
  let seedId = 0;
  for (let n = 0; n < SPINS; n += 1) {
    const spun = page.waitForResponse((res) => new URL(res.url()).pathname === '/sandbox/game/spin');
    await frame.getByTestId('game-spin').click();
    const spin = (await (await spun).json()) as {
      ok: boolean;
      stake: number;
      win: number;
      coin: number;
      nonce: number;
      seedId: number;
    };
    expect(spin.ok, JSON.stringify(spin)).toBe(true);
    stakes += spin.stake;
    wins += spin.win;
    seedId = spin.seedId;
    expect(spin.coin).toBe(DEPOSIT - stakes + wins);
    await expect(frame.getByTestId('game-nonce')).toHaveText(String(spin.nonce));
    await expect(frame.getByTestId('game-balance')).toHaveText(pesos(spin.coin));
    await expect(frame.getByTestId('game-spin')).toBeEnabled();
  }

  // Leave: the game session ends and the home shows what the slot left.
  const exited = page.waitForResponse(isCall('exitGame'));
  await page.getByRole('button', { name: new RegExp(text('game.leave')) }).click();
  expect(((await (await exited).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(page.getByTestId('balance')).toHaveText(pesos(DEPOSIT - stakes + wins));

  // Bind a bank card from the withdraw form; it comes back to the form.
  await page.goto('/lobby/wallets/withdraw');
  const withdraw = page.locator('.withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await withdraw.getByRole('link', { name: text('wallet.withdraw.bindBank') }).click();
  await bindBdoCard(page);
  await expect(page).toHaveURL(/\/lobby\/wallets\/withdraw$/);

  // Verify: the photo is stored in the cluster's one uploads folder; the sandbox vendor's decision is a durable job
  // that whichever instance polls first runs, and its signed webhook may reach any of them.
  await page.goto('/walletsKycUpload');
  const kyc = page.locator('.kyc');
  await expect(kyc).toHaveAttribute('data-state', 'form.editing');
  await kyc.getByLabel(text('wallet.kyc.document')).selectOption({ label: text('wallet.kyc.doc.passport') });
  await kyc.getByLabel(text('wallet.kyc.realName')).fill('Juan Dela Cruz');
  await kyc.getByLabel(text('wallet.kyc.birthDate')).fill('1990-06-15');
  await kyc
    .getByLabel(text('wallet.kyc.photo'))
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: documentPhoto() });
  await expect(kyc.getByTestId('kyc-photo-state')).toContainText('passport.png');
  const added = page.waitForResponse(isCall('addKyc'));
  await kyc.getByRole('button', { name: text('wallet.kyc.submit') }).click();
  expect(((await (await added).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page).toHaveURL(/\/walletsKyc$/);
  await expect
    .poll(async () => ((await call(page.request, 'getExchange', {}, token)) as { kycStatus?: unknown }).kycStatus, {
      timeout: 30_000,
    })
    .toBe('approved');
  await page.goto('/walletsKyc');
  await expect(page.locator('.kyc-status')).toHaveAttribute('data-kyc', 'approved');

  // Set the wallet password, then withdraw ₱200 with it.
  await page.goto('/walletsPassword');
  const passwordPage = page.locator('.wallet-page[data-mode]');
  await expect(passwordPage).toHaveAttribute('data-state', 'editing');
  await expect(passwordPage).toHaveAttribute('data-mode', 'set');
  await passwordPage.getByLabel(text('wallet.password.new')).fill(WALLET_PASSWORD);
  await passwordPage.getByLabel(text('wallet.password.confirm')).fill(WALLET_PASSWORD);
  await passwordPage.getByRole('button', { name: text('wallet.password.save') }).click();
  await expect(page).toHaveURL(/\/lobby\/wallets\/withdraw$/);
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await expect(withdraw.getByTestId('withdrawable')).toHaveText(pesos(DEPOSIT - stakes + wins));
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill(String(WITHDRAW / 100));
  await withdraw.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
  const ask = page.getByRole('dialog', { name: text('wallet.password.ask') });
  await ask.getByLabel(text('wallet.password.label')).fill(WALLET_PASSWORD);
  const exchanged = page.waitForResponse(isCall('exchange'));
  await ask.getByRole('button', { name: text('wallet.confirm') }).click();
  const placedAnswer = (await (await exchanged).json()) as { errcode: number; order: { orderId: string } };
  expect(placedAnswer.errcode, JSON.stringify(placedAnswer)).toBe(0);
  const placed = page.getByRole('dialog', { name: text('wallet.withdraw.placed') });
  await expect(placed).toContainText(placedAnswer.order.orderId);
  await placed.getByRole('button', { name: text('wallet.withdraw.again') }).click();

  // The server's figures: the paid deposit, the spins of the player's seed pair, the withdrawal held.
  const deposits = (await call(page.request, 'getRechargeRecord', { page: 1, pageSize: 20 }, token)) as unknown as {
    list: { orderId: string; amount: number; status: number }[];
  };
  expect(deposits.list).toEqual([expect.objectContaining({ orderId: depositOrder, amount: DEPOSIT, status: 1 })]);
  const spins = (await call(page.request, 'fairGameSpins', { seedId }, token)) as unknown as {
    spins: { win: number }[];
  };
  expect(spins.spins).toHaveLength(SPINS);
  expect(spins.spins.reduce((sum, s) => sum + s.win, 0)).toBe(wins);
  const withdrawals = (await call(page.request, 'getExchangeOrder', { page: 1, pageSize: 20 }, token)) as unknown as {
    list: { orderId: string; amount: number }[];
  };
  expect(withdrawals.list).toEqual([
    expect.objectContaining({ orderId: placedAnswer.order.orderId, amount: WITHDRAW }),
  ]);
  const owed = deposits.list[0]!.amount - stakes + wins - withdrawals.list[0]!.amount;
  expect(((await call(page.request, 'getExchange', {}, token)) as { coin?: unknown }).coin).toBe(owed);

  // What the player sees says the same: the withdraw form and the deposit tab's balance.
  await expect(withdraw.getByTestId('withdrawable')).toHaveText(pesos(owed));
  await page.goto('/lobby/wallets/deposit');
  await expect(deposit.balance).toHaveText(pesos(owed));

  // The balancer spread the session over the instances: more than one answered the app's calls.
  const spread = [...answeredBy].sort(([a], [b]) => a.localeCompare(b));
  const summary = spread.map(([id, n]) => `${id}: ${n}`).join(', ');
  info.annotations.push({ type: 'answered by', description: summary });
  console.log(`[journey] API calls answered by ${summary}`);
  expect(spread.length, JSON.stringify(spread)).toBeGreaterThan(1);
});
