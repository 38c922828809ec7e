import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, XAxis, YAxis } from 'recharts';
import { formatPercent } from './format-figures';
import type { ChartRow } from './chart-rows';

export interface RateBarsProps {
  title: string;
  rows: readonly ChartRow[];
  winner: string | null;
}

const BAR_HEIGHT = 36;

/** The bars themselves: kept in their own module so the charting library loads only with a report. */
export default function RateBars({ title, rows, winner }: RateBarsProps) {
  return (
    <BarChart
      layout="vertical"
      data={[...rows]}
      responsive
      style={{ width: '100%', height: rows.length * BAR_HEIGHT + 48 }}
      margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
      title={title}
    >
      <CartesianGrid horizontal={false} strokeDasharray="3 3" />
      <XAxis type="number" tickFormatter={(value: number) => formatPercent(value / 100)} />
      <YAxis type="category" dataKey="name" width={140} />
      <Bar dataKey="rate" isAnimationActive={false}>
        {rows.map((row) => (
          <Cell key={row.name} className={row.name === winner ? 'read-back-chart__bar--winner' : 'read-back-chart__bar'} />
        ))}
        <ErrorBar dataKey="interval" width={6} direction="x" className="read-back-chart__interval" />
      </Bar>
    </BarChart>
  );
}
