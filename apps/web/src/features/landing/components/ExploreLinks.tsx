import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { key: 'customers', to: '/for-customers' },
  { key: 'professionals', to: '/for-professionals' },
  { key: 'testers', to: '/testers' },
] as const;

/** Ways on from the home page: the customer, professional and tester landings. */
export function ExploreLinks() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="explore-title" gap="md">
      <Title order={2} size="h3" id="explore-title">
        {t('web.landing.explore.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LINKS.map(({ key, to }) => (
          <Paper key={key} withBorder radius="md" p="lg">
            <Anchor component={Link} to={to} fw={600}>
              {t(`web.landing.explore.${key}`)}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
