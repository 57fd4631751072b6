import type { TAffiliate } from '@fitmarket/core/api/affiliates';
import { Avatar } from '@fitmarket/ui/Avatar';
import { Box, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../components/TableScrollRegion';

export interface AffiliateListProps {
  rows: readonly TAffiliate[];
  formatDate: (iso: string) => string;
}

const fullName = (row: TAffiliate) => `${row.first_name} ${row.last_name}`.trim();

function Person({ row }: { row: TAffiliate }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={fullName(row)} image={row.image} size="sm" />
      <Text size="sm" fw={500}>
        {fullName(row)}
      </Text>
    </Group>
  );
}

/** SPEC §2 back-office 3: name, affiliate name and code; a table on wider screens, cards on a phone. */
export function AffiliateList({ rows, formatDate }: AffiliateListProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box visibleFrom="sm">
        <TableScrollRegion
          label={t('backoffice.dashboard.sections.professionalsAffiliates')}
          minWidth={560}
        >
          <Table striped highlightOnHover data-testid="affiliate-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeInsights.affiliates.professional')}</Table.Th>
                <Table.Th>{t('backofficeInsights.affiliates.partner')}</Table.Th>
                <Table.Th>{t('backofficeInsights.affiliates.code')}</Table.Th>
                <Table.Th>{t('backofficeInsights.affiliates.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Person row={row} />
                  </Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    <Code>{row.code}</Code>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      </Box>
      <Stack hiddenFrom="sm" gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Person row={row} />
              <Text size="sm">
                {t('backofficeInsights.affiliates.partner')}: {row.name}
              </Text>
              <Text size="sm">
                {t('backofficeInsights.affiliates.code')}: <Code>{row.code}</Code>
              </Text>
              <Text size="sm" c="dimmed">
                {t('backofficeInsights.affiliates.since')}: {formatDate(row.created)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
