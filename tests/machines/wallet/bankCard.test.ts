import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, SimulatedClock } from 'xstate';
import {
  type BankList,
  bankCardMachine,
  bankCardSubmission,
  type SaveBankRequest,
} from '../../../machines/wallet/bankCard.machine';
import {
  bankFields,
  canChoose,
  fieldProblem,
  isBusy,
  isSelecting,
  modifying,
} from '../../../machines/wallet/bankCard.selectors';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import type { DataOf } from '../../../src/api/contract/map';
import type { PageLink } from '../../../src/api/contract/pages';
import type { UserBank } from '../../../src/api/contract/player';
import { MockActors } from '../coverage/mockActors';
import { failure, offline } from '../walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const bdoMasked: UserBank = { bankId: 1001, bankName: 'BDO', accountName: 'Juan Cruz', cardNum: '•••• 7890' };
const bankTypes: DataOf<'getBankTypes'> = {
  bankList: [
    { bankId: 1001, bankName: 'BDO Unibank', shortBankName: 'BDO', bankLogo: '/art/bdo.svg' },
    { bankId: 1002, bankName: 'BPI', shortBankName: 'BPI', bankLogo: '/art/bpi.svg' },
  ],
};

async function start(input: { bankId?: number | null; returnTo?: PageLink | null } = {}) {
  const mocks = new MockActors();
  const sessionEvents: EventObject[] = [];
  const machine = bankCardMachine.provide({
    actors: {
      loadBankTypes: mocks.promise<DataOf<'getBankTypes'>>(),
      getBankInfo: mocks.promise<DataOf<'getBankInfo'>, { bankId: number }>(),
      submission: bankCardSubmission.provide({
        actors: { call: mocks.promise<BankList, { request: SaveBankRequest }>() },
      }),
    },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { banks: { 1001: bdoMasked }, session: { send: (event) => void sessionEvents.push(event) }, ...input },
  });
  const navigations: EventObject[] = [];
  actor.on('navigate', (event) => void navigations.push(event));
  actor.start();
  mocks.resolve('loadBankTypes', bankTypes);
  await flush();
  const type = (field: 'accountName' | 'cardNum', value: string) => actor.send({ type: 'FIELD.CHANGE', field, value });
  return { actor, mocks, sessionEvents, navigations, type };
}

