import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { storedGreenAgreement, termsMachine, termsTab } from '../../../machines/auth/terms.machine';
import { invokeThen } from '../../../machines/shared/actorEvents';
import {
  accepted,
  clearFieldError,
  clearFieldErrors,
  failureAbout,
  failureNotice,
  refusedWith,
} from '../../../machines/shared/form';
import { fieldProblem } from '../../../machines/shared/form.selectors';
import { notice } from '../../../machines/shared/notice';
import {
  type PageAnswer,
  type PagedItem,
  type PageRequest,
  pagedListMachine,
} from '../../../machines/shared/pagedList.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { session } from '../../../src/platform/storage/storage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('terms panel (spec §2, §4 Agreement)', () => {
  beforeEach(() => session.remove('greenAgreement'));

  test('opens at the asked tab, switches tabs, and I Agree ends with agreed (kept for the tab in green mode)', () => {
    const actor = createActor(termsMachine, { input: { green: true, tab: 'privacy' } }).start();
    expect(termsTab(actor.getSnapshot())).toBe('privacy');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'TERMS.TAB', tab: 'terms' });
    expect(termsTab(actor.getSnapshot())).toBe('terms');
    actor.send({ type: 'TERMS.AGREE' });
    expect(actor.getSnapshot().output).toEqual({ agreed: true });
    expect(storedGreenAgreement()).toBe(true);
  });

  test('closing without agreeing ends not agreed and forgets a stored consent; normal mode stores nothing', () => {
    session.set('greenAgreement', true);
    const closed = createActor(termsMachine, { input: { green: true } }).start();
    closed.send({ type: 'TERMS.CLOSE' });
    expect(closed.getSnapshot().output).toEqual({ agreed: false });
    expect(storedGreenAgreement()).toBe(false);
    const normal = createActor(termsMachine, { input: { green: false } }).start();
    normal.send({ type: 'TERMS.AGREE' });
    expect(normal.getSnapshot().output).toEqual({ agreed: true });
    expect(storedGreenAgreement()).toBe(false);
  });
});

describe('paged list (deposit and withdrawal records)', () => {
  const item = (id: number) => ({ id }) as unknown as PagedItem;
  const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => item(from + i));

  /** A list whose pages answer from a script: one function per call, in order. */
  function start(pages: Array<(request: PageRequest) => Promise<PageAnswer>>, pageSize = 2) {
    const requests: PageRequest[] = [];
    const actor = createActor(
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<PageAnswer, PageRequest>(({ input }) => {
            requests.push(input);
            const answer = pages.shift();
            if (!answer) throw new Error('no page scripted');
            return answer(input);
          }),
        },
      }),
      { input: { source: 'getRechargeRecord', pageSize } },
    ).start();
    return { actor, requests };
  }
  const offline = async (): Promise<PageAnswer> => {
    throw new NetworkError('/app/v1/getRechargeRecord', new Error('offline'));
  };

  test('appends page after page until total is reached, asking for the next page number each time', async () => {
    const { actor, requests } = start([
      async () => ({ list: items(1, 2), total: 5, page: 1 }),
      async () => ({ list: items(3, 2), total: 5, page: 2 }),
      async () => ({ list: items(5, 1), total: 5, page: 3 }),
    ]);
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.items).toHaveLength(5);
    expect(actor.getSnapshot().matches('end')).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    expect(requests).toHaveLength(3);
  });

  test('a short page ends the list even below total; an empty first page says so', async () => {
    const short = start([async () => ({ list: items(1, 1), total: 9, page: 1 })]);
    const empty = start([async () => ({ list: [], total: 0, page: 1 })]);
    await flush();
    expect(short.actor.getSnapshot().matches('end')).toBe(true);
    expect(empty.actor.getSnapshot().matches('empty')).toBe(true);
  });

  test('a failed first page offers Retry; a failed later page keeps the items and retries that page', async () => {
    const { actor, requests } = start([
      offline,
      async () => ({ list: items(1, 2), total: 4, page: 1 }),
      offline,
      async () => ({ list: items(3, 2), total: 4, page: 2 }),
    ]);
    await flush();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.id).toBeDefined();
    actor.send({ type: 'RETRY' });
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(actor.getSnapshot().matches('moreFailed')).toBe(true);
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(requests.map((r) => r.page)).toEqual([1, 1, 2, 2]);
    expect(actor.getSnapshot().context.items).toHaveLength(4);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches('end')).toBe(true);
  });

  test('REFRESH clears the list and starts again from page 1', async () => {
    const { actor, requests } = start([
      async () => ({ list: items(1, 2), total: 4, page: 1 }),
      async () => ({ list: items(7, 1), total: 1, page: 1 }),
    ]);
    await flush();
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    await flush();
    expect(requests.map((r) => r.page)).toEqual([1, 1]);
    expect(actor.getSnapshot().context.items).toEqual([item(7)]);
  });
});

