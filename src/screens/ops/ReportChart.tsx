import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../ui/Money';

/** A line of the chart: what it shows and its amount (hundredths) for each day of the report. */
export interface ChartLine {
  label: string;
  values: readonly number[];
}

/** What a chart draws: the Manila dates (YYYY-MM-DD, oldest first) and at most CHART_STYLES.length lines. */
export interface ChartData {
  days: readonly string[];
  lines: readonly ChartLine[];
}

/** The lines' colours and dashes, in order: told apart without colour too. A chart draws at most this many. */
export const CHART_STYLES = [
  { stroke: '#1a7f37', dash: [] },
  { stroke: '#b3261e', dash: [8, 4] },
  { stroke: '#0b57d0', dash: [2, 3] },
  { stroke: '#7a4a00', dash: [10, 3, 2, 3] },
] as const;

/**
 * The chart library (uPlot) and its styles, fetched only when a report is drawn: they ride in a chunk of their own
 * that only the back office's report pages ask for (e2e/bundle.spec.ts).
 */
const loadChart = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

/**
 * A report's days drawn as lines (pesos per Manila day). A picture for the eye only: it is hidden from assistive
 * technology, which reads the caption (the page says what is drawn and its high point) and the per-day table beside
 * it holding every figure.
 */
export function ReportChart({ chart, caption }: { chart: ChartData; caption: string }) {
  const intl = useIntl();
  // Drawn again only when the data is another (the page keeps it while the same report is shown).
  const { days, lines } = chart;
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
              ...lines.map((line, i) => ({
                label: line.label,
                stroke: CHART_STYLES[i]?.stroke,
                width: 2,
                dash: [...(CHART_STYLES[i]?.dash ?? [])],
                value: (_: unknown, v: number | null) => (v === null ? '' : formatMoney(intl, v * 100)),
              })),
            ],
            axes: [
              {
                // One tick per day, a week or a month apart on a long range; labelled MM-DD.
                incrs: [1, 2, 7, 14, 28, 56, 91, 182],
                values: (_, splits) => splits.map((i) => (Number.isInteger(i) ? (days[i]?.slice(5) ?? '') : '')),
              },
              { size: 80, values: (_, splits) => splits.map((v) => intl.formatNumber(v)) },
            ],
          },
          [days.map((_, i) => i), ...lines.map((line) => line.values.map((v) => v / 100))],
          element,
        );
      });
      return () => {
        gone = true;
        plot?.destroy();
      };
    },
    [days, lines, intl],
  );
  return (
    <figure className="ops-chart">
      <figcaption>{caption}</figcaption>
      <div className="ops-chart__plot" ref={draw} aria-hidden="true" />
    </figure>
  );
}
