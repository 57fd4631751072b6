import { NotFound } from '@fitmarket/ui/NotFound';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `/404` and every unknown path: "Sorry - 404". */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <NotFound title={t('backoffice.notFound.title')} />
    </Container>
  );
}
