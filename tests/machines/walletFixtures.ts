import type { ExchangeOptions, ExchangeResult } from '../../machines/wallet/withdraw.machine';
import { ErrcodeError, NetworkError } from '../../src/api/client/errors';
import type { DataOf } from '../../src/api/contract/map';

/** Answers of the wallet calls for the wallet machines' specs and tests. */

export const failure = (path: string, errcode = 1) => new ErrcodeError(path, errcode, 200);
export const offline = (path: string) => new NetworkError(path, new Error('offline'));

export function rechargeRecord(n: number): DataOf<'getRechargeRecord'>['list'][number] {
  return {
    orderId: `R${n}`,
    requestId: null,
    amount: 10_000 * n,
    rechargeType: 1,
    rechargeTypeName: 'GCash',
    status: 1,
    createTime: n,
  };
}

export function exchangeOptions(overrides: Partial<ExchangeOptions> = {}): ExchangeOptions {
  return {
    coin: 500_000,
    minAmount: 10_000,
    maxAmount: 100_000_000,
    appUserBankList: [{ bankId: 1001, bankName: 'BDO', accountName: 'Juan Dela Cruz', cardNum: '1234567890' }],
    kycStatus: 'approved',
    needKyc: false,
    kycDueTime: null,
    hasSafeboxPassword: 1,
    ...overrides,
  };
}

export const exchangeResult: ExchangeResult = {
  order: { orderId: 'W1', amount: 150_000, bankName: 'BDO', cardNum: '****7890', status: 0, createTime: 1 },
  coin: 350_000,
};
