/**
 * One dashboard chart: a line per series over the period's days. Drawn with uPlot, the smallest of
 * the kept chart libraries compared (recharts, visx, ECharts, uPlot; docs/operator-console.md,
 * "Console"): it draws to a canvas, has no dependencies and works with any React since it only
 * needs a DOM node; it loads only with the dashboard, inside the console's chunk.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OpsDailySeries } from '@culture/protocol';

const PALETTE = ['#4f46e5', '#0891b2', '#16a34a', '#d97706', '#dc2626', '#9333ea', '#db2777', '#65a30d', '#475569', '#0d9488'];
/** 1, 2, 5, 10, 20, 50 … 5·10^9. */
const WHOLE_STEPS = Array.from({ length: 30 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3));
const HEIGHT = 220;

export function DailyChart({
  dates,
  series,
  format,
  dateLabel,
  testId,
}: {
  /** The legend's name of the hovered day. */
  dateLabel: string;
  dates: string[];
  series: OpsDailySeries[];
  /** Tick and legend text of a value (digit grouping, or ¥ for money). */
  format: (value: number) => string;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const xs = dates.map((_, i) => i);
    const data: uPlot.AlignedData = [
      xs,
      ...series.map((s) => {
        const byDate = new Map(s.points.map((p) => [p.date, p.value]));
        return dates.map((date) => byDate.get(date) ?? 0);
      }),
    ];
    const plot = new uPlot(
      {
        width: Math.max(node.clientWidth, 280),
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (dates[i]?.slice(5) ?? '') : '')),
            space: 48,
          },
          // Whole steps only: every series counts things (or fen), so 0.2 of a sign-in is no tick.
          { values: (_u, splits) => splits.map((v) => format(v)), size: 72, incrs: WHOLE_STEPS },
        ],
        series: [
          { label: dateLabel, value: (_u, i) => (i == null ? '' : (dates[i] ?? '')) },
          ...series.map((s, index) => ({
            label: s.label,
            stroke: PALETTE[index % PALETTE.length],
            width: 2,
            points: { show: dates.length <= 31 },
            value: (_u: uPlot, v: number | null) => (v == null ? '–' : format(v)),
          })),
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      node,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(node.clientWidth, 280), height: HEIGHT }));
    resize.observe(node);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, series, format, dateLabel]);
  // The canvas says nothing to a screen reader: the same figures go in a visually hidden table
  // and the drawing is hidden from assistive technology.
  return (
    <>
      <div ref={box} data-testid={testId} aria-hidden="true" />
      <ChartTable dates={dates} series={series} format={format} dateLabel={dateLabel} />
    </>
  );
}

/**
 * The chart's figures as a table: a row per day, a column per series, values as on the axis. Its
 * box hides it: a table ignores the 1 px size and overflow of `visually-hidden` and would lengthen
 * the page.
 */
function ChartTable({
  dates,
  series,
  format,
  dateLabel,
}: {
  dates: string[];
  series: OpsDailySeries[];
  format: (value: number) => string;
  dateLabel: string;
}) {
  const byDate = series.map((s) => new Map(s.points.map((p) => [p.date, p.value])));
  return (
    <div className="visually-hidden">
      <table data-testid="ops-chart-data">
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            {series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => (
            <tr key={date}>
              <th scope="row">{date}</th>
              {byDate.map((values, i) => (
                <td key={series[i]!.key}>{format(values.get(date) ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
