import {
  ADMIN_PAYMENT_LISTS,
  type AdminPaymentList,
  type TAdminPaymentFilters,
} from '@fitmarket/core/api/admin-payments';
import { SUBSCRIPTION_STATUSES } from '@fitmarket/core/rules/membership';
import { PAYMENT_STATUSES } from '@fitmarket/core/rules/payments';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { Button, Group, NativeSelect, Table, Tabs, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { TableScrollRegion } from '../../../components/TableScrollRegion';
import { filterQuery, usePaymentList } from '../api/payments';

const FILTER_KEYS = ['from', 'to', 'q', 'status'] as const;

/**
 * Route dashboard.payments (issue 19): payments, refunds, subscriptions and receipts as tables
 * with the same filters (dates, an e-mail / order / receipt number, a status) and a CSV export
 * of what the filters select, so staff can answer a billing question. The list, filters and
 * page live in the address.
 */
export function PaymentsRoute() {
  const { t } = useTranslation();
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
    </DashboardPage>
  );
}
