import { type APIRequestContext, type BrowserContext, test as base, expect, type TestInfo } from '@playwright/test';
import { API_BASE, headers } from '../src/api/contract/define';
import type { DataOf, EndpointName, RequestOf } from '../src/api/contract/map';
import { endpoints } from '../src/api/contract/map';

/**
 * Isolation (docs/testing.md): every spec file runs in parallel against ONE server, and none must run alone.
 *  - A test that writes data does it on an account of its own (`uniqueAccount`), never on a seeded one.
 *  - Switches (green mode, register type, one-time codes, forced 401, the server clock, a game in maintenance) are
 *    scoped to the test's own client: every test gets an id (`scopeOf`) sent as the `x-test-scope` cookie by its
 *    browser context and as a header by its API requests; the server (TEST_CONTROLS=1 only, server/testScope.ts)
 *    applies the switches set under that id to that client's requests only. Nothing resets the database.
 */
export const TEST_SCOPE = 'x-test-scope';

/** The test's own scope id (unique per test, retry and repeat). */
export const scopeOf = (info: TestInfo): string =>
  `${info.testId}-${info.retry}-${info.repeatEachIndex}`.replace(/[^A-Za-z0-9_.:-]/g, '_');

/** Puts a context the test opens itself (another device) into the test's scope, so it sees the same switches. */
export async function joinScope(context: BrowserContext, info: TestInfo): Promise<void> {
  const url = String(info.project.use.baseURL);
  await context.addCookies([{ name: TEST_SCOPE, value: scopeOf(info), url }]);
}

export type Answer<N extends EndpointName> = { code: number; errcode: number; msg?: string } & Partial<DataOf<N>>;

export interface Api {
  /** POST a contract call the way the client does; returns the HTTP status and the JSON answer. */
  call<N extends EndpointName>(
    name: N,
    body?: Partial<RequestOf<N>>,
    token?: string,
  ): Promise<{ status: number; json: Answer<N> }>;
}

export interface TestControls {
  /** Web-config switches for this test's client only (its pages and its API requests). */
  scenario(switches: {
    mode?: 'green' | 'normal';
    registerType?: 1 | 2 | 3;
    otpStatus?: number;
    /** Every 'token' call answers 401 while set. */
    force401?: boolean;
    /** The LINE sign-in button and the sandbox provider (server/auth/lineSandbox.ts). */
    lineLoginEnabled?: boolean;
  }): Promise<void>;
  /** Moves the server clock for this test's client only (absolute offset; 0 puts it back). */
  clock(offsetMs: number): Promise<void>;
  /** Puts a game into maintenance (or back) for this test's client only. */
  maintain(gameId: number, on: boolean): Promise<void>;
  /** The last one-time code sent to a mobile (read-only: any file may call it). */
  sms(mobile: string): Promise<string>;
  /** A token for an existing account without its password (for tests where login itself is not under test). */
  session(account: string): Promise<string>;
}

async function postJson(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const res = await request.post(path, {
    data: data as Record<string, unknown>,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status(), json: (await res.json()) as Record<string, unknown> };
}

/** A name no other test, file or project uses: distinct accounts keep parallel files apart. */
export function uniqueAccount(info: TestInfo, label = 'u'): string {
  const project = info.project.name.replace(/[^a-z]/g, '').slice(0, 3);
  const salt = `${info.workerIndex}${info.testId}${Date.now()}`;
  let hash = 0;
  for (const ch of salt) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${label}${project}${hash.toString(36).padStart(7, '0')}`.slice(0, 16);
}

export interface Overlays {
  showNoticePopup: boolean;
  showPrompts: boolean;
  showActivityModal: boolean;
}

/**
 * Marks the overlays a journey does not test as already seen in a context (see the options below): the notice
 * pop-up, the download prompts ("No more prompts", iOS guide seen; the age notice untouched) and the home activity
 * modal. Also for a second browser a test opens itself (another device).
 */
export async function quieten(
  context: BrowserContext,
  show: Overlays = { showNoticePopup: false, showPrompts: false, showActivityModal: false },
): Promise<void> {
  if (!show.showNoticePopup) {
    await context.addInitScript(() => window.sessionStorage.setItem('noticePopupShown', 'true'));
  }
  if (!show.showPrompts) {
    await context.addInitScript(() => {
      const tips = JSON.parse(window.localStorage.getItem('uiTips') ?? '{}') as Record<string, boolean>;
      window.localStorage.setItem('uiTips', JSON.stringify({ ...tips, noMorePrompts: true, iosGuide: true }));
    });
  }
  if (!show.showActivityModal) {
    await context.addInitScript(() => window.localStorage.setItem('activityModalIds', JSON.stringify([39, 40])));
  }
}

export const test = base.extend<{
  api: Api;
  controls: TestControls;
  /**
   * The home notice pop-up (once per session, spec §4) is a modal over /lobby/home: it would cover what other
   * journeys click. Off by default (the context starts with it marked shown); e2e/lobby-shell*.spec.ts turn it on
   * with `test.use({ showNoticePopup: true })`.
   */
  showNoticePopup: boolean;
  /**
   * The download prompts (app-download popup, iOS guide, Android Chrome prompt, force update) would cover every
   * mobile journey: off by default (the context starts with "No more prompts" and the iOS guide seen; the age
   * notice is untouched). e2e/prompts*.spec.ts turn them on with `test.use({ showPrompts: true })`.
   */
  showPrompts: boolean;
  /**
   * The home activity modal (first-charge, invite) greets every new player on /lobby/home: off by default (the
   * context starts with both seen). e2e/first-charge*.spec.ts turn it on with `test.use({ showActivityModal: true })`.
   */
  showActivityModal: boolean;
}>({
  showNoticePopup: [false, { option: true }],
  showPrompts: [false, { option: true }],
  showActivityModal: [false, { option: true }],

  context: async ({ context, showNoticePopup, showPrompts, showActivityModal }, use, info) => {
    await joinScope(context, info);
    await quieten(context, { showNoticePopup, showPrompts, showActivityModal });
    await use(context);
  },

  /**
   * The test's API requests (api, controls, walletControls(request)) carry its scope as a header, and a device
   * fingerprint of its own: each test is one device, as the server's per-client limits count them.
   */
  request: async ({ playwright, baseURL }, use, info) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { [TEST_SCOPE]: scopeOf(info), [headers.fingerprint]: `e2e-${scopeOf(info)}` },
    });
    await use(request);
    await request.dispose();
  },

  api: async ({ request }, use) => {
    await use({
      call: async (name, body = {}, token) => {
        const res = await postJson(request, `${API_BASE}${endpoints[name].path}`, body, token);
        return res as { status: number; json: Answer<typeof name> };
      },
    });
  },

  controls: async ({ request }, use) => {
    const control = async (path: string, body: unknown) => {
      const { status, json } = await postJson(request, `/__test__/${path}`, body);
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json.scoped, `${path} must be scoped to this test's client`).toBe(true);
    };
    await use({
      scenario: (switches) => control('scenario', switches),
      clock: (offsetMs) => control('clock', { offsetMs }),
      maintain: (gameId, on) => control('game', { gameId, maintain: on ? 1 : 0 }),
      session: async (account) => {
        const { status, json } = await postJson(request, '/__test__/session', { account });
        expect(status, JSON.stringify(json)).toBe(200);
        return String(json.token);
      },
      sms: async (mobile) => {
        const res = await request.get(`/__test__/sms?mobile=${encodeURIComponent(mobile)}`);
        const json = (await res.json()) as { smsCode?: string };
        expect(res.status(), JSON.stringify(json)).toBe(200);
        return String(json.smsCode);
      },
    });
  },
});

