import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TopListProps {
  title: string;
  entries: readonly { label: string; searches: number }[];
}

/** One of the summary's top lists: what, and how many searches. */
export function TopList({ title, entries }: TopListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('backofficeStatistics.summary.noneYet')}
          </Text>
        ) : (
          <Table withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.label}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{entry.label}</Table.Td>
                  <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('backofficeStatistics.summary.count', { count: entry.searches })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
