import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { formatOfName, gameImportMachine } from '../../../machines/ops/gameImport.machine';
import { gameImportCanApply, gameImportNotice } from '../../../machines/ops/gameImport.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { CSV, cleanRun, csvFile } from './gameImport.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The real file reader (a file's text() is called); the server's calls are mocks. */
function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const refreshed: string[] = [];
  const actor = createActor(gameImportMachine.provide({ actors: { check: mocks.promise(), apply: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: {
      token: 'tok',
      session: { send: (e) => told.push(e.type) },
      catalogue: { send: (e) => refreshed.push(e.type) },
    },
  }).start();
  return { actor, mocks, told, refreshed };
}

describe("a provider's game list imported in /ops", () => {
  test('a chosen file is read into the text with the format its name says', async () => {
    const { actor } = start();
    actor.send({ type: 'FORMAT.CHANGE', format: 'json' });
    actor.send({ type: 'FILE.CHOOSE', file: csvFile });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ text: CSV, format: 'csv' });
    actor.send({ type: 'FILE.CHOOSE', file: { name: 'huge.csv', size: 5_000_000, text: async () => '' } });
    await flush();
    expect(gameImportNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'The file is too large: split the list.',
    });
    expect(actor.getSnapshot().context.text).toBe(CSV);
    expect(formatOfName('Provider List.JSON')).toBe('json');
  });

  test('a dry run with a bad row names it and offers no Apply; nothing is sent', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'CHECK' });
    expect(gameImportNotice(actor.getSnapshot())?.text).toBe('Choose a file or paste the game list.');
    actor.send({ type: 'TEXT.CHANGE', value: CSV });
    actor.send({ type: 'CHECK' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'check',
      input: { token: 'tok', format: 'csv', text: CSV, hideMissing: false, expectVersion: '' },
    });
    mocks.resolve('check', { ...cleanRun, errors: [{ row: 3, message: 'name is missing.' }] });
    await flush();
    expect(gameImportNotice(actor.getSnapshot())?.text).toBe(
      '1 bad rows: fix them and check again. Nothing was written.',
    );
    expect(gameImportCanApply(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.map((s) => s.id)).toEqual(['check']);
  });

  test('Apply sends the checked list and its version; an edit or a 409 asks for a new check; applied, the page is read again', async () => {
    const { actor, mocks, refreshed } = start();
    actor.send({ type: 'TEXT.CHANGE', value: CSV });
    actor.send({ type: 'CHECK' });
    mocks.resolve('check', cleanRun);
    await flush();
    expect(gameImportCanApply(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'FORMAT.CHANGE', format: 'json' });
    expect(gameImportCanApply(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FORMAT.CHANGE', format: 'csv' });
    actor.send({ type: 'HIDE_MISSING.CHANGE', value: true });
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'apply',
      input: { token: 'tok', format: 'csv', text: CSV, hideMissing: true, expectVersion: 'v1' },
    });
    mocks.reject('apply', new OpsCallError(409, 'The catalogue changed since the dry run: check the file again.'));
    await flush();
    expect(gameImportCanApply(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CHECK' });
    mocks.resolve('check', { ...cleanRun, version: 'v2' });
    await flush();
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.at(-1)?.input).toMatchObject({ expectVersion: 'v2' });
    mocks.resolve('apply', { ...cleanRun, applied: true, hideMissing: true, version: 'v3' });
    await flush();
    expect(gameImportNotice(actor.getSnapshot())?.text).toBe(
      'Applied: 1 added, 0 changed, 0 hidden. Players get the new list on their next refresh.',
    );
    expect(refreshed).toEqual(['REFRESH']);
    expect(gameImportCanApply(actor.getSnapshot())).toBe(false);
  });

  test('a 401 ends the import and tells the session', async () => {
    const { actor, mocks, told } = start();
    actor.send({ type: 'TEXT.CHANGE', value: CSV });
    actor.send({ type: 'CHECK' });
    mocks.reject('check', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});
