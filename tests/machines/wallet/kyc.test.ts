import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, SimulatedClock } from 'xstate';
import {
  type KycRequest,
  type KycState,
  kycMachine,
  kycSubmission,
  MIN_AGE,
} from '../../../machines/wallet/kyc.machine';
import {
  canSubmitKyc,
  fieldProblem,
  isReading,
  isSubmitting,
  readyPhoto,
  showsForm,
  showsStatus,
} from '../../../machines/wallet/kyc.selectors';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import type { DataOf } from '../../../src/api/contract/map';
import type { PickedFile } from '../../../src/platform/exchange/file';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const DUE = 1_800_000_000_000;
const photo: PickedFile = { name: 'passport.png', size: 200_000, type: 'image/png' };

async function start(page: 'status' | 'upload', status: KycState['status'], reason: string | null = null) {
  const mocks = new MockActors();
  const machine = kycMachine.provide({
    actors: {
      loadKyc: mocks.promise<KycState>(),
      readFile: mocks.promise<string, PickedFile>(),
      submission: kycSubmission.provide({
        actors: { call: mocks.promise<DataOf<'addKyc'>, { request: KycRequest }>() },
      }),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { page, today: '2026-11-22' } });
  const navigations: EventObject[] = [];
  actor.on('navigate', (event) => void navigations.push(event));
  actor.start();
  mocks.resolve('loadKyc', { status, reason, dueTime: DUE });
  await flush();
  const type = (field: 'documentType' | 'realName' | 'birthDate', value: string) =>
    actor.send({ type: 'FIELD.CHANGE', field, value });
  return { actor, mocks, navigations, type };
}

const calls = (mocks: MockActors) => mocks.starts.filter((start) => start.id === 'call');

describe('KYC', () => {
  test.each([
    ['status', 'none', true],
    ['upload', 'none', false],
    ['upload', 'rejected', false],
    ['upload', 'resubmit', false],
    ['status', 'resubmit', true],
    ['upload', 'pending', true],
    ['upload', 'approved', true],
  ] as const)(
    'the %s page with %s shows the state: %s (the form only while KYC may be sent)',
    async (page, status, shows) => {
      const { actor } = await start(page, status);
      expect(showsStatus(actor.getSnapshot())).toBe(shows);
      expect(showsForm(actor.getSnapshot())).toBe(!shows);
    },
  );

  test('a photo of the wrong type or size is refused on the spot and nothing is read', async () => {
    const { actor, mocks } = await start('upload', 'none');
    actor.send({ type: 'FILE.PICK', file: { ...photo, type: 'application/pdf' } });
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.kyc.fileType');
    actor.send({ type: 'FILE.PICK', file: { ...photo, size: 3 * 1024 * 1024 } });
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'wallet.kyc.fileTooLarge', values: { max: 2 } });
    actor.send({ type: 'FILE.PICK', file: { ...photo, size: 100 } });
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.kyc.fileTooSmall');
    expect(mocks.starts.map((s) => s.id)).toEqual(['loadKyc']);
  });

  test('a photo is read before it can be sent; an unreadable one is dropped with the reason', async () => {
    const { actor, mocks } = await start('upload', 'none');
    actor.send({ type: 'FILE.PICK', file: photo });
    expect(isReading(actor.getSnapshot())).toBe(true);
    expect(canSubmitKyc(actor.getSnapshot())).toBe(false);
    mocks.reject('readFile', new Error('unreadable'));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.kyc.fileUnreadable');
    expect(readyPhoto(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'FILE.PICK', file: photo });
    mocks.resolve('readFile', 'aGVsbG8=');
    await flush();
    expect(readyPhoto(actor.getSnapshot())).toEqual(photo);
    expect(canSubmitKyc(actor.getSnapshot())).toBe(true);
  });

  test.each([
    [{ realName: ' ', birthDate: '1990-05-17' }, 'wallet.kyc.nameRequired'],
    [{ realName: 'Juan', birthDate: '1990-02-30' }, 'wallet.kyc.birthInvalid'],
    [{ realName: 'Juan', birthDate: '2005-11-23' }, 'wallet.kyc.tooYoung'],
    [{ realName: 'Juan', birthDate: '1990-05-17' }, 'wallet.kyc.fileRequired'],
  ])('the rules in order: %o is refused with %s and nothing is sent', async (fields, id) => {
    const { actor, mocks, type } = await start('upload', 'none');
    type('realName', fields.realName);
    type('birthDate', fields.birthDate);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe(id);
    expect(calls(mocks)).toHaveLength(0);
  });

  test(`exactly ${MIN_AGE} today may verify; the details and the photo go out, then the status page`, async () => {
    const { actor, mocks, navigations, type } = await start('upload', 'rejected', 'The photo is blurred.');
    type('documentType', 'passport');
    type('documentType', 'library card');
    expect(actor.getSnapshot().context.fields.documentType).toBe('philId');
    type('documentType', 'passport');
    type('realName', 'Juan Dela Cruz');
    type('birthDate', '2005-11-22');
    actor.send({ type: 'FILE.PICK', file: photo });
    mocks.resolve('readFile', 'aGVsbG8=');
    await flush();
    actor.send({ type: 'SUBMIT' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls(mocks).at(-1)?.input).toEqual({
      request: {
        documentType: 'passport',
        realName: 'Juan Dela Cruz',
        birthDate: '2005-11-22',
        today: '2026-11-22',
        file: photo,
        image: 'aGVsbG8=',
      },
    });
    mocks.resolve('call', { status: 'pending' });
    await flush();
    expect(showsStatus(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.state).toEqual({ status: 'pending', reason: null, dueTime: DUE });
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.kyc.submitted');
    expect(navigations).toEqual([{ type: 'navigate', to: { page: 'walletsKyc' }, replace: true }]);
  });

  test('a refused upload stays on the form with the reason', async () => {
    const { actor, mocks, type } = await start('upload', 'none');
    type('realName', 'Juan Dela Cruz');
    type('birthDate', '1990-05-17');
    actor.send({ type: 'FILE.PICK', file: photo });
    mocks.resolve('readFile', 'aGVsbG8=');
    await flush();
    actor.send({ type: 'SUBMIT' });
    mocks.reject('call', failure('/app/v1/addKyc', WALLET_ERRCODE.kycAlreadySubmitted));
    await flush();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.error.kycAlreadySent');
  });

  test('a state that does not load shows the reason; Retry reads it again', async () => {
    const mocks = new MockActors();
    const actor = createActor(kycMachine.provide({ actors: { loadKyc: mocks.promise<KycState>() } }), {
      clock: new SimulatedClock(),
      input: { page: 'status', today: '2026-11-22' },
    }).start();
    mocks.reject('loadKyc', failure('/app/v1/kyc', 1));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  describe('an error about one input names it', () => {
    test.each([
      [{ realName: ' ', birthDate: '1990-05-17' }, 'realName'],
      [{ realName: 'Juan', birthDate: '1990-02-30' }, 'birthDate'],
      [{ realName: 'Juan', birthDate: '2005-11-23' }, 'birthDate'],
      [{ realName: 'Juan', birthDate: '1990-05-17' }, 'photo'],
    ] as const)('the rules: %o is about %s', async (fields, field) => {
      const { actor, type } = await start('upload', 'none');
      type('realName', fields.realName);
      type('birthDate', fields.birthDate);
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())?.field).toBe(field);
    });

    test('a refused photo is about the photo until another is picked; a field typed again loses its own error', async () => {
      const { actor, mocks, type } = await start('upload', 'none');
      actor.send({ type: 'FILE.PICK', file: { ...photo, type: 'application/pdf' } });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.kyc.fileType', field: 'photo' });
      type('realName', 'Juan');
      expect(fieldProblem(actor.getSnapshot())?.field).toBe('photo');
      actor.send({ type: 'FILE.PICK', file: photo });
      expect(actor.getSnapshot().context.notice).toBeNull();
      mocks.reject('readFile', new Error('unreadable'));
      await flush();
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.kyc.fileUnreadable', field: 'photo' });
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.kyc.birthInvalid', field: 'birthDate' });
      type('birthDate', '1990-05-17');
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    test.each([
      [WALLET_ERRCODE.kycImageInvalid, 'wallet.kyc.fileUnreadable', 'photo'],
      [WALLET_ERRCODE.kycFileNotFound, 'wallet.error.kycFileMissing', 'photo'],
      [WALLET_ERRCODE.kycUnderAge, 'wallet.error.tooYoung', 'birthDate'],
      [WALLET_ERRCODE.kycAlreadySubmitted, 'wallet.error.kycAlreadySent', undefined],
    ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
      const { actor, mocks, type } = await start('upload', 'none');
      type('realName', 'Juan Dela Cruz');
      type('birthDate', '1990-05-17');
      actor.send({ type: 'FILE.PICK', file: photo });
      mocks.resolve('readFile', 'aGVsbG8=');
      await flush();
      actor.send({ type: 'SUBMIT' });
      mocks.reject('call', failure('/app/v1/addKyc', errcode));
      await flush();
      expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
      expect(actor.getSnapshot().context.notice?.field).toBe(field);
    });
  });
});
