import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Button, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanding } from '../api/getLanding';
import { ExploreLinks } from '../components/ExploreLinks';
import { LandingHero } from '../components/LandingHero';
import { ProfessionalCardSkeleton } from '../components/ProfessionalCardSkeleton';
import { SessionNotice } from '../components/SessionNotice';
import { SpecialityChips, SpecialityChipsSkeleton } from '../components/SpecialityChips';

/**
 * A row of placeholder cards on a wide screen, the first screenful on a phone: what the visitor
 * sees before the data is in. More cost hydrating and showed nothing more.
 */
const SKELETON_CARDS = 3;

/**
 * The cards (avatars, ratings, badges) are drawn only once the data is in, so their code is not
 * part of what the page needs to show: it loads while the data does.
 */
const loadCards = () => import('../components/ProfessionalCard');
const ProfessionalCard = lazy(async () => ({ default: (await loadCards()).ProfessionalCard }));
/** Drawn only for a marketplace without professionals, so loaded only then. */
const NoProfessionals = lazy(async () => ({
  default: (await import('../components/NoProfessionals')).NoProfessionals,
}));
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Route dashboard.home: what Fitmarket is, its specialities and some of its professionals. */
export function LandingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('web.landing.pageTitle'));
  // The cards, chips and numbers are drawn as a transition when the data arrives: React yields to
  // the browser while it draws them rather than holding the page in one long task.
  const landing = useDeferredValue(useLanding());
  useEffect(() => {
    void loadCards();
  }, []);
  return (
    <>
      <SessionNotice />
      <LandingHero stats={landing.data?.stats} loading={landing.isPending} />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          {landing.data ? (
            <SpecialityChips specialities={landing.data.specialities} />
          ) : (
            landing.isPending && <SpecialityChipsSkeleton />
          )}
          <Stack
            gap="md"
            component="section"
            aria-labelledby="professionals-title"
            aria-busy={landing.isPending}
          >
            <Title order={2} size="h3" id="professionals-title">
              {t('web.landing.professionals.title')}
            </Title>
            <Professionals landing={landing} />
          </Stack>
          <ExploreLinks />
        </Stack>
      </Container>
    </>
  );
}

function Professionals({ landing }: { landing: ReturnType<typeof useLanding> }) {
  const { t } = useTranslation();
  if (landing.isPending) return <LoadingProfessionals />;
  if (landing.isError) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="professionals-error">
        <Text fw={600}>{t('web.landing.professionals.errorTitle')}</Text>
        <ErrorAlerts errors={errorsOf(landing.error)} />
        <Button onClick={() => void landing.refetch()} loading={landing.isFetching} variant="light">
          {t('common.actions.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Suspense fallback={<LoadingProfessionals />}>
      {landing.data.professionals.length === 0 ? (
        <NoProfessionals />
      ) : (
        <SimpleGrid cols={GRID_COLUMNS}>
          {landing.data.professionals.map((professional) => (
            <ProfessionalCard key={professional.id} professional={professional} />
          ))}
        </SimpleGrid>
      )}
    </Suspense>
  );
}

function LoadingProfessionals() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('web.landing.professionals.loading')}</VisuallyHidden>
      <SimpleGrid cols={GRID_COLUMNS} data-testid="professionals-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical
          <ProfessionalCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </>
  );
}
