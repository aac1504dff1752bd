import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_MAX_DAYS, type ReportScope, reportsMachine } from '../../../machines/ops/reports.machine';
import {
  reportBusy,
  reportCanDownload,
  reportFailed,
  reportFrom,
  reportLoadError,
  reportNotice,
  reportShown,
  reportTo,
  reportToday,
} from '../../../machines/ops/reports.selectors';
import type { BusinessReport, RangeReport, ReportDay, ReportFigures } from '../../api/contract/opsReports';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { formatMoney, Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { PromotionCostTable } from './PromotionCostTable';
import { LoadFailed, OpsNotice } from './QueuePage';
import { ReportChart } from './ReportChart';
import type { Gate } from './RoleGate';

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in Manila (UTC+8 all year), YYYY-MM-DD. */
export const manilaDate = (at: number): string => new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The money columns of the per-day table and the totals, in the CSV's order. */
const MONEY: readonly { key: keyof ReportFigures & string; label: string }[] = [
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'netCash', label: 'Net cash' },
  { key: 'bets', label: 'Bets' },
  { key: 'wins', label: 'Wins' },
  { key: 'ggr', label: 'Gross gaming revenue' },
  { key: 'bonusCost', label: 'Bonus cost' },
];

const PLAYERS: readonly { key: keyof ReportFigures & string; label: string }[] = [
  { key: 'newPlayers', label: 'New players' },
  { key: 'depositingPlayers', label: 'Depositing players' },
  { key: 'activePlayers', label: 'Active players' },
];

/**
 * /ops/reports (finance and admin): the business by Manila day over a chosen range, read from the ledger (docs/ops.md
 * "Reports"): totals, bonus cost per promotion, a chart and the per-day table it summarizes, and a CSV download.
 */
export function ReportsScreen({ token, session }: Gate) {
  return (
    <RangeReportPage
      token={token}
      session={session}
      scope="business"
      title="Reports"
      body={(report) => (report.scope === 'business' ? <ReportBody report={report} /> : null)}
    />
  );
}

/**
 * A report page over a range of Manila dates (the business report, or the bonus cost alone): the range picker, the
 * report the machine read (`body` draws it), its refusals, and Download CSV of the range shown.
 */
export function RangeReportPage({
  token,
  session,
  scope,
  title,
  body,
}: Gate & { scope: ReportScope; title: string; body: (report: RangeReport) => ReactNode }) {
  // The page's clock: where today's date enters; the machine is given it.
  const today = useMemo(() => manilaDate(Date.now()), []);
  const page = useActorRef(reportsMachine, { input: { token, session, today, scope } });
  const from = useSelector(page, reportFrom);
  const to = useSelector(page, reportTo);
  const max = useSelector(page, reportToday);
  const report = useSelector(page, reportShown);
  const notice = useSelector(page, reportNotice);
  const busy = useSelector(page, reportBusy);
  const failed = useSelector(page, reportFailed);
  const loadError = useSelector(page, reportLoadError);
  const canDownload = useSelector(page, reportCanDownload);
  const titleId = `ops-${scope}-report-title`;
  return (
    <section aria-labelledby={titleId} aria-busy={busy}>
      <h1 id={titleId}>{title}</h1>
      <Form className="ops-range" onSubmit={() => page.send({ type: 'APPLY' })} aria-label="Report range">
        <TextField
          label="From"
          name="from"
          type="date"
          max={max}
          value={from}
          onChange={(value) => page.send({ type: 'FROM.CHANGE', value })}
        />
        <TextField
          label="To"
          name="to"
          type="date"
          max={max}
          value={to}
          onChange={(value) => page.send({ type: 'TO.CHANGE', value })}
          hint={`Manila dates, up to ${REPORT_MAX_DAYS} days ending today at the latest.`}
        />
        <Button type="submit" variant="primary" busy={busy}>
          Show report
        </Button>
      </Form>
      <OpsNotice notice={notice} />
      {failed ? (
        <LoadFailed error={loadError} onRetry={() => page.send({ type: 'RETRY' })} />
      ) : report === null ? (
        <p>Loading…</p>
      ) : (
        <>
          {body(report)}
          <Button onClick={() => page.send({ type: 'DOWNLOAD' })} disabled={!canDownload}>
            Download CSV ({report.from} to {report.to})
          </Button>
        </>
      )}
    </section>
  );
}

/** The business report's chart: cash in and out, the house's revenue and the bonus it paid. */
const BUSINESS_LINES: readonly { label: string; of: (d: ReportDay) => number }[] = [
  { label: 'Deposits', of: (d) => d.deposits },
  { label: 'Withdrawals', of: (d) => d.withdrawals },
  { label: 'Gross gaming revenue', of: (d) => d.ggr },
  { label: 'Bonus cost', of: (d) => d.bonusCost },
];

/** A report's range as its headings name it: one day, or from and to. */
export const rangeLabel = (report: { from: string; to: string }) =>
  report.from === report.to ? report.from : `${report.from} to ${report.to}`;

function ReportBody({ report }: { report: BusinessReport }) {
  const intl = useIntl();
  const { totals } = report;
  const range = rangeLabel(report);
  const chart = useMemo(
    () => ({
      days: report.days.map((d) => d.day),
      lines: BUSINESS_LINES.map((line) => ({ label: line.label, values: report.days.map(line.of) })),
    }),
    [report],
  );
  const peak = report.days.reduce<ReportDay | null>(
    (top, d) => (top === null || d.deposits > top.deposits ? d : top),
    null,
  );
  return (
    <>
      <h2>Totals, {range}</h2>
      <dl className="ops-facts">
        {MONEY.map(({ key, label }) => (
          <div key={key} className="ops-facts__pair">
            <dt>{label}</dt>
            <dd>
              <Money value={totals[key] as number} />
            </dd>
          </div>
        ))}
        {PLAYERS.map(({ key, label }) => (
          <div key={key} className="ops-facts__pair">
            <dt>{label}</dt>
            <dd>{totals[key] as number}</dd>
          </div>
        ))}
      </dl>
      <p>
        Over the range each player counts once, so the players here are not the sum of the days. Withdrawals are the
        amounts held for withdrawal less those given back (rejected or not paid out), on the day of each.
      </p>

      <h2>Bonus cost by promotion</h2>
      <PromotionCostTable
        promotions={report.promotions}
        names={report.promotionNames}
        cost={totals.bonus}
        range={range}
      />

      <h2>Per day</h2>
      <ReportChart
        chart={chart}
        caption={`Deposits, withdrawals, gross gaming revenue and bonus cost per day, in pesos; the table below holds every figure.${
          peak && peak.deposits > 0 ? ` Most deposits: ${formatMoney(intl, peak.deposits)} on ${peak.day}.` : ''
        }`}
      />
      {/* A wide table scrolls in its own region, which the keyboard can reach. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
      <section className="ops-scroll" aria-label="Report per day" tabIndex={0}>
        <table className="ops-table">
          <caption className="ops-visually-hidden">The report per Manila day, {range}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {[...MONEY, ...PLAYERS].map(({ key, label }) => (
                <th key={key} scope="col" className="ops-num">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row">{d.day}</th>
                {MONEY.map(({ key }) => (
                  <td key={key} className="ops-num">
                    <Money value={d[key] as number} />
                  </td>
                ))}
                {PLAYERS.map(({ key }) => (
                  <td key={key} className="ops-num">
                    {d[key] as number}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
