import { EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The landing's list when the marketplace has no professionals to show yet. */
export function NoProfessionals() {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="professionals-empty"
      title={t('web.landing.professionals.emptyTitle')}
      description={t('web.landing.professionals.emptyLead')}
    />
  );
}
