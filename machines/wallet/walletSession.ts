import { WALLET_ERRCODE } from '../../src/api/contract/walletErrcodes';
import type { MessageId } from '../../src/platform/intl/messages';
import { errcodeOf, failureNotice } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import type { BalanceReceiver } from '../shared/protocol';

/** What the wallet machines tell the session after a balance changed: it re-reads the balances (refreshData). */
export type { BalanceReceiver };

/** A form moved money: the session re-reads the balances (BALANCE.REFRESH); without a session (tests) nothing. */
export function askBalanceRefresh({ context }: { context: { session: BalanceReceiver | null } }): void {
  context.session?.send({ type: 'BALANCE.REFRESH' });
}

/** The error notice of a failed wallet call (common.errorError with the code unless the errcode is known). */
export function callFailure(error: unknown): Notice {
  const errcode = errcodeOf(error);
  const own = errcode === null ? undefined : walletFailed[errcode];
  return own ? notice(own, 'error') : failureNotice(error);
}

/** The wallet errcodes with a message of their own; any other reads common.errorError with the code. */
const walletFailed: Record<number, MessageId> = {
  [WALLET_ERRCODE.amountOutOfRange]: 'wallet.error.amountOutsideLimits',
  [WALLET_ERRCODE.bankNotBound]: 'wallet.withdraw.noBank',
  [WALLET_ERRCODE.balanceTooLow]: 'wallet.error.balanceTooLow',
  [WALLET_ERRCODE.kycRequired]: 'wallet.withdraw.kycRequired',
  [WALLET_ERRCODE.kycPending]: 'wallet.withdraw.kycPending',
  [WALLET_ERRCODE.noWalletPassword]: 'wallet.withdraw.noPassword',
  [WALLET_ERRCODE.wrongWalletPassword]: 'wallet.password.wrong',
  [WALLET_ERRCODE.walletPasswordExists]: 'wallet.error.passwordAlreadySet',
  [WALLET_ERRCODE.kycImageInvalid]: 'wallet.kyc.fileUnreadable',
  [WALLET_ERRCODE.kycAlreadySubmitted]: 'wallet.error.kycAlreadySent',
  [WALLET_ERRCODE.kycUnderAge]: 'wallet.error.tooYoung',
  [WALLET_ERRCODE.kycBirthDateMismatch]: 'wallet.error.kycBirthDateMismatch',
  [WALLET_ERRCODE.walletPasswordFormat]: 'wallet.password.rule',
  [WALLET_ERRCODE.channelUnknown]: 'wallet.error.channelUnknown',
  [WALLET_ERRCODE.orderNotFound]: 'wallet.error.orderNotFound',
  [WALLET_ERRCODE.orderFinished]: 'wallet.error.orderFinished',
  [WALLET_ERRCODE.unknownBank]: 'wallet.bank.bankRequired',
  [WALLET_ERRCODE.bankFormat]: 'wallet.error.bankFormat',
  [WALLET_ERRCODE.kycFileNotFound]: 'wallet.error.kycFileMissing',
};

export { errcodeOf, WALLET_ERRCODE };
