import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** The page for an unknown address: its title, a short explanation and a way back home. */
export function NotFound({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={480}>
        {t('common.notFound.lead')}
      </Text>
      <Button component={Link} to="/" variant="light">
        {t('common.notFound.backHome')}
      </Button>
    </Stack>
  );
}
