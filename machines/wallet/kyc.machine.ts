import { and, assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { KYC_IMAGE_MAX_BYTES } from '../../src/api/contract/define';
import type { DataOf, RequestOf } from '../../src/api/contract/map';
import { type PickedFile, readFileAsBase64 } from '../../src/platform/file';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import type { Problem } from './walletRules';
import { callFailure } from './walletSession';

/**
 * Identity verification (/walletsKyc shows the state, /walletsKycUpload the form; spec §1 KYC before the first
 * withdrawal or within seven days, §7 uploadKyc, addKyc, kyc). The state is read first; the upload page shows
 * the form only while verification may be (re)submitted (none or rejected), otherwise the state. A picked
 * photo is checked for type and size before anything is read or sent; SUBMIT uploads it, then addKyc.
 */

export type KycState = DataOf<'kyc'>;
export type DocumentType = RequestOf<'addKyc'>['documentType'];
export type KycMime = RequestOf<'uploadKyc'>['mimeType'];

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'philId',
  'passport',
  'driversLicense',
  'umid',
  'sss',
  'prc',
  'postal',
];
export const KYC_MIME_TYPES: readonly KycMime[] = ['image/jpeg', 'image/png', 'image/webp'];
/** Largest photo: 2 MiB (the contract's limit, issue 16); smallest: 10 KiB (anything smaller cannot be read by a reviewer). */
export const KYC_MAX_BYTES = KYC_IMAGE_MAX_BYTES;
export const KYC_MIN_BYTES = 10 * 1024;
/** Minimum age (spec §1, §9). */
export const MIN_AGE = 21;

export interface KycInput {
  /** 'upload' on /walletsKycUpload: the form when verification may be submitted. */
  page: 'status' | 'upload';
  /** Today as YYYY-MM-DD (the age check); the screen passes the date, tests a fixed one. */
  today: string;
}

export interface KycSubmit {
  image: string;
  mimeType: KycMime;
  documentType: DocumentType;
  realName: string;
  birthDate: string;
}

export interface KycContext {
  page: KycInput['page'];
  today: string;
  state: KycState | null;
  documentType: DocumentType;
  realName: string;
  birthDate: string;
  file: PickedFile | null;
  image: string | null;
  notice: Notice | null;
}

export type KycEvent =
  | { type: 'RETRY' }
  | { type: 'DOCUMENT.SELECT'; value: DocumentType }
  | { type: 'NAME.CHANGE'; value: string }
  | { type: 'BIRTH.CHANGE'; value: string }
  | { type: 'FILE.PICK'; file: PickedFile }
  | { type: 'SUBMIT' }
  | DoneActorEvent<KycState, 'loadKyc'>
  | ErrorActorEvent<unknown, 'loadKyc'>
  | DoneActorEvent<string, 'readFile'>
  | ErrorActorEvent<unknown, 'readFile'>
  | DoneActorEvent<DataOf<'addKyc'>, 'submitKyc'>
  | ErrorActorEvent<unknown, 'submitKyc'>;

/** Type and size of a picked photo; null when it may be read. */
export function checkFile(file: PickedFile): Problem | null {
  if (!(KYC_MIME_TYPES as readonly string[]).includes(file.type)) return { id: 'wallet.kyc.fileType' };
  if (file.size > KYC_MAX_BYTES)
    return { id: 'wallet.kyc.fileTooLarge', values: { max: KYC_MAX_BYTES / (1024 * 1024) } };
  if (file.size < KYC_MIN_BYTES) return { id: 'wallet.kyc.fileTooSmall', values: { min: 10 } };
  return null;
}

