import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/*
 * A small bar chart of one figure per day, drawn by uPlot on a canvas. This
 * module is the only one that imports the chart library, and the dashboard
 * loads it lazily (DailyCharts.tsx), so the figures show before it arrives
 * and nothing of it reaches the shop's bundles.
 */

export interface DayChartProps {
  /** Short day names under the bars ("24 Nov"), oldest first. */
  labels: readonly string[];
  values: readonly number[];
  /** How the vertical axis writes a value. */
  tick: (value: number) => string;
  /** Only whole steps on the vertical axis (counts). */
  whole?: boolean;
  /** A CSS custom property naming the bars' colour. */
  colorVar: string;
}

const HEIGHT = 180;
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export default function DayChart({ labels, values, tick, whole = false, colorVar }: DayChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const host = box.current;
    if (!host) return;
    // A browser that refuses canvas drawing (some privacy settings do) keeps the sentence and the table.
    if (!document.createElement('canvas').getContext('2d')) {
      setUnsupported(true);
      return;
    }
    const colour = cssVar(colorVar, '#0b5fff');
    const ink = cssVar('--ink-3', '#5b6270');
    const line = cssVar('--line', '#e4e7ee');
    const font = `12px ${cssVar('--font', 'system-ui, sans-serif')}`;
    const xs = labels.map((_, i) => i);
    const chart = new uPlot(
      {
        width: Math.max(host.clientWidth, 240),
        height: HEIGHT,
        padding: [8, 8, 0, 0],
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: () => [-0.5, labels.length - 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
        },
        axes: [
          {
            stroke: ink,
            font,
            size: 28,
            space: 44,
            grid: { show: false },
            ticks: { show: false },
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          },
          {
            stroke: ink,
            font,
            size: 64,
            grid: { stroke: line, width: 1 },
            ticks: { show: false },
            ...(whole ? { incrs: WHOLE_STEPS } : {}),
            values: (_u, splits) => splits.map((v) => tick(v)),
          },
        ],
        series: [{}, { stroke: colour, fill: colour, width: 0, points: { show: false }, paths: uPlot.paths.bars?.({ size: [0.6, 28] }) }],
      },
      [xs, [...values]],
      host,
    );
    // The chart takes its box's width, on a phone as on a desktop, and follows it when the window changes.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: Math.max(host.clientWidth, 240), height: HEIGHT }));
    resize?.observe(host);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [labels, values, tick, whole, colorVar]);

  if (unsupported) return <p className="st-muted">This browser does not draw charts; the table below has the figures.</p>;
  return <div ref={box} />;
}
