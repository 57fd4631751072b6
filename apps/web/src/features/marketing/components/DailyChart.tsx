import type { TCampaignStats } from '@fitmarket/core/api/campaigns';

type TCampaignDay = TCampaignStats['days'][number];

import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const HEIGHT = 120;
const BAR_GAP = 2;

/**
 * Impressions (bars) and clicks (a line) per day as a small SVG of our own: no chart library
 * in the bundle. A table with the same numbers is there for screen readers.
 */
export function DailyChart({ days, locale }: { days: readonly TCampaignDay[]; locale: string }) {
  const { t } = useTranslation();
  const maxImpressions = Math.max(1, ...days.map((day) => day.impressions));
  const maxClicks = Math.max(1, ...days.map((day) => day.clicks));
  const width = Math.max(days.length * 16, 160);
  const barWidth = width / Math.max(days.length, 1) - BAR_GAP;
  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const clickPoints = days
    .map((day, index) => {
      const x = index * (barWidth + BAR_GAP) + barWidth / 2;
      const y = HEIGHT - (day.clicks / maxClicks) * (HEIGHT - 8) - 4;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <Box data-testid="campaign-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, index) => {
          const height = (day.impressions / maxImpressions) * (HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={index * (barWidth + BAR_GAP)}
              y={HEIGHT - height}
              width={Math.max(barWidth, 1)}
              height={height}
              fill="var(--mantine-color-blue-4)"
              rx={1}
            />
          );
        })}
        {days.length > 1 && (
          <polyline
            points={clickPoints}
            fill="none"
            stroke="var(--mantine-color-orange-7)"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {first ? dateLabel(first.date) : ''}
        </Text>
        <Group gap="sm">
          <Text size="xs" c="blue.7">
            ▮ {t('marketing.chart.impressions')}
          </Text>
          <Text size="xs" c="orange.8">
            ━ {t('marketing.chart.clicks')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {last ? dateLabel(last.date) : ''}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{t('marketing.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('marketing.chart.date')}</th>
              <th scope="col">{t('marketing.chart.impressions')}</th>
              <th scope="col">{t('marketing.chart.clicks')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dateLabel(day.date)}</th>
                <td>{day.impressions}</td>
                <td>{day.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
