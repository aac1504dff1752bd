import { type BankList, bankCardMachine, validateBankForm } from '../../machines/wallet/bankCard.machine';
import { ErrcodeError, NetworkError } from '../../src/api/client/errors';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { defineMachineSpec } from './coverage/measureCoverage';

const bdo = { bankId: 1001, bankName: 'BDO', accountName: 'Juan Cruz', cardNum: '001234567890' };
const bankTypes: DataOf<'getBankTypes'> = {
  bankList: [
    { bankId: 1001, bankName: 'BDO Unibank', shortBankName: 'BDO', bankLogo: '/art/bdo.svg' },
    { bankId: 1002, bankName: 'BPI', shortBankName: 'BPI', bankLogo: '/art/bpi.svg' },
  ],
};

const events = [
  { type: 'xstate.done.actor.loadBankTypes', output: bankTypes, actorId: 'loadBankTypes' },
  {
    type: 'xstate.error.actor.loadBankTypes',
    error: new NetworkError('/app/v1/getBankTypes', new Error('offline')),
    actorId: 'loadBankTypes',
  },
  { type: 'BANK.SELECT', bankId: 1002 },
  { type: 'ACCOUNT_NAME.CHANGE', value: 'Maria Santos' },
  { type: 'ACCOUNT_NAME.CHANGE', value: 'M4ria' },
  { type: 'CARD_NUM.CHANGE', value: '1234 5678 90' },
  { type: 'CARD_NUM.CHANGE', value: '12ab' },
  { type: 'xstate.done.actor.save', output: { appUserBankList: [bdo] } satisfies BankList, actorId: 'save' },
  { type: 'xstate.error.actor.save', error: new ErrcodeError('/app/v1/addBankInfo', 3013, 200), actorId: 'save' },
] as const;

const spec = (returnTo: PageLink | null) =>
  defineMachineSpec({
    name: 'bankCard',
    machine: bankCardMachine,
    // Arrives from the deposit's detour for BDO, which is already bound: the form modifies it.
    input: { banks: { 1001: bdo }, bankId: 1001, returnTo },
    events,
    mocks: (mocks) => ({
      loadBankTypes: mocks.promise<DataOf<'getBankTypes'>>(),
      save: mocks.promise<BankList>(),
    }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.bankId,
        // Valid or not is what the machine decides on; the text itself does not matter.
        validateBankForm({ ...snapshot.context, bankId: 0 }),
        Object.keys(snapshot.context.errors).filter((key) => snapshot.context.errors[key as 'bankId'] !== undefined),
        snapshot.context.notice?.id ?? null,
      ]),
  });

/** Saving with a place to return to (the deposit, the card list) and without (a waiting deposit navigates). */
export const bankCardSpecs = [spec({ page: 'bankCardList' }), spec(null)];