describe('bank card form', () => {
  test('editing a bound bank reads its full number through getBankInfo, shown only in the form', async () => {
    const { actor, mocks, sessionEvents } = await start({ bankId: 1001 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'getBankInfo', input: { bankId: 1001 } });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    mocks.resolve('getBankInfo', { bank: { ...bdoMasked, cardNum: '001234567890' } });
    await flush();
    expect(modifying(actor.getSnapshot())).toBe(true);
    expect(bankFields(actor.getSnapshot())).toEqual({ accountName: 'Juan Cruz', cardNum: '001234567890' });
    // The session's list keeps the masked number; saving sends the full one and merges the (masked) answer.
    expect(actor.getSnapshot().context.banks[1001]?.cardNum).toBe('•••• 7890');
    actor.send({ type: 'SUBMIT' });
    const call = mocks.starts.at(-1);
    expect(call).toEqual({
      id: 'call',
      input: { request: { form: { bankId: 1001, accountName: 'Juan Cruz', cardNum: '001234567890' }, modify: true } },
    });
    mocks.resolve('call', { appUserBankList: [bdoMasked] });
    await flush();
    expect(sessionEvents).toEqual([{ type: 'BANKS.UPDATED', appUserBankList: [bdoMasked] }]);
    expect(JSON.stringify(sessionEvents)).not.toContain('001234567890');
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.bank.saved');
  });

  test('getBankInfo failing keeps the bound name, asks for the number again, and says why', async () => {
    const { actor, mocks } = await start({ bankId: 1001 });
    mocks.reject('getBankInfo', offline('/app/v1/getBankInfo'));
    await flush();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(bankFields(actor.getSnapshot())).toEqual({ accountName: 'Juan Cruz', cardNum: '' });
    expect(actor.getSnapshot().context.notice?.tone).toBe('error');
  });

  test('choosing a bank not bound adds it: empty fields, no getBankInfo; choosing the bound one reads it', async () => {
    const { actor, mocks, type } = await start();
    expect(mocks.starts.map((s) => s.id)).toEqual(['loadBankTypes']);
    expect(canChoose(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SELECT.OPEN' });
    expect(isSelecting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'BANK.SELECT', bankId: 1002 });
    expect(modifying(actor.getSnapshot())).toBe(false);
    expect(bankFields(actor.getSnapshot())).toEqual({ accountName: '', cardNum: '' });
    type('accountName', 'Maria Santos');
    actor.send({ type: 'SELECT.OPEN' });
    actor.send({ type: 'BANK.SELECT', bankId: 1001 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'getBankInfo', input: { bankId: 1001 } });
    expect(canChoose(actor.getSnapshot())).toBe(false);
  });

  test('rules are checked before anything is sent, each error under its field until it is typed again', async () => {
    const { actor, mocks, type } = await start();
    type('accountName', 'J4');
    type('cardNum', '123');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      bankId: 'wallet.bank.bankRequired',
      accountName: 'wallet.bank.nameRule',
      cardNum: 'wallet.bank.cardRule',
    });
    type('cardNum', '1234-5678-90');
    expect(actor.getSnapshot().context.errors.cardNum).toBeUndefined();
    expect(mocks.starts.filter((s) => s.id === 'call')).toHaveLength(0);
  });

  test('a refused save stays on the form with the reason; a saved one goes back to returnTo', async () => {
    const { actor, mocks, navigations, type } = await start({
      returnTo: { page: 'wallets', params: { id: 'withdraw' } },
    });
    actor.send({ type: 'SELECT.OPEN' });
    actor.send({ type: 'BANK.SELECT', bankId: 1002 });
    type('accountName', 'Maria Santos');
    type('cardNum', '1234 5678 90');
    actor.send({ type: 'SUBMIT' });
    expect(mocks.starts.at(-1)?.input).toEqual({
      request: { form: { bankId: 1002, accountName: 'Maria Santos', cardNum: '1234567890' }, modify: false },
    });
    mocks.reject('call', failure('/app/v1/addBankInfo', 3013));
    await flush();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(navigations).toHaveLength(0);
    actor.send({ type: 'SUBMIT' });
    mocks.resolve('call', { appUserBankList: [{ ...bdoMasked, bankId: 1002, bankName: 'BPI' }] });
    await flush();
    expect(navigations).toEqual([
      { type: 'navigate', to: { page: 'wallets', params: { id: 'withdraw' } }, replace: true },
    ]);
  });

  describe('each error under its input', () => {
    test('every broken rule is kept per field; the toast is the first in screen order, about its field', async () => {
      const { actor, type } = await start();
      type('accountName', 'J4');
      type('cardNum', '123');
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.bank.bankRequired', field: 'bankId' });
      actor.send({ type: 'SELECT.OPEN' });
      actor.send({ type: 'BANK.SELECT', bankId: 1002 });
      expect(actor.getSnapshot().context).toMatchObject({ errors: {}, notice: null });
      type('accountName', 'J4');
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.errors).toEqual({
        accountName: 'wallet.bank.nameRule',
        cardNum: 'wallet.bank.cardRule',
      });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.bank.nameRule', field: 'accountName' });
      type('cardNum', '1234567890');
      expect(fieldProblem(actor.getSnapshot())?.field).toBe('accountName');
      type('accountName', 'Juan Dela Cruz');
      expect(actor.getSnapshot().context.notice).toBeNull();
      type('cardNum', '1');
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({
        id: 'wallet.bank.cardRule',
        values: { min: 10, max: 19 },
        field: 'cardNum',
      });
    });

    test.each([
      [WALLET_ERRCODE.unknownBank, 'wallet.bank.bankRequired', 'bankId'],
      [WALLET_ERRCODE.bankFormat, 'wallet.error.bankFormat', undefined],
    ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
      const { actor, mocks, type } = await start();
      actor.send({ type: 'SELECT.OPEN' });
      actor.send({ type: 'BANK.SELECT', bankId: 1002 });
      type('accountName', 'Maria Santos');
      type('cardNum', '1234567890');
      actor.send({ type: 'SUBMIT' });
      mocks.reject('call', failure('/app/v1/addBankInfo', errcode));
      await flush();
      expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
      expect(actor.getSnapshot().context.notice?.field).toBe(field);
    });
  });
});
