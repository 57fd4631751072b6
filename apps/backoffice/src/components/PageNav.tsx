import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageNavProps {
  /** What is paged, e.g. "Pages of users": the landmark's name. */
  label: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** Pages of a list, as a named navigation landmark; the arrows are named too. */
export function PageNav({ label, total, value, onChange }: PageNavProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('backoffice.dashboard.pagination.previous') }
            : control === 'next'
              ? { 'aria-label': t('backoffice.dashboard.pagination.next') }
              : {}
        }
      />
    </nav>
  );
}
