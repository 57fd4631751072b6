import { PageNav as SharedPageNav } from '@fitmarket/ui/PageNav';
import { useTranslation } from 'react-i18next';

export interface PageNavProps {
  /** What is paged, e.g. "Pages of users": the landmark's name. */
  label: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** The back-office's pages of a list (packages/ui PageNav with its arrows' names). */
export function PageNav(props: PageNavProps) {
  const { t } = useTranslation();
  return (
    <SharedPageNav
      {...props}
      previousLabel={t('backoffice.dashboard.pagination.previous')}
      nextLabel={t('backoffice.dashboard.pagination.next')}
    />
  );
}
