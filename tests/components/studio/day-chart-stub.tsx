import type { DayChartProps } from '../../../src/studio/dashboard/DayChart';

/** Stands in for the uPlot chart (jsdom has no canvas): says what it would draw. */
export default function DayChartStub({ labels, values }: DayChartProps) {
  return <p>{`chart of ${labels.length} days: ${values.join(',')}`}</p>;
}
