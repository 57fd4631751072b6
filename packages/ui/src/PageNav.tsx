import { Pagination } from '@mantine/core';

export interface PageNavProps {
  /** What is paged, e.g. "Pages of users": the landmark's name. */
  label: string;
  /** The arrows' names, in the app's texts. */
  previousLabel: string;
  nextLabel: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** Pages of a list, as a named navigation landmark; the arrows are named too. */
export function PageNav({ label, previousLabel, nextLabel, total, value, onChange }: PageNavProps) {
  if (total <= 1) return null;
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
