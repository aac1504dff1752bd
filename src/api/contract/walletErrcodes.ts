/**
 * Errcodes of the wallet calls (designed; docs/wallet-server.md). Shared by the reference server and the client
 * so both read the same numbers. All travel as HTTP 200, code 200. 1050 (unreadable encrypted password) is the
 * account calls' code and is reused here.
 */
export const WALLET_ERRCODE = {
  channelUnknown: 3001,
  amountOutOfRange: 3002,
  bankNotBound: 3003,
  orderNotFound: 3004,
  balanceTooLow: 3005,
  kycRequired: 3006,
  kycPending: 3007,
  noWalletPassword: 3008,
  wrongWalletPassword: 3009,
  walletPasswordExists: 3010,
  orderFinished: 3011,
  unknownBank: 3012,
  bankFormat: 3013,
  kycFileNotFound: 3014,
  kycImageInvalid: 3015,
  kycAlreadySubmitted: 3016,
  kycUnderAge: 3017,
  /** addKyc: the birth date differs from the one the player gave at registration or LINE sign-up (the 21+ rule). */
  kycBirthDateMismatch: 3018,
  walletPasswordFormat: 3020,
} as const;
export type WalletErrcode = (typeof WALLET_ERRCODE)[keyof typeof WALLET_ERRCODE];
