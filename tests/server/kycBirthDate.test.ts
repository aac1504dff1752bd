import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { storeKycFile, submitKyc } from '../../server/wallet/kyc';
import { WALLET_ERRCODE } from '../../src/api/contract/walletErrcodes';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { TINY_PNG_BASE64 } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);

// 2026-03-01 16:30 UTC is already 2 March 2026 (00:30) in Manila.
const MANILA_2_MARCH = Date.UTC(2026, 2, 1, 16, 30);

/** A player (with this stored birth date, or none, as on an older account) and an uploaded photo. */
async function playerWithPhoto(birthDate: string | null) {
  const tag = randomUUID().slice(0, 8);
  const [user] = await server.conn.db
    .insert(users)
    .values({
      uuid: randomUUID(),
      account: `kyc${tag}`,
      passwordHash: 'x',
      nickname: 'kyc',
      inviteCode: `B${tag}`,
      birthDate,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  const fileId = await storeKycFile(server.conn.db, server.files, userId, TINY_PNG_BASE64, 'image/png', MANILA_2_MARCH);
  return { userId, form: { documentType: 'passport', realName: 'Juan Dela Cruz', fileId } };
}

/** The errcode submitKyc refuses with, or 0 when it accepts. */
async function refusal(userId: number, form: Parameters<typeof submitKyc>[2]): Promise<number> {
  try {
    await submitKyc(server.conn.db, userId, form, MANILA_2_MARCH);
    return 0;
  } catch (error) {
    if (error instanceof AppError) return error.errcode;
    throw error;
  }
}

describe('KYC birth date: 21 or older in Manila, the one given at sign-up', () => {
  it('counts the age on the Manila date, as registration does: 21 today in Manila passes, 21 tomorrow is 3017', async () => {
    const { userId, form } = await playerWithPhoto(null);
    // Still 1 March in UTC: the old UTC rule refused 2005-03-02.
    expect(await refusal(userId, { ...form, birthDate: '2005-03-03' })).toBe(WALLET_ERRCODE.kycUnderAge);
    expect(await refusal(userId, { ...form, birthDate: '1899-12-31' })).toBe(WALLET_ERRCODE.kycUnderAge);
    expect(await refusal(userId, { ...form, birthDate: '2005-03-02' })).toBe(0);
  });

  it('refuses a birth date other than the one given at sign-up with 3018; the same date passes', async () => {
    const { userId, form } = await playerWithPhoto('1990-06-15');
    expect(await refusal(userId, { ...form, birthDate: '1990-06-16' })).toBe(WALLET_ERRCODE.kycBirthDateMismatch);
    expect(await refusal(userId, { ...form, birthDate: '1990-06-15' })).toBe(0);
  });

  it('over HTTP: addKyc answers 3018 (HTTP 200) for a registered player who types another date', async () => {
    await t.scenario({ registerType: 2, otpStatus: 1, mode: 'normal' });
    const { device, username } = fresh();
    const registered = await t.call(
      'accountRegist',
      { account: username, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
      device,
    );
    const { token } = parseAnswer('accountRegist', registered.json);
    const upload = await t.call('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, device, token);
    const { fileId } = parseAnswer('uploadKyc', upload.json);
    const form = { documentType: 'passport', realName: 'Juan Dela Cruz', fileId };
    const other = await t.call('addKyc', { ...form, birthDate: '1991-06-15' }, device, token);
    expect({ status: other.status, errcode: other.json.errcode }).toEqual({ status: 200, errcode: 3018 });
    const same = await t.call('addKyc', { ...form, birthDate: ADULT.birthDate }, device, token);
    expect(parseAnswer('addKyc', same.json)).toMatchObject({ status: 'pending' });
  });
});
