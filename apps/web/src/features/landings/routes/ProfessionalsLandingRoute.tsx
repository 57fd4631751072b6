import { Button, Container, Stack, Text } from '@mantine/core';
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
import { MembershipLevels } from '../components/MembershipLevels';
import { ProfessionalCta } from '../components/ProfessionalCta';

const REASONS = ['found', 'profile', 'trust', 'followers'] as const;
const STEPS = ['basic', 'location', 'services'] as const;

/**
 * Route landing.professionals (/for-professionals): why join, the fast registration's three
 * steps, the membership levels, and the way in.
 */
export function ProfessionalsLandingRoute() {
  return <LandingsPage page="professionals">{() => <ProfessionalsLanding />}</LandingsPage>;
}

function ProfessionalsLanding() {
  const { t } = useTranslation();
  const me = useMe().data;
  return (
    <>
      <PageHero
        title={t('landings.professionals.title')}
        lead={t('landings.professionals.lead')}
        actions={
          <>
            <ProfessionalCta size="md" />
            <Button component={Link} to="/memberships" size="md" variant="light">
              {t('landings.professionals.seeMemberships')}
            </Button>
          </>
        }
      />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <PageSection id="professionals-why" title={t('landings.professionals.whyTitle')}>
            <PointGrid
              points={REASONS.map((key) => ({
                key,
                title: t(`landings.professionals.why.${key}.title`),
                text: t(`landings.professionals.why.${key}.text`),
              }))}
            />
          </PageSection>
          <PageSection id="professionals-steps" title={t('landings.professionals.stepsTitle')}>
            <NumberedSteps
              steps={STEPS.map((key) => ({
                key,
                title: t(`landings.professionals.steps.${key}.title`),
                text: t(`landings.professionals.steps.${key}.text`),
              }))}
            />
            <Text size="sm" c="dimmed">
              {t('landings.professionals.stepsNote')}
            </Text>
          </PageSection>
          <PageSection
            id="professionals-memberships"
            title={t('landings.professionals.membershipsTitle')}
            lead={t('landings.professionals.membershipsLead')}
          >
            <MembershipLevels
              current={me?.role === 'professional' ? me.membership_id : undefined}
            />
          </PageSection>
          <CallToAction id="professionals-cta" title={t('landings.professionals.ctaTitle')}>
            <ProfessionalCta size="md" />
          </CallToAction>
        </Stack>
      </Container>
    </>
  );
}
