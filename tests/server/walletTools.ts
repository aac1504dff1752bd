import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { EndpointName } from '../../src/api/contract/map';
import { ADULT, accountTools, fresh } from './accounts';
import { type Answer, parseAnswer, type TestServer } from './harness';

/** 1×1 PNG, the smallest real image the KYC upload accepts. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Wallet helpers over a test server with test controls on; the player is the seeded `demo` (₱1,000 coin). */
export function walletTools(server: TestServer) {
  const tools = accountTools(server);
  let token = '';

  async function raw(path: string, init?: RequestInit) {
    return server.app.request(path, init);
  }

  const api = {
    ...tools,
    get token() {
      return token;
    },
    async start(account = 'demo'): Promise<string> {
      await server.reset();
      token = await server.login(account);
      return token;
    },
    call(name: EndpointName, body: unknown = {}, as = token): Promise<Answer> {
      return server.call(name, body, { token: as });
    },
    async ok(name: EndpointName, body: unknown = {}, as = token): Promise<Answer['json']> {
      const res = await server.call(name, body, { token: as });
      if (res.json.errcode !== 0) throw new Error(`${name} answered ${JSON.stringify(res.json)}`);
      return res.json;
    },
    raw,
    /**
     * Opens the sandbox pay page, submits its form (Pay or Fail) with the page's token, and answers the result
     * page's data-result. A page that shows no form (unknown or finished order) is posted to without a token.
     */
    async payPage(payUrl: string, outcome: 'paid' | 'failed'): Promise<{ status: number; result: string | undefined }> {
      const pageHtml = await (await raw(payUrl)).text();
      const pageToken = /name="pageToken" value="([0-9a-f]+)"/.exec(pageHtml)?.[1] ?? '';
      const res = await raw(payUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}&pageToken=${pageToken}`,
      });
      const html = await res.text();
      return { status: res.status, result: /data-result="([a-z]+)"/.exec(html)?.[1] };
    },
    /** A new player (its own device), registered with `inviteCode` when given: the inviter's downline. */
    async register(inviteCode?: string) {
      const { username, device } = fresh();
      const body = { account: username, password: await tools.encrypt('Secret12'), type: 0, ...ADULT, inviteCode };
      const answer = await server.call('accountRegist', body, { headers: { Fingerprint: device } });
      const json = parseAnswer('accountRegist', answer.json);
      return { account: username, token: json.token, inviteCode: json.user.inviteCode, id: json.user.id };
    },
    async coin(account = 'demo'): Promise<number> {
      const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.account, account));
      return row!.coin;
    },
    async user(account = 'demo') {
      const [row] = await server.conn.db.select().from(users).where(eq(users.account, account));
      return row!;
    },
    async bindBdo(as = token) {
      return api.ok('addBankInfo', { bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: '1234 5678 9012' }, as);
    },
    async setWalletPassword(pin = '123456', as = token) {
      return api.ok('safeboxPasswordInit', { password: await tools.encrypt(pin) }, as);
    },
    async approveKyc(account = 'demo', as = token) {
      const { fileId } = parseAnswer(
        'uploadKyc',
        await api.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, as),
      );
      await api.ok(
        'addKyc',
        { documentType: 'passport', realName: 'Juan Dela Cruz', birthDate: '1990-06-15', fileId },
        as,
      );
      return tools.control('kyc/review', { account, decision: 'approved' });
    },
  };
  return api;
}
