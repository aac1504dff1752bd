import type { Context } from 'hono';
import type { Db } from '../db/connect';
import type { StaffRole } from '../db/schema';
import { type Actor, writeAudit } from './audit';
import { businessReport, parseRange, reportCsv } from './reports';

/**
 * Who reads the business report: finance (the cash) and admin. Marketing is not among them: the report carries
 * the house's deposits, withdrawals and revenue, which a promotion's manager has no need to see.
 */
export const REPORT_ROLES: readonly StaffRole[] = ['finance', 'admin'];

/** What a report call is given: the part of an /ops call (server/ops/routes.ts) it reads. */
interface ReportCall {
  c: Context;
  deps: { db: Db };
  staff: Actor;
  now: number;
}

/**
 * The business report's calls (docs/ops.md "Reports"): JSON for the page, CSV for a spreadsheet. Entries of the /ops
 * table (OPS_ROUTES), held to REPORT_ROLES like every other.
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
    run: async ({ c, deps, now }) => ({
      report: await businessReport(deps.db, parseRange(c.req.query('from'), c.req.query('to'), now)),
    }),
  },
  {
    method: 'GET',
    path: '/reports/csv',
    roles: REPORT_ROLES,
    run: async ({ c, deps, staff, now }) => {
      const range = parseRange(c.req.query('from'), c.req.query('to'), now);
      const csv = reportCsv(await businessReport(deps.db, range));
      // The business's figures leave the back office in this file: who took which range is kept.
      await writeAudit(deps.db, staff, { action: 'report.export', target: `report:${range.from}..${range.to}` }, now);
      return new Response(csv, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="report-${range.from}-to-${range.to}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  },
];
