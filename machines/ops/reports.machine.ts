import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall, opsDownload } from '../../src/api/client/ops/opsApi';
import type { RangeReport } from '../../src/api/contract/opsReports';
import { saveFile } from '../../src/platform/exchange/saveFile';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueInput, type QueueNotice, queueActions, refusedThen } from './opsQueue';

/**
 * A report over a range of Manila dates (docs/ops.md "Reports"): the business report (/ops/reports, finance and
 * admin) or, by `scope`, the bonus-cost report (/ops/bonus-cost, marketing too), which read the same way: a range of Manila dates (the last
 * seven days to start with), its totals, a row per day and a chart, and the same range as a CSV download. The range
 * is checked here as the server checks it (real dates, from ≤ to, at most REPORT_MAX_DAYS days, ending today at the
 * latest); the shown report stays until another range is read. A 401 tells the session (SESSION.EXPIRED).
 */
export const REPORT_MAX_DAYS = 366;
/** The range the page opens with: this many days up to today. */
export const OPENING_DAYS = 7;

export interface ReportRange {
  from: string;
  to: string;
}

/** Which report the page reads: the whole business, or the bonus cost alone (no cash figure). */
export type ReportScope = RangeReport['scope'];

/** Where each report is read, as JSON for the page and as CSV. */
export const REPORT_CALLS: Record<ReportScope, { json: string; csv: string }> = {
  business: { json: '/reports', csv: '/reports/csv' },
  bonus: { json: '/reports/bonus', csv: '/reports/bonus/csv' },
};

export interface ReportsInput extends QueueInput {
  /** Today's Manila date (YYYY-MM-DD), from the page's clock. */
  today: string;
  scope: ReportScope;
}

export interface ReportsContext extends ReportsInput {
  /** The dates typed. */
  from: string;
  to: string;
  /** The range of the shown report (or of the one being read). */
  applied: ReportRange;
  report: RangeReport | null;
  notice: QueueNotice | null;
  loadError: string | null;
}

type Download = { blob: Blob; filename: string };

export type ReportsEvent =
  | { type: 'FROM.CHANGE'; value: string }
  | { type: 'TO.CHANGE'; value: string }
  | { type: 'APPLY' }
  | { type: 'DOWNLOAD' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ report: RangeReport }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<Download, 'download'>
  | ErrorActorEvent<unknown, 'download'>;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null when it is not a real date. */
function dayNumber(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text ? null : at / DAY_MS;
}

/** The date `days` before a YYYY-MM-DD date. */
export const daysBefore = (date: string, days: number): string =>
  new Date(((dayNumber(date) ?? 0) - days) * DAY_MS).toISOString().slice(0, 10);

/** What is wrong with a range, in the server's words, or null when it can be read. */
export function rangeProblem(from: string, to: string, today: string): string | null {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null) return 'Give the range as from and to dates (YYYY-MM-DD).';
  if (first > last) return 'The range starts after it ends: from must be on or before to.';
  if (last - first + 1 > REPORT_MAX_DAYS) return `A report covers at most ${REPORT_MAX_DAYS} days.`;
  if (last > (dayNumber(today) ?? last)) return 'The range ends today (Manila time) at the latest.';
  return null;
}

/** The dates are typed in every state but the end, a read or a download under way included: no keystroke is lost. */
const TYPING = {
  'FROM.CHANGE': { actions: { type: 'setFrom', params: ({ event }: { event: { value: string } }) => event.value } },
  'TO.CHANGE': { actions: { type: 'setTo', params: ({ event }: { event: { value: string } }) => event.value } },
} as const;

/** What a read or a download is given: the report, its range and the token. */
interface ReportCall {
  token: string;
  scope: ReportScope;
  range: ReportRange;
}

const query = (range: ReportRange) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export const reportsMachine = setup({
  types: {} as TypesOf<ReportsContext, ReportsEvent, ReportsInput>,
  actors: {
    load: fromPromise<{ report: RangeReport }, ReportCall>(({ input, signal }) =>
      opsCall('GET', `${REPORT_CALLS[input.scope].json}?${query(input.range)}`, input.token, undefined, signal),
    ),
    download: fromPromise<Download, ReportCall>(({ input, signal }) =>
      opsDownload(`${REPORT_CALLS[input.scope].csv}?${query(input.range)}`, input.token, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    rangeValid: ({ context }) => rangeProblem(context.from.trim(), context.to.trim(), context.today) === null,
  },
  actions: {
    ...queueActions,
    setFrom: assign({ from: (_, value: string) => value.slice(0, 10), notice: null }),
    setTo: assign({ to: (_, value: string) => value.slice(0, 10), notice: null }),
    apply: assign({ applied: ({ context }) => ({ from: context.from.trim(), to: context.to.trim() }), notice: null }),
    askRange: assign({
      notice: ({ context }) => ({
        kind: 'error' as const,
        text: rangeProblem(context.from.trim(), context.to.trim(), context.today) ?? '',
      }),
    }),
    setReport: assign({
      report: ({ event }) => (event as DoneActorEvent<{ report: RangeReport }>).output.report,
    }),
    startDownload: assign({ notice: null }),
    save: ({ event }) => {
      const { blob, filename } = (event as DoneActorEvent<Download>).output;
      saveFile(blob, filename);
    },
    downloaded: assign({
      notice: ({ event }) => ({
        kind: 'success' as const,
        text: `Downloaded ${(event as DoneActorEvent<Download>).output.filename}.`,
      }),
    }),
  },
}).createMachine({
  id: 'reports',
  context: ({ input }) => {
    const opening = { from: daysBefore(input.today, OPENING_DAYS - 1), to: input.today };
    return { ...input, ...opening, applied: opening, report: null, notice: null, loadError: null };
  },
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the report of the applied range.',
      on: TYPING,
      invoke: {
        ...QUEUE_STATES.loading.invoke,
        input: ({ context }) => ({ token: context.token, scope: context.scope, range: context.applied }),
        onDone: { target: 'ready', actions: 'setReport' },
      },
    },
    failed: {
      ...QUEUE_STATES.failed,
      description: 'The report could not be read: the reason and Retry (the range can still be changed).',
      on: {
        ...TYPING,
        RETRY: 'loading',
        APPLY: [{ guard: 'rangeValid', target: 'loading', actions: 'apply' }, { actions: 'askRange' }],
      },
    },
    ready: {
      description: 'The range picker, the totals, the chart and a row per day, and Download CSV.',
      tags: ['ready'],
      on: {
        ...TYPING,
        APPLY: [{ guard: 'rangeValid', target: 'loading', actions: 'apply' }, { actions: 'askRange' }],
        DOWNLOAD: { target: 'downloading', actions: 'startDownload' },
      },
    },
    downloading: {
      description: 'Fetches the shown range as CSV and hands it to the browser as a download.',
      tags: ['ready', 'busy'],
      on: TYPING,
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ token: context.token, scope: context.scope, range: context.applied }),
        onDone: { target: 'ready', actions: ['save', 'downloaded'] },
        onError: refusedThen('ready'),
      },
    },
  },
});

export type ReportsMachine = typeof reportsMachine;
