// A covenant's trend as a small line (recharts, a chunk of its own loaded after the table). The picture is
// one image for assistive technology, named by the text alternative the page writes ("12-period trend from
// 2.10 % to 2.89 %"); the chart itself takes no focus.
import { Line, LineChart, ReferenceLine, YAxis } from "recharts";

export interface TrendSparklineProps {
  /** Values in display units, oldest first; null where the period has none. */
  values: ReadonlyArray<number | null>;
  /** The binding limit in display units, drawn as a dashed line when there is one. */
  limit: number | null;
  /** The text alternative. */
  label: string;
  /** The line's colour (the status colour of the newest value). */
  colour: string;
}

export const SPARKLINE_WIDTH = 80;
export const SPARKLINE_HEIGHT = 28;

export function TrendSparkline({ values, limit, label, colour }: TrendSparklineProps) {
  const data = values.map((value, index) => ({ index, value }));
  const numbers = values.filter((value): value is number => value !== null);
  const low = Math.min(...numbers, ...(limit === null ? [] : [limit]));
  const high = Math.max(...numbers, ...(limit === null ? [] : [limit]));
  return (
    <div className="covenant-trend" role="img" aria-label={label}>
      <LineChart
        width={SPARKLINE_WIDTH}
        height={SPARKLINE_HEIGHT}
        data={data}
        margin={{ top: 3, right: 3, bottom: 3, left: 3 }}
        accessibilityLayer={false}
      >
        <YAxis hide domain={[low, high]} />
        {limit !== null && (
          <ReferenceLine y={limit} stroke="#5a6472" strokeDasharray="2 2" ifOverflow="extendDomain" />
        )}
        <Line
          type="monotone"
          dataKey="value"
          stroke={colour}
          strokeWidth={1.5}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
