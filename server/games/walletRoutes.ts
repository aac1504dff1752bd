import type { Context, Hono } from 'hono';
import type { Db } from '../db/connect';
import { checkedBody } from '../http/bodyGate';
import type { Logger } from '../log';
import {
  WALLET_ACTIONS,
  WALLET_PATH,
  type WalletAction,
  type WalletAnswer,
  type WalletError,
  walletRequests,
} from './contract';
import type { GameProviders } from './registry';
import { checkWalletSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';
import { authenticate, balance, credit, debit, rollback, type WalletContext } from './wallet';

const handlers: { [A in WalletAction]: (ctx: WalletContext, req: never) => Promise<WalletAnswer> } = {
  authenticate,
  balance,
  debit,
  credit,
  rollback,
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function error(c: Context, status: 400 | 401 | 404, code: WalletError['code'], message: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ERROR', code, message } satisfies WalletError, status);
}

/**
 * The wallet callbacks (docs/games.md): the gate has capped the body (WALLET_MAX_BYTES); here the provider is
 * known, the signature over the raw bytes and the timestamp hold, and the body has the action's shape, before any
 * database work. Business refusals answer 200 with status ERROR and a code: the call was understood and must not
 * be retried as it is.
 */
export function registerWalletRoutes(
  app: Hono,
  deps: { db: Db; providers: GameProviders; now: () => Promise<number>; log: Logger },
): void {
  app.post(`${WALLET_PATH}/:providerId/:action`, async (c) => {
    const provider = deps.providers.get(c.req.param('providerId'));
    if (!provider) return error(c, 404, 'UNKNOWN_PROVIDER', 'No provider has this id here.');
    const action = c.req.param('action') as WalletAction;
    if (!WALLET_ACTIONS.includes(action)) return error(c, 404, 'INVALID_REQUEST', 'Unknown wallet action.');
    const bytes = checkedBody(c);
    const now = await deps.now();
    const signed = checkWalletSignature(
      provider.secret,
      c.req.header(TIMESTAMP_HEADER),
      c.req.header(SIGNATURE_HEADER),
      bytes,
      now,
    );
    if (signed === 'invalid') {
      deps.log.error(`[games] ${provider.id} ${action}: refused a call with a bad signature`);
      return error(c, 401, 'INVALID_SIGNATURE', 'The signature does not match the body.');
    }
    if (signed === 'stale') return error(c, 401, 'STALE_TIMESTAMP', 'The call was signed too long ago; sign it again.');
    let json: unknown;
    try {
      json = JSON.parse(utf8.decode(bytes));
    } catch {
      return error(c, 400, 'INVALID_REQUEST', 'The body is not JSON.');
    }
    const parsed = walletRequests[action].safeParse(json);
    if (!parsed.success) return error(c, 400, 'INVALID_REQUEST', `The body is not a valid ${action} call.`);
    const answer = await handlers[action]({ db: deps.db, provider, now }, parsed.data as never);
    c.header('Cache-Control', 'no-store');
    return c.json(answer, 200);
  });
}
