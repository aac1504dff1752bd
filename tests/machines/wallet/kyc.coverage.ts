import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { type KycState, kycMachine } from '../../../machines/wallet/kyc.machine';
import type { DataOf } from '../../../src/api/contract/map';
import type { PickedFile } from '../../../src/platform/exchange/file';
import { submissionOutcomes } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

const state = (status: KycState['status'], reason: string | null = null) => ({
  type: 'xstate.done.actor.loadKyc' as const,
  output: { status, reason, dueTime: 1_800_000_000_000 },
  actorId: 'loadKyc' as const,
});
const pick = (file: PickedFile) => ({ type: 'FILE.PICK' as const, file });

const events = [
  state('none'),
  state('rejected', 'The photo is blurred.'),
  state('pending'),
  { type: 'xstate.error.actor.loadKyc', error: failure('/app/v1/kyc'), actorId: 'loadKyc' as const },
  { type: 'FIELD.CHANGE', field: 'documentType', value: 'passport' },
  { type: 'FIELD.CHANGE', field: 'realName', value: 'Juan Dela Cruz' },
  pick({ name: 'id.jpg', size: 200_000, type: 'image/jpeg' }),
  pick({ name: 'id.gif', size: 200_000, type: 'image/gif' }),
  { type: 'xstate.done.actor.readFile', output: 'aGVsbG8=', actorId: 'readFile' as const },
  { type: 'xstate.error.actor.readFile', error: new Error('unreadable'), actorId: 'readFile' as const },
  ...submissionOutcomes({ status: 'pending' } as const, 3010),
] as const;

const spec = (page: 'status' | 'upload') =>
  defineMachineSpec({
    name: 'kyc',
    machine: kycMachine,
    input: { page, today: '2026-11-22' },
    events,
    mocks: (mocks) => ({
      loadKyc: mocks.promise<KycState>(),
      readFile: mocks.promise<string, PickedFile>(),
      submission: mocks.promise<SubmissionOutput<DataOf<'addKyc'>>>(),
    }),
    serializeState: (snapshot) => {
      const c = snapshot.context;
      return JSON.stringify([
        snapshot.value,
        c.state?.status ?? null,
        c.fields.documentType,
        c.fields.realName !== '',
        c.image !== null,
      ]);
    },
  });

/** The status page and the upload page (which shows the form only while KYC may be submitted). */
export const kycSpecs = [spec('status'), spec('upload')];
