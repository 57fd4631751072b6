import { WEB_LINKS } from '@fitmarket/core/links';
import { formatPrice } from '@fitmarket/core/rules/price';
import { formatVatRate } from '@fitmarket/core/rules/receipts';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Anchor, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useReceipt } from '../api/billing';
import { formatDay } from '../format';
import { receiptStatus } from './ReceiptsRoute';

/** Route account.receipt (/account/receipts/:id, auth): one receipt, printable. */
export function ReceiptRoute() {
  const ready = useSectionTexts('billing');
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <ReceiptPage id={id} />;
}

function ReceiptPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const receipt = useReceipt(id);
  usePageTitle(t('billing.receipt.pageTitle', { number: receipt.data?.number_text ?? '' }));
  if (receipt.isPending) return <PageLoader label={t('billing.receipt.loading')} />;
  if (receipt.isError) {
    return (
      <LoadFailed
        title={t('billing.receipt.loading')}
        error={receipt.error}
        onRetry={() => void receipt.refetch()}
        retrying={receipt.isFetching}
      />
    );
  }
  const r = receipt.data;
  const money = (minor: number) => formatPrice(minor, r.currency, language);
  const credit = r.kind === 'credit_note';
  return (
    <Stack gap="md">
      <Group justify="space-between" className="no-print">
        <Anchor component={Link} to={WEB_LINKS.receipts}>
          {t('billing.receipts.back')}
        </Anchor>
        <Button variant="default" onClick={() => window.print()} data-testid="print-receipt">
          {t('billing.receipt.print')}
        </Button>
      </Group>
      <style>
        {'@media print { .no-print, header, footer, nav { display: none !important; } }'}
      </style>
      <Paper withBorder radius="md" p="xl" data-testid="receipt">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t(credit ? 'billing.receipt.creditNoteTitle' : 'billing.receipt.title')}{' '}
            {r.number_text}
          </Title>
          <Group align="flex-start" grow>
            <Stack gap={2}>
              <Text fw={600}>{t('billing.receipt.seller')}</Text>
              <Text>{t('billing.receipt.sellerName')}</Text>
            </Stack>
            <Stack gap={2}>
              <Text fw={600}>{t('billing.receipt.buyer')}</Text>
              <Text>{r.buyer_name}</Text>
              <Text>{r.buyer_email}</Text>
              {r.business_id && (
                <Text>
                  {t('billing.receipt.businessId')}: {r.business_id}
                </Text>
              )}
            </Stack>
          </Group>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={240}>
                  {t(credit ? 'billing.receipt.creditNoteNumber' : 'billing.receipt.number')}
                </Table.Th>
                <Table.Td data-testid="receipt-number">{r.number_text}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('billing.receipt.date')}</Table.Th>
                <Table.Td>{formatDay(r.issued_at, language)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('billing.receipt.order')}</Table.Th>
                <Table.Td>{r.order_id}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('billing.receipt.item')}</Table.Th>
                <Table.Td>{r.description}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('billing.receipt.net')}</Table.Th>
                <Table.Td>{money(r.net_minor)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>
                  {t('billing.receipt.vat', {
                    rate: formatVatRate(r.vat_rate_basis_points).replace(
                      '.',
                      language === 'fi' ? ',' : '.',
                    ),
                  })}
                </Table.Th>
                <Table.Td data-testid="receipt-vat">{money(r.vat_minor)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>
                  {t(credit ? 'billing.receipt.totalRefunded' : 'billing.receipt.total')}
                </Table.Th>
                <Table.Td fw={700} data-testid="receipt-total">
                  {money(r.gross_minor)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Divider />
          <Text size="sm" c="dimmed">
            {receiptStatus(r, t)}
            {!credit &&
              r.refunded_minor > 0 &&
              ` · ${t('billing.receipt.refunded', { amount: money(r.refunded_minor) })}`}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
