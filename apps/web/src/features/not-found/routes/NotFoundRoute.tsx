import { NotFound } from '@fitmarket/ui/NotFound';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <NotFound title={t('web.notFound.title')} />
    </Container>
  );
}
