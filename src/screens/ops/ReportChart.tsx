import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ReportDay } from '../../api/contract/opsReports';
import { formatMoney } from '../../ui/Money';

/** The chart's lines: what each shows, its colour and dash (told apart without colour too). */
const LINES = [
  { label: 'Deposits', of: (d: ReportDay) => d.deposits, stroke: '#1a7f37', dash: [] },
  { label: 'Withdrawals', of: (d: ReportDay) => d.withdrawals, stroke: '#b3261e', dash: [8, 4] },
  { label: 'Gross gaming revenue', of: (d: ReportDay) => d.ggr, stroke: '#0b57d0', dash: [2, 3] },
  { label: 'Bonus cost', of: (d: ReportDay) => d.bonusCost, stroke: '#7a4a00', dash: [10, 3, 2, 3] },
] as const;

/**
 * The chart library (uPlot) and its styles, fetched only when a report is drawn: they ride in a chunk of their own
 * that only this back-office page asks for (e2e/bundle.spec.ts).
 */
const loadChart = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

/**
 * The report's days drawn as lines (pesos per Manila day). A picture for the eye only: it is hidden from assistive
 * technology, which reads the summary here and the per-day table beside it holding every figure.
 */
export function ReportChart({ days }: { days: readonly ReportDay[] }) {
  const intl = useIntl();
  const peak = days.reduce<ReportDay | null>((top, d) => (top === null || d.deposits > top.deposits ? d : top), null);
  const draw = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || days.length === 0) return undefined;
      let plot: { destroy(): void } | undefined;
      let gone = false;
      void loadChart().then((UPlot) => {
        if (gone) return;
        plot = new UPlot(
          {
            width: Math.max(320, element.clientWidth),
            height: 260,
            scales: { x: { time: false } },
            series: [
              {},
              ...LINES.map((line) => ({
                label: line.label,
                stroke: line.stroke,
                width: 2,
                dash: [...line.dash],
                value: (_: unknown, v: number | null) => (v === null ? '' : formatMoney(intl, v * 100)),
              })),
            ],
            axes: [
              {
                // One tick per day, a week or a month apart on a long range; labelled MM-DD.
                incrs: [1, 2, 7, 14, 28, 56, 91, 182],
                values: (_, splits) => splits.map((i) => (Number.isInteger(i) ? (days[i]?.day.slice(5) ?? '') : '')),
              },
              { size: 80, values: (_, splits) => splits.map((v) => intl.formatNumber(v)) },
            ],
          },
          [days.map((_, i) => i), ...LINES.map((line) => days.map((d) => line.of(d) / 100))],
          element,
        );
      });
      return () => {
        gone = true;
        plot?.destroy();
      };
    },
    [days, intl],
  );
  return (
    <figure className="ops-chart">
      <figcaption>
        Deposits, withdrawals, gross gaming revenue and bonus cost per day, in pesos; the table below holds every
        figure.
        {peak && peak.deposits > 0 ? ` Most deposits: ${formatMoney(intl, peak.deposits)} on ${peak.day}.` : ''}
      </figcaption>
      <div className="ops-chart__plot" ref={draw} aria-hidden="true" />
    </figure>
  );
}
