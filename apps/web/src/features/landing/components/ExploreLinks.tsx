import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { key: 'customers', to: '/for-customers' },
  { key: 'professionals', to: '/for-professionals' },
  { key: 'testers', to: '/testers' },
] as const;

/**
 * Ways on from the home page: the customer, professional and tester landings. Their texts come
 * with the landings' section, loaded after the page shows (they sit at its foot), so the home
 * page's bundle stays as it was.
 */
export function ExploreLinks() {
  const { t } = useTranslation();
  const ready = useSectionTexts('landings');
  if (!ready) return null;
  return (
    <Stack component="section" aria-labelledby="explore-title" gap="md">
      <Title order={2} size="h3" id="explore-title">
        {t('landings.home.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LINKS.map(({ key, to }) => (
          <Paper key={key} withBorder radius="md" p="lg">
            <Anchor component={Link} to={to} fw={600}>
              {t(`landings.home.${key}`)}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
