import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { type BankList, bankCardMachine, validateBankForm } from '../../../machines/wallet/bankCard.machine';
import { NetworkError } from '../../../src/api/client/errors';
import type { DataOf } from '../../../src/api/contract/map';
import type { PageLink } from '../../../src/api/contract/pages';
import { submissionOutcomes } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';

const bdoMasked = { bankId: 1001, bankName: 'BDO', accountName: 'Juan Cruz', cardNum: '•••• 7890' };
const bdo = { ...bdoMasked, cardNum: '001234567890' };
const bankTypes: DataOf<'getBankTypes'> = {
  bankList: [
    { bankId: 1001, bankName: 'BDO Unibank', shortBankName: 'BDO', bankLogo: '/art/bdo.svg' },
    { bankId: 1002, bankName: 'BPI', shortBankName: 'BPI', bankLogo: '/art/bpi.svg' },
  ],
};
const offline = (path: string) => new NetworkError(path, new Error('offline'));

const events = [
  { type: 'xstate.done.actor.loadBankTypes', output: bankTypes, actorId: 'loadBankTypes' },
  { type: 'xstate.error.actor.loadBankTypes', error: offline('/app/v1/getBankTypes'), actorId: 'loadBankTypes' },
  { type: 'xstate.done.actor.getBankInfo', output: { bank: bdo }, actorId: 'getBankInfo' },
  { type: 'xstate.error.actor.getBankInfo', error: offline('/app/v1/getBankInfo'), actorId: 'getBankInfo' },
  { type: 'BANK.SELECT', bankId: 1002 },
  { type: 'BANK.SELECT', bankId: 1001 },
  { type: 'FIELD.CHANGE', field: 'accountName', value: 'Maria Santos' },
  { type: 'FIELD.CHANGE', field: 'accountName', value: 'M4ria' },
  { type: 'FIELD.CHANGE', field: 'cardNum', value: '1234 5678 90' },
  { type: 'FIELD.CHANGE', field: 'cardNum', value: '12ab' },
  ...submissionOutcomes({ appUserBankList: [bdoMasked] } satisfies BankList, 3013),
] as const;

const spec = (returnTo: PageLink | null) =>
  defineMachineSpec({
    name: 'bankCard',
    machine: bankCardMachine,
    // Arrives from the deposit's detour for BDO, which is already bound: the form modifies it.
    input: { banks: { 1001: bdoMasked }, bankId: 1001, returnTo },
    events,
    mocks: (mocks) => ({
      loadBankTypes: mocks.promise<DataOf<'getBankTypes'>>(),
      getBankInfo: mocks.promise<DataOf<'getBankInfo'>>(),
      submission: mocks.promise<SubmissionOutput<BankList>>(),
    }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.bankId,
        // Valid or not is what the machine decides on; the text itself does not matter.
        validateBankForm({ ...snapshot.context.fields, bankId: 0 }),
        Object.keys(snapshot.context.errors).filter((key) => snapshot.context.errors[key as 'bankId'] !== undefined),
        snapshot.context.notice?.id ?? null,
      ]),
  });

/** Saving with a place to return to (the deposit, the card list) and without (a waiting deposit navigates). */
export const bankCardSpecs = [spec({ page: 'bankCardList' }), spec(null)];
