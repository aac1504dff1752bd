import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BonusDay, BonusReport } from '../../api/contract/opsReports';
import { formatMoney, Money } from '../../ui/Money';
import { PromotionCostTable } from './PromotionCostTable';
import { CHART_STYLES, ReportChart } from './ReportChart';
import { RangeReportPage, rangeLabel } from './ReportsScreen';
import type { Gate } from './RoleGate';

/**
 * /ops/bonus-cost (marketing, finance and admin): what the promotions cost by Manila day over a chosen range and the
 * players they reached (docs/ops.md "Reports"), with a chart and a CSV download. The server sends it no cash figure:
 * the bonus cost is the business report's own, read by the same query.
 */
export function BonusCostScreen({ token, session }: Gate) {
  return (
    <RangeReportPage
      token={token}
      session={session}
      scope="bonus"
      title="Bonus cost"
      body={(report) => (report.scope === 'bonus' ? <BonusBody report={report} /> : null)}
    />
  );
}

/** The chart's lines: all bonus cost, then the costliest promotions (as many as the chart has styles for). */
function chartOf(report: BonusReport) {
  const promotions = report.promotions.slice(0, CHART_STYLES.length - 1);
  return {
    days: report.days.map((d) => d.day),
    lines: [
      { label: 'Bonus cost', values: report.days.map((d) => d.bonusCost) },
      ...promotions.map((p) => ({
        label: report.promotionNames[p] ?? p,
        values: report.days.map((d) => d.bonus[p] ?? 0),
      })),
    ],
  };
}

function BonusBody({ report }: { report: BonusReport }) {
  const intl = useIntl();
  const { totals, promotions } = report;
  const range = rangeLabel(report);
  const chart = useMemo(() => chartOf(report), [report]);
  const name = (p: string) => report.promotionNames[p] ?? p;
  const drawn = chart.lines.map((line) => line.label);
  const peak = report.days.reduce<BonusDay | null>(
    (top, d) => (top === null || d.bonusCost > top.bonusCost ? d : top),
    null,
  );
  return (
    <>
      <h2>Totals, {range}</h2>
      <dl className="ops-facts">
        <div className="ops-facts__pair">
          <dt>Bonus cost</dt>
          <dd>
            <Money value={totals.bonusCost} />
          </dd>
        </div>
        <div className="ops-facts__pair">
          <dt>Payouts</dt>
          <dd>{totals.payouts}</dd>
        </div>
        <div className="ops-facts__pair">
          <dt>Players reached</dt>
          <dd>{totals.players}</dd>
        </div>
      </dl>
      <p>
        The cost is the coin paid: claims, deposit coupons and points exchanged into coin (points cost nothing until
        exchanged). Over the range each player counts once, so the players here are not the sum of the days.
      </p>

      <h2>By promotion</h2>
      <PromotionCostTable
        promotions={promotions}
        names={report.promotionNames}
        cost={totals.bonus}
        range={range}
        counts={[
          { label: 'Payouts', by: totals.payoutsBy },
          { label: 'Players', by: totals.playersBy },
        ]}
      />

      <h2>Per day</h2>
      <ReportChart
        chart={chart}
        caption={`${drawn.join(', ')} per day, in pesos; the table below holds every figure.${
          peak && peak.bonusCost > 0 ? ` Most bonus cost: ${formatMoney(intl, peak.bonusCost)} on ${peak.day}.` : ''
        }`}
      />
      {/* A wide table scrolls in its own region, which the keyboard can reach. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
      <section className="ops-scroll" aria-label="Bonus cost per day" tabIndex={0}>
        <table className="ops-table">
          <caption className="ops-visually-hidden">The bonus cost per Manila day, {range}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="ops-num">
                Bonus cost
              </th>
              <th scope="col" className="ops-num">
                Payouts
              </th>
              <th scope="col" className="ops-num">
                Players
              </th>
              {promotions.map((p) => (
                <th key={p} scope="col" className="ops-num">
                  {name(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row">{d.day}</th>
                <td className="ops-num">
                  <Money value={d.bonusCost} />
                </td>
                <td className="ops-num">{d.payouts}</td>
                <td className="ops-num">{d.players}</td>
                {promotions.map((p) => (
                  <td key={p} className="ops-num">
                    <Money value={d.bonus[p] ?? 0} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>The CSV adds each promotion's payouts and players per day.</p>
    </>
  );
}
