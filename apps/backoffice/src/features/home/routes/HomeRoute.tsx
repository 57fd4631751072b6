import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

/** Route home: a welcome with the ways in. SPEC §2 sends visitors on to login right away. */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('backoffice.home.pageTitle'));
  return (
    <Container size="sm" py={64}>
      <Stack gap="lg" align="center" ta="center">
        <Title order={1}>{t('backoffice.home.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('backoffice.home.lead')}
        </Text>
        <Group>
          <Button component={Link} to="/login">
            {t('backoffice.home.login')}
          </Button>
          <Button component={Link} to="/signup/step/1" variant="light">
            {t('backoffice.home.signup')}
          </Button>
        </Group>
      </Stack>
      <Navigate to="/login" replace />
    </Container>
  );
}
