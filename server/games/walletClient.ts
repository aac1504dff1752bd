import { WALLET_PATH, type WalletAction, type WalletAnswer, type WalletRequest, walletAnswer } from './contract';
import { SIGNATURE_HEADER, signWalletCall, TIMESTAMP_HEADER } from './signature';

/** How a provider's server reaches the wallet: over the network for a third party, in process for the studio. */
export type WalletTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface WalletClient {
  call<A extends WalletAction>(action: A, body: WalletRequest<A>): Promise<WalletAnswer>;
}

/**
 * Tries of one call. A call whose answer was lost (a time-out, a 5xx) is sent again with the same transaction id,
 * which the wallet answers with its first answer: retrying is always safe, and it is how a round gets settled.
 */
export const WALLET_TRIES = 3;

/** A provider's side of the wallet contract: each call signed with its secret over the exact bytes sent. */
export function walletClient(
  provider: { id: string; secret: string },
  transport: WalletTransport,
  clock: () => Promise<number>,
): WalletClient {
  return {
    async call(action, body) {
      const raw = JSON.stringify(body);
      let lastError: unknown;
      for (let attempt = 1; attempt <= WALLET_TRIES; attempt++) {
        // Signed afresh on every try: a retry much later than the first must not look stale.
        const timestamp = await clock();
        try {
          const res = await transport(`${WALLET_PATH}/${provider.id}/${action}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              [TIMESTAMP_HEADER]: String(timestamp),
              [SIGNATURE_HEADER]: signWalletCall(provider.secret, timestamp, raw),
            },
            body: raw,
          });
          if (res.status >= 500) {
            lastError = new Error(`wallet ${action} answered ${res.status}`);
            continue;
          }
          return walletAnswer.parse(await res.json()) as WalletAnswer;
        } catch (err) {
          lastError = err;
        }
      }
      throw lastError instanceof Error ? lastError : new Error(`wallet ${action} failed`);
    },
  };
}
