import forge from 'node-forge';
import { expect, test, uniqueAccount } from './fixtures';
import { ADULT, authScreen, home, LOGGED_IN, logIn, PASSWORD, text, webConfigOf } from './support/auth';

/**
 * The 1020 lock-out (spec §8): after 5 wrong passwords within 15 min every attempt is refused for 15 min from
 * the last failure. The first 19 attempts go through the API (faster), the 20th through the form. The server clock
 * moves for this test's client only (controls.clock), so the file runs in parallel with every other.
 */

/** What jsencrypt sends: RSAES-PKCS1-V1_5 with the web config's public key, base64 (as tests/server/accounts.ts). */
function encryptLikeJsencrypt(publicKeyPem: string, textToEncrypt: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(textToEncrypt), 'RSAES-PKCS1-V1_5'));
}

const SIXTEEN_MINUTES = 16 * 60 * 1000;

test.describe('login lock-out', () => {
  test('20 wrong passwords: the 20th shows 1020; 16 min later the right password logs in', async ({
    page,
    api,
    controls,
  }, info) => {
    test.setTimeout(120_000);
    const { rsaPublicKey } = await webConfigOf(api);
    const encrypt = (password: string) => encryptLikeJsencrypt(rsaPublicKey, password);
    const account = uniqueAccount(info, 'l');
    const registered = await api.call('accountRegist', { account, password: encrypt(PASSWORD), type: 0, ...ADULT });
    expect(registered.json.errcode).toBe(0);

    // Five failures (101), then refusals (1020), even before the form is used.
    const wrong = encrypt('not-the-password');
    for (let attempt = 1; attempt <= 19; attempt++) {
      const { json } = await api.call('accountLogin', { account, password: wrong });
      expect(json.errcode, `attempt ${attempt}`).toBe(attempt <= 5 ? 101 : 1020);
    }

    await page.goto('/login');
    const form = authScreen(page);
    expect(await logIn(page, account, 'not-the-password')).toBe(1020);
    await expect(form.toast).toHaveText(text('login.loginFailed1020'));
    await expect(page).toHaveURL(/\/login$/);

    await controls.clock(SIXTEEN_MINUTES);
    expect(await logIn(page, account, PASSWORD)).toBe(0);
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
  });
});
