import type { StaffRole } from '../db/schema';
import { writeAudit } from './audit';
import { businessReport, parseRange, reportCsv } from './reports';
import type { OpsRoute } from './routes';

/**
 * Who reads the business report: finance (the cash) and admin. Marketing is not among them: the report carries
 * the house's deposits, withdrawals and revenue, which a promotion's manager has no need to see.
 */
export const REPORT_ROLES: readonly StaffRole[] = ['finance', 'admin'];

/** The business report's calls (docs/ops.md "Reports"): JSON for the page, CSV for a spreadsheet. */
export const REPORT_ROUTES: readonly OpsRoute[] = [
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
