import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fromPromise } from 'xstate';
import { depositMachine } from '../../machines/wallet/deposit.machine';
import { ErrcodeError, NetworkError } from '../../src/api/client/errors';
import type { RechargeType } from '../../src/api/contract/entities';
import { modelPaths, type Path } from './paths';

/**
 * The deposit machine's paths for e2e/model/deposit.model.spec.ts: which events the browser can produce in each
 * state, with stand-in payloads shaped like the real server's answers (the channel picked decides the view).
 */

/** Stand-ins for the seeded channels (server/seed/content.ts); only id, bankId and the view matter here. */
const seeded = (id: number, name: string, bankId: number, payMode: RechargeType['payMode']): RechargeType => ({
  id,
  name,
  iconH5: '',
  bankId,
  payMode,
  minAmount: 10_000,
  maxAmount: 5_000_000,
  amounts: [bankId ? 50_000 : 10_000],
});
export const MODEL_CHANNELS = [
  seeded(1, 'GCash', 0, 'url'),
  seeded(2, 'Maya', 0, 'qr'),
  seeded(3, 'BDO Bank Transfer', 1001, 'bank'),
];

const answer = (channelId: number) => {
  const base = {
    orderId: 'D1',
    payUrl: null,
    qrCodeText: null,
    createTime: 0,
    expireTime: 600_000,
    appRechargeBankOwn: null,
  };
  if (channelId === 1) return { ...base, payUrl: '/sandbox/pay/D1' };
  if (channelId === 2) return { ...base, qrCodeText: 'luckylobby-sandbox://pay?order=D1' };
  const bank = { bankName: 'BDO', shortBankName: 'BDO', bankLogo: '', accountName: 'x', cardNum: '1', amount: 1 };
  return { ...base, appRechargeBankOwn: bank };
};

/** The error stand-ins: no answer (an aborted request) and a refusal (errcode 3002, amount outside the limits). */
export const OFFLINE = new NetworkError('/app/v1/recharge3', new Error('aborted'));
export const REFUSED = new ErrcodeError('/app/v1/recharge3', 3002, 200);

const bdo = { bankId: 1001, bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', cardNum: '001234567890' };

const never = fromPromise(() => new Promise<never>(() => {}));

interface ModelContext {
  channels: unknown[];
  channelId: number | null;
  banks: object;
  notice: { id: string } | null;
}

/**
 * What the player does in each state. Kept small on purpose: the deposit opens once (a fresh page), a channel
 * is picked only from the untouched dialog, and after a refusal the player cancels.
 */
function events(snapshot: AnyMachineSnapshot): (EventObject & Record<string, unknown>)[] {
  const context = snapshot.context as ModelContext;
  if (snapshot.matches('idle')) {
    return context.channels.length === 0 ? [{ type: 'OPEN', channels: MODEL_CHANNELS, banks: {}, options: {} }] : [];
  }
  if (snapshot.matches({ picking: 'ready' })) {
    const untouched = context.channelId === 1 && Object.keys(context.banks).length === 0 && context.notice === null;
    return [
      ...(untouched ? [2, 3].map((id) => ({ type: 'CHANNEL.SELECT', id })) : []),
      ...(context.notice === null ? [{ type: 'CONFIRM' }] : []),
      { type: 'CANCEL' },
    ];
  }
  if (snapshot.matches({ picking: 'debouncing' }))
    return [{ type: 'xstate.after.pickDebounce.deposit.picking.debouncing' }];
  if (snapshot.matches('bindingBank')) return [{ type: 'BANKS.CHANGED', banks: { 1001: bdo } }];
  if (snapshot.matches('requesting')) {
    return [
      { type: 'xstate.done.actor.recharge', output: answer(context.channelId ?? 1), actorId: 'recharge' },
      { type: 'xstate.error.actor.recharge', error: OFFLINE, actorId: 'recharge' },
      { type: 'xstate.error.actor.recharge', error: REFUSED, actorId: 'recharge' },
    ];
  }
  // No answer: the app looks its order up in the records, never guesses; an aborted request created none.
  if (snapshot.matches('lookingUp')) {
    return [{ type: 'xstate.done.actor.findOrder', output: { list: [], total: 0, page: 1 }, actorId: 'findOrder' }];
  }
  if (snapshot.matches('viewing')) return [{ type: 'CLOSE' }];
  if (snapshot.matches('closing')) {
    return [
      { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: true, status: 1 }, actorId: 'checkOrder' },
      { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: false, status: 0 }, actorId: 'checkOrder' },
      { type: 'xstate.error.actor.checkOrder', error: OFFLINE, actorId: 'checkOrder' },
    ];
  }
  return [];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ModelContext;
  return JSON.stringify([
    snapshot.value,
    context.channelId,
    Object.keys(context.banks).length,
    context.notice?.id ?? null,
  ]);
};

/**
 * One path per closing outcome of each view (paid / not paid, by the channel that chose the view), and one per
 * other ending (the check unanswered, the deposit unanswered or refused, the dialog cancelled).
 */
function endKey(path: Path): string | undefined {
  const last = path.steps.at(-1)?.event ?? { type: '' };
  const context = path.state.context as ModelContext;
  return last.type === 'xstate.done.actor.checkOrder' ? JSON.stringify([context.channelId, last]) : undefined;
}

export function depositModelPaths(cap: number): Path[] {
  return modelPaths({
    machine: depositMachine,
    actors: { recharge: never, checkOrder: never, findOrder: never, coupons: never, copyText: never },
    events,
    serializeState,
    endKey,
    cap,
  });
}
