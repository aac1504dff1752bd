import { and, assign, type DoneActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { KYC_IMAGE_MAX_BYTES } from '../../src/api/contract/define';
import type { DataOf, RequestOf } from '../../src/api/contract/map';
import { type PickedFile, readFileAsBase64 } from '../../src/platform/exchange/file';
import { byEvent, type Settled } from '../shared/actorEvents';
import {
  accepted,
  clearFieldError,
  editField,
  type FieldChange,
  failureAbout,
  problemNotice,
  setsField,
} from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import type { Problem } from './walletRules';
import { callFailure, WALLET_ERRCODE } from './walletSession';

/**
 * Identity verification (/walletsKyc shows the state, /walletsKycUpload the form; spec §1 KYC before the first
 * withdrawal or within seven days, §7 uploadKyc, addKyc, kyc). The state is read first; the upload page shows
 * the form only while verification may be (re)submitted (none, rejected, or resubmit: a new photo asked for by
 * the identity vendor), otherwise the state. A picked photo is checked for type and size before anything is
 * read or sent; SUBMIT starts the `submission` child
 * (the form rules, then uploadKyc and addKyc). Errors name their input: `realName`, `birthDate` (and
 * 3017 under age), `photo` (its type or size, unreadable, missing, and 3014 / 3015); the document type is a choice
 * of fixed values. An error goes once its field is changed (a new photo picked).
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
/** Largest photo: 2 MiB (the contract's upload limit); smallest: 10 KiB (anything smaller cannot be read by a reviewer). */
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

export type KycField = 'documentType' | 'realName' | 'birthDate';
/** The inputs an error may be tied to: the text fields and the photo. */
export type KycErrorField = Exclude<KycField, 'documentType'> | 'photo';

export interface KycContext {
  page: KycInput['page'];
  today: string;
  state: KycState | null;
  fields: { documentType: DocumentType; realName: string; birthDate: string };
  file: PickedFile | null;
  image: string | null;
  notice: Notice | null;
}

/** What the submission child checks and sends: the fields, the read photo and today (the age rule). */
export interface KycRequest extends Record<KycField, string> {
  today: string;
  file: PickedFile | null;
  image: string | null;
}

export type KycEvent =
  | { type: 'RETRY' }
  | FieldChange<KycField>
  | { type: 'FILE.PICK'; file: PickedFile }
  | { type: 'SUBMIT' }
  | Settled<KycState, 'loadKyc'>
  | Settled<string, 'readFile'>
  | DoneActorEvent<SubmissionOutput<DataOf<'addKyc'>>, 'submission'>;

/** Type and size of a picked photo; null when it may be read. */
export function checkFile(file: PickedFile): Problem | null {
  if (!(KYC_MIME_TYPES as readonly string[]).includes(file.type)) return { id: 'wallet.kyc.fileType', field: 'photo' };
  if (file.size > KYC_MAX_BYTES) {
    return { id: 'wallet.kyc.fileTooLarge', values: { max: KYC_MAX_BYTES / (1024 * 1024) }, field: 'photo' };
  }
  if (file.size < KYC_MIN_BYTES) return { id: 'wallet.kyc.fileTooSmall', values: { min: 10 }, field: 'photo' };
  return null;
}

/** Age in whole years on `today` of someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The form: name, a real birth date of someone 21 or older, and a read photo; null when it may be sent. */
export function checkKycForm(context: Pick<KycRequest, 'realName' | 'birthDate' | 'image' | 'today'>): Problem | null {
  if (context.realName.trim().length === 0) return { id: 'wallet.kyc.nameRequired', field: 'realName' };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(context.birthDate) ? new Date(`${context.birthDate}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== context.birthDate) {
    return { id: 'wallet.kyc.birthInvalid', field: 'birthDate' };
  }
  if (ageOn(context.birthDate, context.today) < MIN_AGE) {
    return { id: 'wallet.kyc.tooYoung', values: { age: MIN_AGE }, field: 'birthDate' };
  }
  if (!context.image) return { id: 'wallet.kyc.fileRequired', field: 'photo' };
  return null;
}

/** uploadKyc / addKyc refused: a photo the server cannot read or find names the photo, an age under 21 the date. */
export const kycFailure = failureAbout(callFailure, {
  [WALLET_ERRCODE.kycImageInvalid]: 'photo',
  [WALLET_ERRCODE.kycFileNotFound]: 'photo',
  [WALLET_ERRCODE.kycUnderAge]: 'birthDate',
  [WALLET_ERRCODE.kycBirthDateMismatch]: 'birthDate',
} satisfies Partial<Record<number, KycErrorField>>);

export async function submitKyc(request: KycRequest, signal?: AbortSignal): Promise<DataOf<'addKyc'>> {
  const options = signal ? { signal } : undefined;
  const mimeType = (request.file?.type ?? 'image/jpeg') as KycMime;
  const { fileId } = await callApi('uploadKyc', { image: request.image ?? '', mimeType }, options);
  return callApi(
    'addKyc',
    {
      documentType: request.documentType as DocumentType,
      realName: request.realName.trim(),
      birthDate: request.birthDate,
      fileId,
    },
    options,
  );
}

/** A document type from the select (anything else keeps the first). */
const documentTypeOf = (value: string): DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value) ? (value as DocumentType) : 'philId';

export const kycSubmission = submissionOf(submitKyc);

export const kycMachine = setup({
  types: {} as TypesOf<KycContext, KycEvent, KycInput, 'loadKyc' | 'readFile' | 'submission', NavigateEmitted>,
  actors: {
    loadKyc: fromPromise<KycState>(({ signal }) => callApi('kyc', {}, { signal })),
    readFile: fromPromise<string, PickedFile>(({ input }) => readFileAsBase64(input)),
    submission: kycSubmission,
  },
  guards: {
    uploadPage: ({ context }) => context.page === 'upload',
    maySubmit: ({ context }) => {
      const status = context.state?.status;
      return status === 'none' || status === 'rejected' || status === 'resubmit';
    },
    fileRejected: (_, params: { file: PickedFile }) => checkFile(params.file) !== null,
    accepted,
  },
  actions: {
    assignState: assign({ state: (_, state: KycState) => state }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => callFailure(params.error) }),
    setField: assign(({ context }, change: FieldChange<KycField>) => {
      const edited = editField(context, change, { documentType: documentTypeOf, realName: 120, birthDate: 10 });
      return { ...edited, fields: { ...edited.fields, documentType: documentTypeOf(edited.fields.documentType) } };
    }),
    assignFile: assign({
      file: (_, params: { file: PickedFile }) => params.file,
      image: null,
      notice: ({ context }) => clearFieldError(context.notice, 'photo'),
    }),
    noticeFile: assign({ notice: (_, params: { file: PickedFile }) => problemNotice(checkFile(params.file)) }),
    assignImage: assign({ image: (_, image: string) => image }),
    noticeUnreadable: assign({
      file: null,
      image: null,
      notice: () => ({ ...notice('wallet.kyc.fileUnreadable', 'error'), field: 'photo' }),
    }),
    showOutcome: assign(({ context }, output: SubmissionOutput<DataOf<'addKyc'>>) => {
      if (!output.ok) return { notice: output.notice };
      return {
        state: { status: output.result.status, reason: null, dueTime: context.state?.dueTime ?? null },
        notice: notice('wallet.kyc.submitted', 'success'),
      };
    }),
    showStatusPage: emit({ type: 'navigate' as const, to: { page: 'walletsKyc' }, replace: true }),
  },
}).createMachine({
  id: 'kyc',
  context: ({ input }) => ({
    page: input.page,
    today: input.today,
    state: null,
    fields: { documentType: 'philId', realName: '', birthDate: '' },
    file: null,
    image: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadKyc',
      target: 'routing',
      assign: 'assignState',
      read: 'kyc: the verification state, the rejection reason and when KYC falls due.',
      failed: 'The state could not be read: the reason and Retry.',
    }),
    routing: {
      always: [{ guard: and(['uploadPage', 'maySubmit']), target: 'form' }, { target: 'status' }],
    },
    status: {
      description:
        'Not verified (with the 7-day rule), pending review, approved, or rejected / asked for a new photo with the reason.',
      tags: ['status'],
    },
    form: {
      description: 'Document type, name, birth date and the document photo.',
      tags: ['form'],
      initial: 'editing',
      states: {
        editing: {
          tags: ['editable'],
          on: {
            ...setsField,
            'FILE.PICK': [
              {
                guard: { type: 'fileRejected', params: byEvent },
                actions: { type: 'noticeFile', params: byEvent },
              },
              { target: 'reading', actions: { type: 'assignFile', params: byEvent } },
            ],
            SUBMIT: 'submitting',
          },
        },
        reading: {
          description: 'The photo is read in the browser (base64) for the upload.',
          tags: ['reading'],
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ context }) => context.file ?? { name: '', size: 0, type: '' },
            onDone: { target: 'editing', actions: { type: 'assignImage', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: 'noticeUnreadable' },
          },
        },
        submitting: submittingNow({
          description: 'The submission child: the rules, then uploadKyc (the photo) and addKyc (the details).',
          request: (context: KycContext): KycRequest => ({
            ...context.fields,
            today: context.today,
            file: context.file,
            image: context.image,
          }),
          check: checkKycForm,
          errors: kycFailure,
          onDone: submitted([
            { guard: 'accepted', target: '#kyc.status', output: ['showOutcome'], also: ['showStatusPage'] },
            { target: 'editing', output: ['showOutcome'] },
          ]),
        }),
      },
    },
  },
});

export type KycMachine = typeof kycMachine;
