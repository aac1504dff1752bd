import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  daysBefore,
  REPORT_CALLS,
  type ReportScope,
  rangeProblem,
  reportsMachine,
} from '../../../machines/ops/reports.machine';
import {
  reportBusy,
  reportCanDownload,
  reportFailed,
  reportFrom,
  reportNotice,
  reportShown,
  reportTo,
} from '../../../machines/ops/reports.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { bonusDays, twoDays } from './reports.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(today = '2031-03-10', scope: ReportScope = 'business') {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(reportsMachine.provide({ actors: { load: mocks.promise(), download: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) }, today, scope },
  }).start();
  return { actor, mocks, told };
}

describe('business report', () => {
  test('a range is checked as the server checks it', () => {
    const today = '2031-03-10';
    expect(rangeProblem('2031-03-04', '2031-03-10', today)).toBeNull();
    expect(rangeProblem('2030-03-10', '2031-03-10', today)).toBeNull();
    expect(rangeProblem('2030-03-09', '2031-03-10', today)).toBe('A report covers at most 366 days.');
    expect(rangeProblem('2031-03-10', '2031-03-09', today)).toBe(
      'The range starts after it ends: from must be on or before to.',
    );
    expect(rangeProblem('2031-03-10', '2031-03-11', today)).toBe('The range ends today (Manila time) at the latest.');
    for (const bad of ['', '2031-02-29', '10/03/2031', '2031-3-1']) {
      expect(rangeProblem(bad, today, today)).toBe('Give the range as from and to dates (YYYY-MM-DD).');
    }
    // Across a month and a leap day.
    expect(daysBefore('2032-03-01', 1)).toBe('2032-02-29');
    expect(daysBefore('2031-03-01', 6)).toBe('2031-02-23');
  });

  test('opens on the last seven days up to today, reads another range once applied, keeps the report meanwhile', async () => {
    const { actor, mocks } = start();
    expect([reportFrom(actor.getSnapshot()), reportTo(actor.getSnapshot())]).toEqual(['2031-03-04', '2031-03-10']);
    expect(mocks.starts.at(-1)).toEqual({
      id: 'load',
      input: { token: 'tok', scope: 'business', range: { from: '2031-03-04', to: '2031-03-10' } },
    });
    expect(reportBusy(actor.getSnapshot())).toBe(true);
    // Typed while the first report is read: kept.
    actor.send({ type: 'TO.CHANGE', value: '2031-03-09' });
    expect(reportTo(actor.getSnapshot())).toBe('2031-03-09');
    mocks.resolve('load', { report: twoDays });
    await flush();
    expect(reportShown(actor.getSnapshot())).toEqual(twoDays);

    actor.send({ type: 'FROM.CHANGE', value: '2031-03-09' });
    actor.send({ type: 'TO.CHANGE', value: '2031-03-10' });
    // Typing reads nothing: the report shown is still the applied range's.
    expect(mocks.starts).toHaveLength(1);
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'load',
      input: { token: 'tok', scope: 'business', range: { from: '2031-03-09', to: '2031-03-10' } },
    });
    expect(reportShown(actor.getSnapshot())).toEqual(twoDays);
    expect(reportCanDownload(actor.getSnapshot())).toBe(false);
  });

  test('a range the server would refuse is said at once, and nothing is read', async () => {
    const { actor, mocks } = start();
    mocks.resolve('load', { report: twoDays });
    await flush();
    actor.send({ type: 'TO.CHANGE', value: '2031-03-11' });
    actor.send({ type: 'APPLY' });
    expect(reportNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'The range ends today (Manila time) at the latest.',
    });
    actor.send({ type: 'FROM.CHANGE', value: '2031-03-12' });
    expect(reportNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'APPLY' });
    expect(reportNotice(actor.getSnapshot())?.text).toBe(
      'The range starts after it ends: from must be on or before to.',
    );
    expect(mocks.starts).toHaveLength(1);
  });

  test('downloads the shown range as CSV and says so; a refusal is said and the report stays', async () => {
    const { actor, mocks } = start();
    mocks.resolve('load', { report: twoDays });
    await flush();
    // A range typed but not applied: the download is of the report shown.
    actor.send({ type: 'FROM.CHANGE', value: '2031-01-01' });
    actor.send({ type: 'DOWNLOAD' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'download',
      input: { token: 'tok', scope: 'business', range: { from: '2031-03-04', to: '2031-03-10' } },
    });
    expect(reportCanDownload(actor.getSnapshot())).toBe(false);
    mocks.resolve('download', { blob: new Blob(['day\r\n']), filename: 'report-2031-03-04-to-2031-03-10.csv' });
    await flush();
    expect(reportNotice(actor.getSnapshot())).toEqual({
      kind: 'success',
      text: 'Downloaded report-2031-03-04-to-2031-03-10.csv.',
    });
    actor.send({ type: 'DOWNLOAD' });
    mocks.reject('download', new OpsCallError(400, 'The range ends today (Manila time) at the latest.'));
    await flush();
    expect(reportNotice(actor.getSnapshot())?.text).toBe('The range ends today (Manila time) at the latest.');
    expect(reportShown(actor.getSnapshot())).toEqual(twoDays);
    expect(reportCanDownload(actor.getSnapshot())).toBe(true);
  });

  test('a failed read offers Retry; a 401 tells the session', async () => {
    const { actor, mocks, told } = start();
    mocks.reject('load', new OpsCallError(0, 'The server cannot be reached.'));
    await flush();
    expect(reportFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });

  test('the bonus-cost page reads and downloads its own report, by the same states', async () => {
    const { actor, mocks } = start('2031-03-10', 'bonus');
    const range = { from: '2031-03-04', to: '2031-03-10' };
    expect(mocks.starts.at(-1)).toEqual({ id: 'load', input: { token: 'tok', scope: 'bonus', range } });
    mocks.resolve('load', { report: bonusDays });
    await flush();
    expect(reportShown(actor.getSnapshot())).toEqual(bonusDays);
    actor.send({ type: 'DOWNLOAD' });
    expect(mocks.starts.at(-1)).toEqual({ id: 'download', input: { token: 'tok', scope: 'bonus', range } });
    // Marketing's calls are the bonus-cost report's, never the business report's.
    expect(REPORT_CALLS.bonus).toEqual({ json: '/reports/bonus', csv: '/reports/bonus/csv' });
  });
});
