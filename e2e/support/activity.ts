import type { APIRequestContext } from '@playwright/test';
import forge from 'node-forge';
import { API_BASE, headers } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { type Api, expect, type TestControls, walletControls } from '../fixtures';
import { ADULT, PASSWORD, webConfigOf } from './auth';
import { documentPhoto } from './kyc';

/** The activity test controls (server/activity/testRoutes.ts, docs/activity-server.md). */
export function activityControls(request: APIRequestContext) {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/__test__/activity/${path}`, { data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    /** The player's next call of `call` answers `errcode` once. */
    fail: (account: string, call: string, errcode: number) => post('fail', { account, call, errcode }),
    /** Gives the player a deposit coupon of `percent` (as a first-charge pack would). */
    coupon: (account: string, propId: number, percent: number) => post('coupon', { account, propId, percent }),
    /** Moves the end of the player's offer to now + inMs (the offer must exist: the player looked at it). */
    expire: (account: string, activity: 'firstCharge' | 'invite', inMs: number) =>
      post('expire', { account, activity, inMs }),
    /** Drops the player's first-charge offer not bought yet: the next look chooses the pack again. */
    reoffer: (account: string) => post('reoffer', { account }),
  };
}

/** Binds a mobile to the player (sharing an invite needs one): the code the server "sent", read by test control. */
export async function bindMobile(api: Api, controls: Pick<TestControls, 'sms'>, token: string, mobile: string) {
  expect((await api.call('smsSend', { mobile, type: 2 })).json.errcode).toBe(0);
  const bound = await api.call('bindAccount', { mobile, code: await controls.sms(mobile) }, token);
  expect(bound.json.errcode).toBe(0);
}

/**
 * A friend's first deposit, paid (₱100 through the sandbox's provider callback): what makes their invitation
 * count (a bare sign-up does not).
 */
export async function friendDeposits(request: APIRequestContext, api: Api, account: string, token: string) {
  const order = await api.call('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.json.errcode).toBe(0);
  await walletControls(request).completeDeposit({ account });
}

/**
 * A friend proves who they are as a player would: the document photo, the identity form (a name of their own and the
 * birth date they signed up with), then the reviewer's approval. An invitee counts only as a verified person, and as
 * a different one from the inviter and the earlier invitees (docs/promotions.md "invitee rule"): the name, derived
 * from the account, keeps each friend a distinct person.
 */
export async function friendVerifies(request: APIRequestContext, api: Api, account: string, token: string) {
  const upload = await api.call(
    'uploadKyc',
    { image: documentPhoto().toString('base64'), mimeType: 'image/png' },
    token,
  );
  expect(upload.json.errcode, JSON.stringify(upload.json)).toBe(0);
  const added = await api.call(
    'addKyc',
    {
      documentType: 'passport',
      realName: `Friend ${account}`,
      birthDate: ADULT.birthDate,
      fileId: upload.json.fileId ?? '',
    },
    token,
  );
  expect(added.json.errcode, JSON.stringify(added.json)).toBe(0);
  await walletControls(request).reviewKyc(account, 'approved');
}

/**
 * A friend registering with the inviter's code from their own device, depositing and verified: an invitation that
 * counts.
 */
export async function friendJoins(request: APIRequestContext, api: Api, account: string, inviteCode: string) {
  const key = forge.pki.publicKeyFromPem((await webConfigOf(api)).rsaPublicKey);
  const password = forge.util.encode64(key.encrypt(forge.util.encodeUtf8(PASSWORD), 'RSAES-PKCS1-V1_5'));
  const res = await request.post(`${API_BASE}${endpoints.accountRegist.path}`, {
    data: { account, password, type: 0, inviteCode, ...ADULT },
    // An empty Cookie: the friend's own browser, not the device cookie this request context holds (the invitee
    // device limit counts by it).
    headers: { [headers.fingerprint]: `e2e-${account}`, cookie: '' },
  });
  const json = (await res.json()) as { errcode: number; token: string };
  expect(json.errcode).toBe(0);
  await friendDeposits(request, api, account, json.token);
  await friendVerifies(request, api, account, json.token);
}