/** Age in whole years on `today` of someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The form: name, a real birth date of someone 21 or older, and a read photo; null when it may be sent. */
export function checkKycForm(context: Pick<KycContext, 'realName' | 'birthDate' | 'image' | 'today'>): Problem | null {
  if (context.realName.trim().length === 0) return { id: 'wallet.kyc.nameRequired' };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(context.birthDate) ? new Date(`${context.birthDate}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== context.birthDate) {
    return { id: 'wallet.kyc.birthInvalid' };
  }
  if (ageOn(context.birthDate, context.today) < MIN_AGE) return { id: 'wallet.kyc.tooYoung', values: { age: MIN_AGE } };
  if (!context.image) return { id: 'wallet.kyc.fileRequired' };
  return null;
}

export async function submitKyc(request: KycSubmit, signal?: AbortSignal): Promise<DataOf<'addKyc'>> {
  const options = signal ? { signal } : undefined;
  const { fileId } = await callApi('uploadKyc', { image: request.image, mimeType: request.mimeType }, options);
  return callApi(
    'addKyc',
    {
      documentType: request.documentType,
      realName: request.realName.trim(),
      birthDate: request.birthDate,
      fileId,
    },
    options,
  );
}

const problemNotice = (problem: Problem | null) => (problem ? notice(problem.id, 'error', problem.values) : null);

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as KycInput,
    emitted: {} as NavigateEmitted,
  },
  actors: {
    loadKyc: fromPromise<KycState>(({ signal }) => callApi('kyc', {}, { signal })),
    readFile: fromPromise<string, PickedFile>(({ input }) => readFileAsBase64(input)),
    submitKyc: fromPromise<DataOf<'addKyc'>, KycSubmit>(({ input, signal }) => submitKyc(input, signal)),
  },
  guards: {
    uploadPage: ({ context }) => context.page === 'upload',
    maySubmit: ({ context }) => context.state?.status === 'none' || context.state?.status === 'rejected',
    fileRejected: ({ event }) => {
      assertEvent(event, 'FILE.PICK');
      return checkFile(event.file) !== null;
    },
    formRejected: ({ context }) => checkKycForm(context) !== null,
  },
  actions: {
    assignState: assign({
      state: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadKyc');
        return event.output;
      },
    }),
    assignLoadError: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.loadKyc');
        return callFailure(event.error);
      },
    }),
    assignDocument: assign({
      documentType: ({ event }) => {
        assertEvent(event, 'DOCUMENT.SELECT');
        return event.value;
      },
    }),
    assignName: assign({
      realName: ({ event }) => {
        assertEvent(event, 'NAME.CHANGE');
        return event.value.slice(0, 120);
      },
    }),
    assignBirth: assign({
      birthDate: ({ event }) => {
        assertEvent(event, 'BIRTH.CHANGE');
        return event.value.slice(0, 10);
      },
    }),
    assignFile: assign({
      file: ({ event }) => {
        assertEvent(event, 'FILE.PICK');
        return event.file;
      },
      image: null,
    }),
    noticeFile: assign({
      notice: ({ event }) => {
        assertEvent(event, 'FILE.PICK');
        return problemNotice(checkFile(event.file));
      },
    }),
    assignImage: assign({
      image: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.readFile');
        return event.output;
      },
    }),
    noticeUnreadable: assign({ file: null, image: null, notice: () => notice('wallet.kyc.fileUnreadable', 'error') }),
    noticeForm: assign({ notice: ({ context }) => problemNotice(checkKycForm(context)) }),
    assignSubmitted: assign({
      state: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.submitKyc');
        return { status: event.output.status, reason: null, dueTime: context.state?.dueTime ?? null };
      },
      notice: () => notice('wallet.kyc.submitted', 'success'),
    }),
    noticeSubmitFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.submitKyc');
        return callFailure(event.error);
      },
    }),
    showStatusPage: emit({ type: 'navigate' as const, to: { page: 'walletsKyc' }, replace: true }),
  },
}).createMachine({
  id: 'kyc',
  context: ({ input }) => ({
    page: input.page,
    today: input.today,
    state: null,
    documentType: 'philId',
    realName: '',
    birthDate: '',
    file: null,
    image: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'kyc: the verification state, the rejection reason and when KYC falls due.',
      invoke: {
        id: 'loadKyc',
        src: 'loadKyc',
        onDone: { target: 'routing', actions: 'assignState' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      description: 'The state could not be read: the reason and Retry.',
      on: { RETRY: 'loading' },
    },
    routing: {
      always: [{ guard: and(['uploadPage', 'maySubmit']), target: 'form' }, { target: 'status' }],
    },
    status: {
      description: 'Not verified (with the 7-day rule), pending review, approved, or rejected with the reason.',
    },
    form: {
      description: 'Document type, name, birth date and the document photo.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'DOCUMENT.SELECT': { actions: 'assignDocument' },
            'NAME.CHANGE': { actions: 'assignName' },
            'BIRTH.CHANGE': { actions: 'assignBirth' },
            'FILE.PICK': [
              { guard: 'fileRejected', actions: 'noticeFile' },
              { target: 'reading', actions: 'assignFile' },
            ],
            SUBMIT: [{ guard: 'formRejected', actions: 'noticeForm' }, { target: 'submitting' }],
          },
        },
        reading: {
          description: 'The photo is read in the browser (base64) for the upload.',
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ context }) => context.file ?? { name: '', size: 0, type: '' },
            onDone: { target: 'editing', actions: 'assignImage' },
            onError: { target: 'editing', actions: 'noticeUnreadable' },
          },
        },
        submitting: {
          description: 'uploadKyc (the photo), then addKyc (the details with the file id).',
          invoke: {
            id: 'submitKyc',
            src: 'submitKyc',
            input: ({ context }) => ({
              image: context.image ?? '',
              mimeType: (context.file?.type ?? 'image/jpeg') as KycMime,
              documentType: context.documentType,
              realName: context.realName,
              birthDate: context.birthDate,
            }),
            onDone: { target: '#kyc.status', actions: ['assignSubmitted', 'showStatusPage'] },
            onError: { target: 'editing', actions: 'noticeSubmitFailure' },
          },
        },
      },
    },
  },
});

export type KycMachine = typeof kycMachine;
