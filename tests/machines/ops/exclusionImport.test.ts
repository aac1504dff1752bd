import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { exclusionImportMachine } from '../../../machines/ops/exclusionImport.machine';
import {
  importBusy,
  importCanApply,
  importNotice,
  importOutcome,
} from '../../../machines/ops/exclusionImport.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const CSV = 'Juan Dela Cruz,1990-06-15\nAna Reyes,1990-02-30';

function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    exclusionImportMachine.provide({ actors: { check: mocks.promise(), apply: mocks.promise() } }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  return { actor, mocks, told };
}

describe("admin imports the operator's list of excluded persons", () => {
  test('Check needs a name and rows; a dry run with a bad row shows it and offers no Apply', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'CHECK' });
    expect(importNotice(actor.getSnapshot())).toEqual({ kind: 'error', text: 'Name the list and paste its rows.' });
    expect(mocks.starts).toEqual([]);
    actor.send({ type: 'SOURCE.CHANGE', value: 'PAGCOR' });
    actor.send({ type: 'CSV.CHANGE', value: CSV });
    actor.send({ type: 'CHECK' });
    expect(mocks.starts.at(-1)).toEqual({ id: 'check', input: { token: 'tok', source: 'PAGCOR', csv: CSV } });
    expect(importBusy(actor.getSnapshot())).toBe(true);
    const problems = [{ line: 2, problem: '"1990-02-30" is not a birth date (YYYY-MM-DD).' }];
    mocks.resolve('check', { applied: false, rows: 1, alreadyListed: 0, problems });
    await flush();
    expect(importOutcome(actor.getSnapshot())?.problems).toEqual(problems);
    expect(importNotice(actor.getSnapshot())).toEqual({ kind: 'error', text: '1 bad rows: fix them and check again.' });
    expect(importCanApply(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.map((s) => s.id)).toEqual(['check']);
    expect(importNotice(actor.getSnapshot())?.text).toBe('Check the file first: Apply takes a file checked clean.');
  });

  test('a clean check offers Apply for that very text; an edit withdraws it; Apply sends the checked text', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'SOURCE.CHANGE', value: 'PAGCOR' });
    actor.send({ type: 'CSV.CHANGE', value: 'Juan Dela Cruz,1990-06-15' });
    actor.send({ type: 'CHECK' });
    mocks.resolve('check', { applied: false, rows: 1, alreadyListed: 0, problems: [] });
    await flush();
    expect(importCanApply(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CSV.CHANGE', value: 'Juan Dela Cruz,1990-06-16' });
    expect(importCanApply(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CSV.CHANGE', value: 'Juan Dela Cruz,1990-06-15' });
    expect(importCanApply(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'apply',
      input: { token: 'tok', source: 'PAGCOR', csv: 'Juan Dela Cruz,1990-06-15' },
    });
    mocks.resolve('apply', { applied: true, rows: 1, alreadyListed: 0, problems: [] });
    await flush();
    expect(importNotice(actor.getSnapshot())).toEqual({
      kind: 'success',
      text: 'Applied: 1 persons added to the list, 0 already on it.',
    });
    expect(importCanApply(actor.getSnapshot())).toBe(false);
  });

  test("the server's refusal is said; a 401 ends the page and tells the session", async () => {
    const { actor, mocks, told } = start();
    actor.send({ type: 'SOURCE.CHANGE', value: 'PAGCOR' });
    actor.send({ type: 'CSV.CHANGE', value: 'x,1990-01-01' });
    actor.send({ type: 'CHECK' });
    mocks.reject('check', new OpsCallError(403, 'Your role (support) may not do this.'));
    await flush();
    expect(importNotice(actor.getSnapshot())).toEqual({ kind: 'error', text: 'Your role (support) may not do this.' });
    actor.send({ type: 'CHECK' });
    mocks.reject('check', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});
