import { kycReviewMachine } from '../../../machines/ops/kycReview.machine';
import type { KycItem } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const pendingKyc: KycItem = {
  userId: 7,
  account: 'juan',
  realName: 'Juan Dela Cruz',
  birthDate: '1990-06-15',
  documentType: 'passport',
  submittedAt: 1_800_000_000_000,
};

/** The KYC review queue: load, download, approve / reject / new document with a reason, refusals, 401. */
export const kycReviewSpec = defineMachineSpec({
  name: 'kycReview',
  machine: kycReviewMachine,
  input: queueInput,
  events: [
    settled('load', { list: [pendingKyc] }),
    refused('load', 500),
    refused('load', 401),
    settled('decide', {}),
    refused('decide', 409),
    refused('decide', 401),
    settled('download', { blob: new Blob(['x']), filename: 'kyc-7.png' }),
    refused('download', 404),
    refused('download', 401),
    { type: 'DECIDE', userId: 7, verdict: 'approved' },
    { type: 'DECIDE', userId: 7, verdict: 'rejected' },
    { type: 'DOWNLOAD', userId: 7 },
    { type: 'REASON.CHANGE', userId: 7, value: 'Blurred photo' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), decide: m.promise(), download: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.reasons[7] !== undefined]),
});
