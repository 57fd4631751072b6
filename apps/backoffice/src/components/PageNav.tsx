import { Pagination } from '@mantine/core';

export interface PageNavProps {
  /** The landmark's name ("Pages of searches"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** A paged list's pages, as a named landmark whose arrow buttons say what they do. */
export function PageNav({ label, previousLabel, nextLabel, total, value, onChange }: PageNavProps) {
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': previousLabel }
            : control === 'next'
              ? { 'aria-label': nextLabel }
              : {}
        }
      />
    </nav>
  );
}
