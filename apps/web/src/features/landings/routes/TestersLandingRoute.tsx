import { rememberIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/me';
import { CallToAction, NumberedSteps, PageHero, PageSection } from '../components/LandingBlocks';
import { LandingsPage } from '../components/LandingsPage';

const STEPS = ['use', 'answer', 'change'] as const;
const QUESTIONNAIRE = '/feedback';

/** Route landing.testers (/testers): what testing means and what testers get (SPEC §1). */
export function TestersLandingRoute() {
  return <LandingsPage page="testers">{() => <TestersLanding />}</LandingsPage>;
}

function TestersLanding() {
  const { t } = useTranslation();
  const signedIn = useMe().data !== undefined;
  const action = signedIn ? (
    <Button component={Link} to={QUESTIONNAIRE} size="md">
      {t('landings.testers.answer')}
    </Button>
  ) : (
    // After signing up and in, the visitor lands on the questionnaire.
    <Button
      component={Link}
      to="/signup"
      size="md"
      onClick={() => rememberIntendedRoute(QUESTIONNAIRE)}
    >
      {t('landings.testers.signUp')}
    </Button>
  );
  return (
    <>
      <PageHero
        title={t('landings.testers.title')}
        lead={t('landings.testers.lead')}
        actions={action}
      />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <PageSection id="testers-what" title={t('landings.testers.whatTitle')}>
            <NumberedSteps
              steps={STEPS.map((key) => ({
                key,
                title: t(`landings.testers.what.${key}.title`),
                text: t(`landings.testers.what.${key}.text`),
              }))}
            />
          </PageSection>
          <PageSection id="testers-reward" title={t('landings.testers.rewardTitle')}>
            <Paper withBorder radius="md" p="lg" maw={760}>
              <Stack gap="sm">
                <Text fw={600}>{t('landings.testers.reward')}</Text>
                <Text c="dimmed">{t('landings.testers.rewardCustomers')}</Text>
              </Stack>
            </Paper>
          </PageSection>
          <CallToAction
            id="testers-cta"
            title={t('landings.testers.ctaTitle')}
            hint={signedIn ? undefined : t('landings.testers.signedOutHint')}
          >
            {action}
          </CallToAction>
        </Stack>
      </Container>
    </>
  );
}
