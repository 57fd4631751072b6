import {
  ADMIN_PAYMENT_LISTS,
  type AdminPaymentList,
  isStaffRefundable,
  type TAdminPaymentFilters,
  type TAdminPaymentList,
  type TAdminRefund,
} from '@fitmarket/core/api/admin-payments';
import type { Currency } from '@fitmarket/core/limits';
import { SUBSCRIPTION_STATUSES } from '@fitmarket/core/rules/membership';
import { PAYMENT_STATUSES } from '@fitmarket/core/rules/payments';
import { formatPrice } from '@fitmarket/core/rules/price';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Button, Group, NativeSelect, Table, Tabs, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { TableScrollRegion } from '../../../components/TableScrollRegion';
import { filterQuery, usePaymentList } from '../api/payments';
import { RefundPaymentModal, type RefundTarget } from '../components/RefundPaymentModal';

const FILTER_KEYS = ['from', 'to', 'q', 'status'] as const;

type Row = TAdminPaymentList['rows'][number];

/** A payments-list row's cell by column name. */
const cellOf = (columns: string[], row: Row, column: string) => row[columns.indexOf(column)];

/**
 * Route dashboard.payments (issue 19): payments, refunds, subscriptions and receipts as tables
 * with the same filters (dates, an e-mail / order / receipt number, a status) and a CSV export
 * of what the filters select, so staff can answer a billing question. The list, filters and
 * page live in the address. A paid membership payment has a Refund button, asked about first.
 */
export function PaymentsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The payment asked about stays set while the modal closes, so its text does not flicker.
  const [refundTarget, setRefundTarget] = useState<RefundTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refunded, setRefunded] = useState<{ refund: TAdminRefund; amount: string } | null>(null);
  const [params, setParams] = useSearchParams();
  const list: AdminPaymentList =
    ADMIN_PAYMENT_LISTS.find((known) => known === params.get('list')) ?? 'payments';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: TAdminPaymentFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const [draft, setDraft] = useState<TAdminPaymentFilters>(filters);
  const result = usePaymentList(list, filters, page);
  const statuses = list === 'subscriptions' ? SUBSCRIPTION_STATUSES : PAYMENT_STATUSES;

  function go(next: { list?: AdminPaymentList; filters?: TAdminPaymentFilters; page?: number }) {
    const query = new URLSearchParams(filterQuery(next.filters ?? filters));
    query.set('list', next.list ?? list);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    go({ filters: draft });
  }

  const data = result.data;
  const query = filterQuery(filters);
  const withRefunds = list === 'payments';

  function askRefund(columns: string[], row: Row) {
    const amount = Number(cellOf(columns, row, 'amount_minor'));
    const currency = String(cellOf(columns, row, 'currency')) as Currency;
    setRefundTarget({
      id: Number(cellOf(columns, row, 'id')),
      amount: formatPrice(amount, currency, language),
      email: String(cellOf(columns, row, 'buyer_email') ?? ''),
    });
    setConfirming(true);
  }

  return (
    <DashboardPage title={t('backoffice.dashboard.sections.payments')}>
      <Text c="dimmed">{t('backofficePayments.lead')}</Text>
      <Tabs
        value={list}
        onChange={(value) => {
          const next = ADMIN_PAYMENT_LISTS.find((known) => known === value);
          if (next) {
            setDraft({});
            go({ list: next, filters: {} });
          }
        }}
      >
        <Tabs.List>
          {ADMIN_PAYMENT_LISTS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`payments-tab-${name}`}>
              {t(`backofficePayments.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <form onSubmit={apply}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('backofficePayments.filters.from')}
            value={draft.from ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, from: event.currentTarget.value || undefined })
            }
          />
          <TextInput
            type="date"
            label={t('backofficePayments.filters.to')}
            value={draft.to ?? ''}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value || undefined })}
          />
          <TextInput
            label={t('backofficePayments.filters.q')}
            value={draft.q ?? ''}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value || undefined })}
            miw={260}
            data-testid="payments-q"
          />
          <NativeSelect
            label={t('backofficePayments.filters.status')}
            value={draft.status ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, status: event.currentTarget.value || undefined })
            }
            data={[
              { value: '', label: t('backofficePayments.filters.any') },
              ...statuses.map((status) => ({ value: status, label: status })),
            ]}
          />
          <Button type="submit">{t('backofficePayments.filters.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              go({ filters: {} });
            }}
          >
            {t('backofficePayments.filters.reset')}
          </Button>
        </Group>
      </form>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data ? t('backofficePayments.count', { count: data.meta.pagination.filtered }) : ''}
        </Text>
        <CsvDownloadButton
          path={`/v1/admin/payments/${list}/export.csv${query ? `?${query}` : ''}`}
          fileName={`${list}.csv`}
          label={t('backofficePayments.export')}
          loadingLabel={t('backofficePayments.loading')}
        />
      </Group>
      <div role="status" aria-live="polite">
        {refunded && (
          <Alert color="teal" variant="light" data-testid="payment-refunded">
            {t(
              refunded.refund.requested_now
                ? 'backofficePayments.refund.done'
                : 'backofficePayments.refund.already',
              { id: refunded.refund.payment_id, amount: refunded.amount },
            )}
          </Alert>
        )}
      </div>
      {result.isError && <ErrorAlerts errors={errorsOf(result.error)} />}
      {result.isPending && !result.isError && (
        <PageLoader label={t('backofficePayments.loading')} />
      )}
      {data && data.rows.length === 0 && <Text c="dimmed">{t('backofficePayments.empty')}</Text>}
      {data && data.rows.length > 0 && (
        <>
          <TableScrollRegion label={t(`backofficePayments.tabs.${list}`)} minWidth={900}>
            <Table striped withTableBorder data-testid="payments-table">
              <Table.Thead>
                <Table.Tr>
                  {data.columns.map((column) => (
                    <Table.Th key={column}>
                      {t(`backofficePayments.columns.${column}`, { defaultValue: column })}
                    </Table.Th>
                  ))}
                  {withRefunds && <Table.Th>{t('backofficePayments.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((cell, index) => (
                      <Table.Td key={data.columns[index]} style={{ whiteSpace: 'nowrap' }}>
                        {cell === null ? '' : String(cell)}
                      </Table.Td>
                    ))}
                    {withRefunds && (
                      <Table.Td>
                        {isStaffRefundable(
                          cellOf(data.columns, row, 'purpose'),
                          cellOf(data.columns, row, 'status'),
                        ) && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t('backofficePayments.refund.buttonLabel', {
                              id: String(row[0]),
                            })}
                            onClick={() => askRefund(data.columns, row)}
                          >
                            {t('backofficePayments.refund.button')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
          <PageNav
            label={t('backofficePayments.pagination')}
            total={data.meta.pagination.last_page}
            value={page}
            onChange={(next) => go({ page: next })}
          />
        </>
      )}
      <RefundPaymentModal
        target={refundTarget}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onRefunded={(refund) => setRefunded({ refund, amount: refundTarget?.amount ?? '' })}
      />
    </DashboardPage>
  );
}
