import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import type { Logger } from '../../server/log';
import { ADULT, accountTools, fresh } from './accounts';
import { setupServer } from './harness';

/** Every line the server logs, through its logger and (in case anything bypasses it) the console. */
const lines: string[] = [];
const log: Logger = {
  info: (line) => lines.push(line),
  error: (line, err) => lines.push(`${line} ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
};
const server = setupServer({ testControls: true, seed: { games: 20 }, log });
const t = accountTools(server);

beforeEach(() => {
  lines.length = 0;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('passwords stay out of logs and answers', () => {
  it('register, wrong and right logins, a reset: no log line and no answer holds the password, ciphertext or hash', async () => {
    await t.scenario({ registerType: 3 });
    const { mobile, device } = fresh();
    const clear = 'Pw-Unique-7731';
    const newClear = 'Pw-Renewed-8842';
    const secrets: string[] = [clear, newClear];
    const answers: string[] = [];
    const send = async (name: Parameters<typeof t.call>[0], body: Record<string, unknown>, token?: string) => {
      const res = await t.call(name, body, device, token);
      answers.push(JSON.stringify(res.json));
      return res;
    };

    const registerCipher = await t.encrypt(clear);
    secrets.push(registerCipher);
    const reg = await send('accountRegist', { account: mobile, password: registerCipher, type: 0, ...ADULT });
    expect(reg.json.errcode).toBe(0);
    const [row] = await server.conn.db.select().from(users).where(eq(users.account, mobile));
    secrets.push(row!.passwordHash, row!.passwordHash.split('$').at(-1)!);

    const wrongCipher = await t.encrypt('Not-The-Password-1');
    secrets.push(wrongCipher, 'Not-The-Password-1', 'garbage');
    expect((await send('accountLogin', { account: mobile, password: wrongCipher })).json.errcode).toBe(101);
    const rightCipher = await t.encrypt(clear);
    secrets.push(rightCipher);
    const login = await send('accountLogin', { account: mobile, password: rightCipher });
    expect(login.json.errcode).toBe(0);
    await send('getUserInfo', {}, String(login.json.token));
    await send('getAfterLoginInfoWeb', {}, String(login.json.token));

    await send('smsSend', { mobile, type: 1 });
    const code = await t.lastCode(mobile, 1);
    const resetCipher = await t.encrypt(newClear);
    secrets.push(resetCipher);
    expect((await send('forgetPassword', { mobile, code, password: resetCipher })).json.errcode).toBe(0);
    const [after] = await server.conn.db.select().from(users).where(eq(users.account, mobile));
    secrets.push(after!.passwordHash);
    // An unreadable ciphertext is refused without being echoed or logged.
    expect((await send('accountLogin', { account: mobile, password: 'garbage' })).json.errcode).toBe(1050);

    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line).toMatch(/^(POST|GET) \/\S* \d{3} \d+ms$|^\[sms\] \d+ \d{6}$/);
      for (const secret of secrets) expect(line.includes(secret), `log line leaks a secret: ${line}`).toBe(false);
    }
    for (const answer of answers) {
      for (const secret of secrets) expect(answer.includes(secret), 'an answer leaks a secret').toBe(false);
      expect(answer).not.toMatch(/scrypt\$/);
      expect(answer).not.toMatch(/"(password|passwordHash|password_hash)":/);
    }
  });
});

describe('error logging', () => {
  it('drops the bound values of a failed query (they may hold a hash or a code)', async () => {
    const { describeError } = await import('../../server/log');
    const cause = new Error('duplicate key value violates unique constraint "users_account_unique"');
    const err = new Error(
      'Failed query: insert into "users" ("password_hash") values ($1)\nparams: scrypt$16384$8$1$c2FsdA==$aGFzaA==',
      {
        cause,
      },
    );
    const text = describeError(err);
    expect(text).toContain('Failed query: insert into "users"');
    expect(text).toContain('caused by: duplicate key value');
    expect(text).not.toContain('scrypt$');
  });
});
