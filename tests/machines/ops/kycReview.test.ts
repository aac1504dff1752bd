import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { kycReviewMachine } from '../../../machines/ops/kycReview.machine';
import {
  kycFailed,
  kycIdle,
  kycItems,
  kycLoadError,
  kycNotice,
  kycReasonOf,
  kycShown,
} from '../../../machines/ops/kycReview.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { pendingKyc } from './kycReview.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function review() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    kycReviewMachine.provide({ actors: { load: mocks.promise(), decide: mocks.promise(), download: mocks.promise() } }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  return { actor, mocks, told };
}

describe('KYC review queue', () => {
  test('approves without a reason; rejecting or asking for a new document needs one; each reads the queue again', async () => {
    const { actor, mocks } = review();
    mocks.resolve('load', { list: [pendingKyc] });
    await flush();
    expect(kycShown(actor.getSnapshot())).toBe(true);
    expect(kycItems(actor.getSnapshot())).toEqual([pendingKyc]);

    actor.send({ type: 'DECIDE', userId: 7, verdict: 'resubmit' });
    expect(kycNotice(actor.getSnapshot())?.text).toMatch(/reason/);
    expect(kycIdle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'REASON.CHANGE', userId: 7, value: ' Blurred photo ' });
    expect(kycReasonOf(actor.getSnapshot(), 7)).toBe(' Blurred photo ');
    actor.send({ type: 'DECIDE', userId: 7, verdict: 'resubmit' });
    expect(kycIdle(actor.getSnapshot())).toBe(false);
    expect(mocks.starts.at(-1)).toMatchObject({
      id: 'decide',
      input: { token: 'tok', userId: 7, verdict: 'resubmit', reason: 'Blurred photo' },
    });
    mocks.resolve('decide', {});
    await flush();
    expect(kycNotice(actor.getSnapshot())).toEqual({ kind: 'success', text: 'Player 7: asked for a new document.' });
    mocks.resolve('load', { list: [pendingKyc] });
    await flush();

    actor.send({ type: 'DECIDE', userId: 7, verdict: 'approved' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'decide', input: { verdict: 'approved' } });
    mocks.reject('decide', new OpsCallError(409, 'This submission is not waiting for review.'));
    await flush();
    expect(kycNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'This submission is not waiting for review.',
    });
  });

  test('downloads the document with the token; a refusal says why and the queue stays', async () => {
    const { actor, mocks } = review();
    mocks.resolve('load', { list: [pendingKyc] });
    await flush();
    actor.send({ type: 'DOWNLOAD', userId: 7 });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'download', input: { token: 'tok', userId: 7 } });
    mocks.reject('download', new OpsCallError(404, 'This player has no document.'));
    await flush();
    expect(kycNotice(actor.getSnapshot())?.text).toBe('This player has no document.');
    expect(kycIdle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'DOWNLOAD', userId: 7 });
    // In Node there is no document: saving is a no-op, the queue is ready again.
    mocks.resolve('download', { blob: new Blob(['png']), filename: 'kyc-7.png' });
    await flush();
    expect(kycIdle(actor.getSnapshot())).toBe(true);
  });

  test('a failed read offers Retry; a 401 tells the session and ends', async () => {
    const { actor, mocks, told } = review();
    mocks.reject('load', new OpsCallError(0, 'The server cannot be reached.'));
    await flush();
    expect(kycFailed(actor.getSnapshot())).toBe(true);
    expect(kycLoadError(actor.getSnapshot())).toBe('The server cannot be reached.');
    actor.send({ type: 'RETRY' });
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
