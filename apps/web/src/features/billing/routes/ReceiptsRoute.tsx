import type { TReceipt } from '@fitmarket/core/api/receipts';
import { WEB_LINKS } from '@fitmarket/core/links';
import { formatPrice } from '@fitmarket/core/rules/price';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useReceipts } from '../api/billing';
import { formatDay } from '../format';

/** Route account.receipts (/account/receipts, auth): the buyer's receipts, newest first. */
export function ReceiptsRoute() {
  const ready = useSectionTexts('billing');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <ReceiptsPage />;
}

export function receiptStatus(receipt: TReceipt, t: TFunction) {
  if (receipt.kind === 'credit_note') {
    return t('billing.receipts.creditNote', { number: receipt.credits_number_text ?? '' });
  }
  if (receipt.payment_status === 'refunded') return t('billing.receipts.refunded');
  if (receipt.payment_status === 'partially_refunded') {
    return t('billing.receipts.partiallyRefunded');
  }
  return t('billing.receipts.paid');
}

function ReceiptsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('billing.receipts.pageTitle'));
  const receipts = useReceipts();
  if (receipts.isPending) return <PageLoader label={t('billing.receipts.loading')} />;
  if (receipts.isError) {
    return (
      <LoadFailed
        title={t('billing.receipts.loading')}
        error={receipts.error}
        onRetry={() => void receipts.refetch()}
        retrying={receipts.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('billing.receipts.title')}
        </Title>
        <Text c="dimmed">{t('billing.receipts.lead')}</Text>
      </Stack>
      {receipts.data.length === 0 ? (
        <Text data-testid="receipts-empty">{t('billing.receipts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="receipts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.receipts.number')}</Table.Th>
                <Table.Th>{t('billing.receipts.date')}</Table.Th>
                <Table.Th>{t('billing.receipts.item')}</Table.Th>
                <Table.Th>{t('billing.receipts.total')}</Table.Th>
                <Table.Th>{t('billing.receipts.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipts.data.map((receipt) => (
                <Table.Tr key={receipt.id} data-testid="receipt-row">
                  <Table.Td>
                    <Anchor component={Link} to={`${WEB_LINKS.receipts}/${receipt.id}`}>
                      {receipt.number_text}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDay(receipt.issued_at, language)}</Table.Td>
                  <Table.Td>{receipt.description}</Table.Td>
                  <Table.Td>
                    {/* A credit note gives money back. */}
                    {receipt.kind === 'credit_note' && '−'}
                    {formatPrice(receipt.gross_minor, receipt.currency, language)}
                  </Table.Td>
                  <Table.Td>{receiptStatus(receipt, t)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
