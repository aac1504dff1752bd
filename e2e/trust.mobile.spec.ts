import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { text } from './support/auth';
import {
  CHANNELS,
  confirmChannel,
  depositScreens,
  newPlayerOnDeposit,
  openDeposit,
  pesos,
  registerByApi,
} from './support/deposit';
import { GAME_TYPE, playableGame } from './support/games';

/**
 * Trust (docs/trust.md): the demo says it is a demo, a sandbox deposit is credited only through the signed
 * provider callback, and the verify page recomputes the demo game's spins in the browser. Parallel-safe: every test
 * registers its own account.
 */

/** A message with a `{count, plural, one {…} other {…}}` block, as react-intl renders it in en-PH. */
function counted(id: Parameters<typeof text>[0], count: number): string {
  return text(id).replace(/\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/, (_, one: string, other: string) =>
    (count === 1 ? one : other).replace('#', String(count)),
  );
}

test('a sandbox deposit is credited through the signed callback; a bare POST to the pay page is refused', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'tp');
  await newPlayerOnDeposit(page, api, account);
  await expect(page.getByRole('complementary', { name: text('app.demoBanner.label') })).toHaveText(
    text('app.demoBanner'),
  );
  const screens = depositScreens(page);
  await openDeposit(page);
  await confirmChannel(page, CHANNELS.payPage);
  const src = await screens.view.locator('iframe').getAttribute('src');
  const orderId = /\/sandbox\/pay\/(\w+)$/.exec(src ?? '')?.[1] ?? '';
  expect(orderId).not.toBe('');

  // The free-money attack (docs/trust.md): no page token, no signature, no money.
  const bare = await request.post(`/sandbox/pay/${orderId}`, { form: { outcome: 'paid' } });
  expect(bare.status()).toBe(403);
  expect((await walletControls(request).read(account)).coin).toBe(0);

  await screens.payFrame.getByRole('button', { name: 'Pay' }).click();
  await expect(screens.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await screens.close.click();
  await expect(screens.balance).toHaveText(pesos(10_000));
});

test('the verify page reveals the seed and verifies every spin in the browser', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'tf');
  await registerByApi(page, api, account);
  await walletControls(request).credit(account, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.slots);
  await page.goto(`/start?gameId=${game.id}`);
  const frame = page.frameLocator('iframe.game-screen__frame');
  const committed = (await frame.getByTestId('game-seed-hash').textContent()) ?? '';
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  for (const nonce of ['1', '2', '3']) {
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-nonce')).toHaveText(nonce);
    await expect(frame.getByTestId('game-spin')).toBeEnabled();
  }

  await page.goto('/fair');
  const fair = page.getByTestId('fair-verify');
  await expect(fair).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { level: 1, name: text('fair.title') })).toBeVisible();
  await expect(page.getByTestId('fair-active-hash')).toHaveText(committed);
  await expect(page.getByTestId('fair-active-nonce')).toHaveText('3');

  await page.getByLabel(text('fair.clientSeed.label')).fill('my-own-seed');
  await page.getByRole('button', { name: text('fair.rotate') }).click();
  await expect(fair).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('fair-active-client-seed')).toHaveText('my-own-seed');
  await expect(page.getByTestId('fair-active-nonce')).toHaveText('0');
  await expect(page.getByTestId('fair-revealed-seed')).toHaveCount(1);

  await page.getByRole('button', { name: counted('fair.verify', 3) }).click();
  const report = page.getByTestId('fair-report');
  await expect(report).toHaveAttribute('data-result', 'match');
  await expect(page.getByTestId('fair-report-summary')).toHaveText(counted('fair.report.allMatch', 3));
  await expect(page.locator('[data-testid="fair-spin"][data-match="true"]')).toHaveCount(3);
});