describe('errors tied to their field', () => {
  const read = (error: unknown) => failureNotice(error, 'default');
  const tied = failureAbout(read, { 3009: 'password', 3005: 'amount' });

  test('a refusal whose errcode is about one input names it; the message is the reader’s own', () => {
    const wrong = tied(new ErrcodeError('/app/v1/exchange', 3009, 200));
    expect(wrong).toMatchObject({ id: 'common.errorError', values: { code: 3009 }, tone: 'error', field: 'password' });
    expect(tied(new ErrcodeError('/app/v1/exchange', 3005, 200)).field).toBe('amount');
  });

  test('another errcode, a 401 and a transport failure name no field (the toast alone says them)', () => {
    expect(tied(new ErrcodeError('/app/v1/exchange', 3008, 200))).not.toHaveProperty('field');
    expect(tied(new ErrcodeError('/app/v1/exchange', 3009, 401))).not.toHaveProperty('field');
    expect(tied(new NetworkError('/app/v1/exchange', new Error('offline')))).not.toHaveProperty('field');
  });

  test('an error about a field goes when that field changes, or when every field error is cleared', () => {
    const error = { ...notice('wallet.password.wrong', 'error'), field: 'password' };
    const toast = notice('wallet.withdraw.noPassword', 'error');
    const success = { ...notice('wallet.bank.saved', 'success'), field: 'password' };
    expect(clearFieldError(error, 'password')).toBeNull();
    expect(clearFieldError(error, 'amount')).toBe(error);
    expect(clearFieldError(toast, 'password')).toBe(toast);
    expect(clearFieldError(success, 'password')).toBe(success);
    expect(clearFieldErrors(error)).toBeNull();
    expect(clearFieldErrors(toast)).toBe(toast);
    expect(clearFieldErrors(null)).toBeNull();
  });

  test('fieldProblem reads any machine’s notice: only an error about a field', () => {
    const error = { ...notice('wallet.password.wrong', 'error'), field: 'password' };
    expect(fieldProblem({ context: { notice: error } })).toBe(error);
    expect(fieldProblem({ context: { notice: notice('wallet.password.wrong', 'error') } })).toBeNull();
    expect(fieldProblem({ context: { notice: null } })).toBeNull();
  });
});

describe('the guards on a submission’s outcome', () => {
  const failed = (errcode: number | null) => ({
    ok: false as const,
    notice: notice('error.unknown', 'error'),
    errcode,
  });
  const succeeded = { ok: true as const, result: {} };

  test('accepted holds for a success only; refusedWith for a refusal with one of its errcodes', () => {
    const kyc = refusedWith(3010, 3011);
    expect(accepted(null, succeeded)).toBe(true);
    expect(accepted(null, failed(3010))).toBe(false);
    expect(kyc(null, failed(3011))).toBe(true);
    expect(kyc(null, failed(3009))).toBe(false);
    expect(kyc(null, failed(null))).toBe(false);
    expect(kyc(null, succeeded)).toBe(false);
  });
});

describe('invokeThen: a call whose outcome does not change the way on', () => {
  test('the child id is the actor, both outcomes go to the target, the input only when given', () => {
    expect(invokeThen('exitGame', 'refreshing', { done: 'reportClosed', failed: 'reportClosed' })).toEqual({
      id: 'exitGame',
      src: 'exitGame',
      onDone: { target: 'refreshing', actions: 'reportClosed' },
      onError: { target: 'refreshing', actions: 'reportClosed' },
    });
    const input = () => ({ id: 1 });
    expect(invokeThen('receiveMail', 'reading', { done: 'a', failed: 'b', input })).toMatchObject({ input });
  });
});
