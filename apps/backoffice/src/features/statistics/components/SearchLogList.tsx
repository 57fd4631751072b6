import type { TSearchStatistic } from '@fitmarket/core/api/search-statistics';
import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../components/TableScrollRegion';

export interface SearchLogListProps {
  rows: readonly TSearchStatistic[];
  formatTime: (iso: string) => string;
}

/**
 * The logged searches (SPEC §2 back-office 9: text, formatted location, date, the user's own
 * location as lon, lat; and the words the search left out): a table on wider screens, cards on
 * a phone.
 */
export function SearchLogList({ rows, formatTime }: SearchLogListProps) {
  const { t } = useTranslation();
  const text = (row: TSearchStatistic) => row.search.trim() || t('backofficeStatistics.log.noText');
  const place = (row: TSearchStatistic) =>
    row.location_formatted ?? t('backofficeStatistics.log.noLocation');
  const userPlace = (row: TSearchStatistic) =>
    row.geolocation_coords
      ? `${row.geolocation_coords.lon.toFixed(4)}, ${row.geolocation_coords.lat.toFixed(4)}`
      : t('backofficeStatistics.log.noLocation');
  const dropped = (row: TSearchStatistic) => row.dropped_words.join(', ');

  return (
    <>
      <Box visibleFrom="sm">
        <TableScrollRegion label={t('backofficeStatistics.log.title')} minWidth={760}>
          <Table striped highlightOnHover data-testid="search-log-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeStatistics.log.search')}</Table.Th>
                <Table.Th>{t('backofficeStatistics.log.location')}</Table.Th>
                <Table.Th>{t('backofficeStatistics.log.date')}</Table.Th>
                <Table.Th>{t('backofficeStatistics.log.userLocation')}</Table.Th>
                <Table.Th ta="right">{t('backofficeStatistics.log.results')}</Table.Th>
                <Table.Th>{t('backofficeStatistics.log.dropped')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{text(row)}</Table.Td>
                  <Table.Td>{place(row)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(row.created)}</Table.Td>
                  <Table.Td>{userPlace(row)}</Table.Td>
                  <Table.Td ta="right">{row.result_count}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{dropped(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      </Box>
      <Stack hiddenFrom="sm" gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder p="sm" radius="md">
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {text(row)}
            </Text>
            <Text size="sm">
              {t('backofficeStatistics.log.location')}: {place(row)}
            </Text>
            <Text size="sm">
              {t('backofficeStatistics.log.userLocation')}: {userPlace(row)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatTime(row.created)} · {t('backofficeStatistics.log.results')}:{' '}
              {row.result_count}
            </Text>
            {row.dropped_words.length > 0 && (
              <Text size="sm">
                {t('backofficeStatistics.log.dropped')}: {dropped(row)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
