import type { SnapshotFrom } from 'xstate';
import { type BankCardMachine, isModifying } from './bankCard.machine';

export { fieldProblem, isLoading, loadFailed, showsForm } from '../shared/form.selectors';

type BankCardSnapshot = SnapshotFrom<BankCardMachine>;

export const bankFields = (snapshot: BankCardSnapshot) => snapshot.context.fields;
export const bankErrors = (snapshot: BankCardSnapshot) => snapshot.context.errors;
export const bankNotice = (snapshot: BankCardSnapshot) => snapshot.context.notice;
export const bankTypes = (snapshot: BankCardSnapshot) => snapshot.context.bankTypes;
export const chosenBankId = (snapshot: BankCardSnapshot) => snapshot.context.bankId;
/** The chosen bank's entry of the bank list (logo and name), if any. */
export const chosenBank = (snapshot: BankCardSnapshot) =>
  snapshot.context.bankTypes.find((entry) => entry.bankId === snapshot.context.bankId);
/** A bound bank is modified (title "Edit"), any other added. */
export const modifying = (snapshot: BankCardSnapshot): boolean => isModifying(snapshot.context);
/** The bank select list is open. */
export const isSelecting = (snapshot: BankCardSnapshot): boolean => snapshot.hasTag('selecting');
/** A call runs (reading the bound card, or saving): the fields are read-only. */
export const isBusy = (snapshot: BankCardSnapshot): boolean => snapshot.hasTag('blocking');
/** Saving: the loading toast. */
export const isSaving = (snapshot: BankCardSnapshot): boolean => snapshot.children.submission !== undefined;
/** The bank chooser opens from here (not while a call runs). */
export const canChoose = (snapshot: BankCardSnapshot): boolean => snapshot.can({ type: 'SELECT.OPEN' });
