import type { TLanding } from '@fitmarket/core/api/landing';
import { formatNumber } from '@fitmarket/core/rules/number-format';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The search form is a chunk of its own, out of the page's first code: the page comes
 * prerendered with the form in it (a plain GET form that works before any script), and React
 * takes that markup over once the chunk is in.
 */
const SearchForm = lazy(async () => ({
  default: (await import('../../search/components/SearchForm')).SearchForm,
}));
/** About the form's height, so nothing moves while it loads on a page rendered in the browser. */
const SEARCH_FORM_HEIGHT = 96;

/**
 * The form apart from the hero's numbers: on the prerendered page React keeps the server's form
 * until its chunk is in, but an update reaching the still-dehydrated boundary (the numbers
 * arriving) would make it swap the form for the placeholder and back, moving the page and
 * dropping what the visitor had typed. Without props, the numbers never reach it.
 */
const HeroSearchForm = memo(function HeroSearchForm() {
  return (
    <Suspense fallback={<Skeleton height={SEARCH_FORM_HEIGHT} />}>
      <SearchForm />
    </Suspense>
  );
});

type Stats = TLanding['stats'];

export interface LandingHeroProps {
  stats: Stats | undefined;
  /** Placeholders for the numbers while loading; no numbers at all after an error or before anyone joins. */
  loading: boolean;
}

/** What Fitmarket is, the search form, and its numbers once they have loaded. */
export function LandingHero({ stats, loading }: LandingHeroProps) {
  const { t } = useTranslation();
  return (
    <Box
      py={{ base: 40, sm: 72 }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-primary-color-0) 0%, var(--mantine-color-body) 100%)',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.15} data-testid="hero-title">
            {t('web.landing.heroTitle')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
            {t('web.landing.heroLead')}
          </Text>
          <HeroSearchForm />
          {(loading || (stats && stats.professionals > 0)) && (
            <Group gap="xl" role="group" aria-label={t('web.landing.stats.label')}>
              <Stat stats={stats} name="professionals" />
              <Stat stats={stats} name="cities" />
            </Group>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

function Stat({ stats, name }: { stats: Stats | undefined; name: keyof Stats }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!stats) return <Skeleton height={52} width={120} />;
  const value = stats[name];
  return (
    <Stack gap={0} data-testid={`stat-${name}`}>
      <Text fz={32} fw={800} lh={1.1} c="var(--mantine-primary-color-9)">
        {formatNumber(value, language)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`web.landing.stats.${name}`, { count: value })}
      </Text>
    </Stack>
  );
}
