import type { TSearchStatisticsSummary } from '@fitmarket/core/api/search-statistics';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface SearchesChartProps {
  days: TSearchStatisticsSummary['per_day'];
  /** A day (YYYY-MM-DD) as the axis shows it, in the page's language. */
  formatDay: (day: string) => string;
  searchesLabel: string;
  zeroResultsLabel: string;
}

/**
 * Searches per day, the ones without results stacked on top. A chunk of its own (recharts is
 * the page's heaviest part), loaded once the page shows (StatisticsRoute).
 */
export function SearchesChart({
  days,
  formatDay,
  searchesLabel,
  zeroResultsLabel,
}: SearchesChartProps) {
  const data = days.map((day) => ({
    day: day.day,
    found: day.searches - day.zero_results,
    zero: day.zero_results,
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDay} minTickGap={16} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} />
        <Bar
          dataKey="found"
          name={searchesLabel}
          stackId="searches"
          fill="var(--mantine-color-teal-7)"
        />
        <Bar
          dataKey="zero"
          name={zeroResultsLabel}
          stackId="searches"
          fill="var(--mantine-color-orange-7)"
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
