import type { TPagination } from '@fitmarket/core/api/envelope';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageNav } from './PageNav';

/** The parts of a paged list query (SPEC "Paged table data") the list shows. */
export interface PagedQuery<T> {
  data: { data: T[]; meta: { pagination: TPagination } } | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** The section's name for assistive technology, e.g. "Users". */
  label: string;
  /** Said beside the spinner of the first load. */
  loading: string;
  /** Said when the page has no items. */
  empty: string;
  /** The pager's landmark name, e.g. "Pages of users". */
  pagesLabel: string;
  /** The page shown, from 1. */
  page: number;
  onPage: (page: number) => void;
  /** Shown above the items, e.g. "Showing 1–10 of 42". */
  summary?: (pagination: TPagination) => ReactNode;
  /** Columns by breakpoint; one column on a phone. */
  cols?: { base: number; md?: number; lg?: number };
  listTestId: string;
  emptyTestId: string;
  /** One item, rendered as an `li`. */
  children: (item: T) => ReactNode;
}

/**
 * One page of a back-office list as cards: its error, loading and empty states, the items in a
 * grid (dimmed while the next page loads, keeping the previous one in view) and the pager,
 * which scrolls back to the top.
 */
export function PagedList<T>({
  query,
  label,
  loading,
  empty,
  pagesLabel,
  page,
  onPage,
  summary,
  cols = { base: 1, lg: 2 },
  listTestId,
  emptyTestId,
  children,
}: PagedListProps<T>) {
  const items = query.data?.data;
  const pagination = query.data?.meta.pagination;
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {query.isError && <ErrorAlerts errors={errorsOf(query.error)} />}
      {query.isPending && !query.isError && <PageLoader label={loading} />}
      {pagination && summary?.(pagination)}
      {items && items.length === 0 && (
        <Text c="dimmed" data-testid={emptyTestId}>
          {empty}
        </Text>
      )}
      {items && items.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={cols}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={query.isFetching}
          data-testid={listTestId}
        >
          {items.map(children)}
        </SimpleGrid>
      )}
      {pagination && (
        <PageNav
          label={pagesLabel}
          total={pagination.last_page}
          value={page}
          onChange={(next) => {
            window.scrollTo({ top: 0 });
            onPage(next);
          }}
        />
      )}
    </Stack>
  );
}