/** Wallet test controls (docs/wallet-server.md). Only touch the account you pass: safe in parallel files. */
export interface WalletControls {
  /** Completes a deposit like the provider's callback: by order id, or the account's latest waiting order. */
  completeDeposit(
    target: { orderId: string } | { account: string },
    outcome?: 'paid' | 'failed',
  ): Promise<{ orderId: string; coin: number }>;
  /** The bank transfer "received" call: the account's latest waiting deposit is paid. */
  bankReceived(account: string): Promise<{ orderId: string; coin: number }>;
  /** The KYC reviewer's decision on the account's waiting submission. */
  reviewKyc(account: string, decision: 'approved' | 'rejected', reason?: string): Promise<void>;
  /** The withdrawal reviewer's decision: by order id, or the account's latest waiting withdrawal. */
  reviewWithdrawal(
    target: { orderId: string } | { account: string },
    decision: 'approved' | 'rejected',
  ): Promise<{ orderId: string; coin: number }>;
  /** Credits a balance through the ledger (points for the points page, coin for a withdrawal…), in hundredths. */
  credit(account: string, balance: 'coin' | 'lottery' | 'safebox', amount: number): Promise<number>;
  /** Balances of an account beside its ledger sums, KYC state and first-recharge time. */
  read(account: string): Promise<{
    coin: number;
    lottery: number;
    safebox: number;
    ledgerSums: { coin: number; lottery: number; safebox: number };
    kycStatus: 'none' | 'pending' | 'approved' | 'rejected' | 'resubmit';
    firstRechargeAt: number | null;
  }>;
}

/** `const wallet = walletControls(request)` inside a test that asks for `{ request }`. */
export function walletControls(request: APIRequestContext): WalletControls {
  const control = async (path: string, body: unknown) => {
    const { status, json } = await postJson(request, `/__test__/${path}`, body);
    expect(status, `${path}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  };
  const completeDeposit: WalletControls['completeDeposit'] = async (target, outcome = 'paid') => {
    const json = await control('deposit/complete', { ...target, outcome });
    return { orderId: String(json.orderId), coin: Number(json.coin) };
  };
  return {
    completeDeposit,
    bankReceived: (account) => completeDeposit({ account }),
    reviewKyc: async (account, decision, reason) => {
      await control('kyc/review', reason === undefined ? { account, decision } : { account, decision, reason });
    },
    reviewWithdrawal: async (target, decision) => {
      const json = await control('withdrawal/review', { ...target, decision });
      return { orderId: String(json.orderId), coin: Number(json.coin) };
    },
    credit: async (account, balance, amount) =>
      Number((await control('credit', { account, balance, amount })).balanceAfter),
    read: async (account) => {
      const res = await request.get(`/__test__/wallet?account=${encodeURIComponent(account)}`);
      const json = await res.json();
      expect(res.status(), JSON.stringify(json)).toBe(200);
      return json;
    },
  };
}

export { expect };
