import { Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/me';
import {
  CallToAction,
  NumberedSteps,
  PageHero,
  PageSection,
  PointGrid,
} from '../components/LandingBlocks';
import { LandingsPage } from '../components/LandingsPage';

const REASONS = ['compare', 'reviews', 'near', 'free'] as const;
const STEPS = ['search', 'compare', 'book'] as const;

/** Route landing.customers (/for-customers): why and how customers use Fitmarket. */
export function CustomersLandingRoute() {
  return <LandingsPage page="customers">{() => <CustomersLanding />}</LandingsPage>;
}

function CustomersLanding() {
  const { t } = useTranslation();
  const signedIn = useMe().data !== undefined;
  const actions = (
    <>
      <Button component={Link} to="/" size="md">
        {t('landings.customers.browse')}
      </Button>
      {!signedIn && (
        <Button component={Link} to="/signup" size="md" variant="light">
          {t('landings.customers.signUp')}
        </Button>
      )}
    </>
  );
  return (
    <>
      <PageHero
        title={t('landings.customers.title')}
        lead={t('landings.customers.lead')}
        actions={actions}
      />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <PageSection id="customers-why" title={t('landings.customers.whyTitle')}>
            <PointGrid
              points={REASONS.map((key) => ({
                key,
                title: t(`landings.customers.why.${key}.title`),
                text: t(`landings.customers.why.${key}.text`),
              }))}
            />
          </PageSection>
          <PageSection id="customers-how" title={t('landings.customers.howTitle')}>
            <NumberedSteps
              steps={STEPS.map((key) => ({
                key,
                title: t(`landings.customers.how.${key}.title`),
                text: t(`landings.customers.how.${key}.text`),
              }))}
            />
          </PageSection>
          <CallToAction id="customers-cta" title={t('landings.customers.ctaTitle')}>
            {actions}
          </CallToAction>
        </Stack>
      </Container>
    </>
  );
}
