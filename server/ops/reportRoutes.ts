import type { Context } from 'hono';
import type { Db } from '../db/connect';
import type { StaffRole } from '../db/schema';
import { type Actor, writeAudit } from './audit';
import { bonusCsv, bonusReport, businessReport, parseRange, type ReportRange, reportCsv } from './reports';

/**
 * Who reads the business report: finance (the cash) and admin. Marketing is not among them: the report carries
 * the house's deposits, withdrawals and revenue, which a promotion's manager has no need to see.
 */
export const REPORT_ROLES: readonly StaffRole[] = ['finance', 'admin'];

/**
 * Who reads the bonus-cost report: marketing (what its promotions cost and whom they reached) and those who read the
 * business report. It holds no cash figure, so marketing may.
 */
export const BONUS_REPORT_ROLES: readonly StaffRole[] = ['marketing', 'finance', 'admin'];

/** What a report call is given: the part of an /ops call (server/ops/routes.ts) it reads. */
interface ReportCall {
  c: Context;
  deps: { db: Db };
  staff: Actor;
  now: number;
}

/** A range's CSV as the browser downloads it (`<name>-<from>-to-<to>.csv`); the export is audited under its name. */
async function csvFile(call: ReportCall, range: ReportRange, csv: string, name: string) {
  const { deps, staff, now } = call;
  // The business's figures leave the back office in this file: who took which range is kept.
  await writeAudit(deps.db, staff, { action: 'report.export', target: `${name}:${range.from}..${range.to}` }, now);
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const rangeOf = ({ c, now }: ReportCall) => parseRange(c.req.query('from'), c.req.query('to'), now);

/**
 * The reports' calls (docs/ops.md "Reports"): JSON for the page, CSV for a spreadsheet; the business report held to
 * REPORT_ROLES, the bonus-cost report (no cash figure) to BONUS_REPORT_ROLES. Entries of the /ops table (OPS_ROUTES).
 */
export const REPORT_ROUTES: readonly {
  method: 'GET';
  path: string;
  roles: readonly StaffRole[];
  run(call: ReportCall): Promise<unknown>;
}[] = [
  {
    method: 'GET',
    path: '/reports',
    roles: REPORT_ROLES,
    run: async (call) => ({ report: await businessReport(call.deps.db, rangeOf(call)) }),
  },
  {
    method: 'GET',
    path: '/reports/csv',
    roles: REPORT_ROLES,
    run: async (call) => {
      const range = rangeOf(call);
      return csvFile(call, range, reportCsv(await businessReport(call.deps.db, range)), 'report');
    },
  },
  {
    method: 'GET',
    path: '/reports/bonus',
    roles: BONUS_REPORT_ROLES,
    run: async (call) => ({ report: await bonusReport(call.deps.db, rangeOf(call)) }),
  },
  {
    method: 'GET',
    path: '/reports/bonus/csv',
    roles: BONUS_REPORT_ROLES,
    run: async (call) => {
      const range = rangeOf(call);
      return csvFile(call, range, bonusCsv(await bonusReport(call.deps.db, range)), 'bonus-cost');
    },
  },
];
