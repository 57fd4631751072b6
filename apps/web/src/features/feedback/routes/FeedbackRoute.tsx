import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/me';
import { useFeedbackQuestions, useSubmitFeedback } from '../api/feedback';
import { FeedbackForm } from '../components/FeedbackForm';

/** Route feedback (/feedback, signed in): the testers' questionnaire. */
export function FeedbackRoute() {
  const { t } = useTranslation();
  const ready = useSectionTexts('feedback');
  usePageTitle(ready ? t('feedback.pageTitle') : '');
  const me = useMe().data;
  const questions = useFeedbackQuestions();
  const submit = useSubmitFeedback();

  if (!ready) return <PageLoader label={t('common.loading')} />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('feedback.title')}</Title>
        {submit.isSuccess ? (
          <Alert color="teal" variant="light" role="status" data-testid="feedback-done">
            <Stack gap="sm">
              <Text fw={700}>{t('feedback.doneTitle')}</Text>
              <Text>
                {submit.data.lifetime_premium ? t('feedback.donePremium') : t('feedback.doneLead')}
              </Text>
              <Group>
                <Button component={Link} to="/" variant="light">
                  {t('feedback.backHome')}
                </Button>
                {submit.data.lifetime_premium && (
                  <Button component={Link} to="/memberships" variant="subtle">
                    {t('feedback.seeMemberships')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text>{t('feedback.lead')}</Text>
            {me?.role === 'professional' && (
              <Alert color="yellow" variant="light">
                {t('feedback.professionalReward')}
              </Alert>
            )}
            {questions.isPending && <PageLoader label={t('feedback.loading')} />}
            {questions.isError && (
              <Stack gap="sm" align="flex-start">
                <Text fw={600}>{t('feedback.loadFailed')}</Text>
                <ErrorAlerts errors={errorsOf(questions.error)} />
                <Button variant="light" onClick={() => void questions.refetch()}>
                  {t('common.actions.retry')}
                </Button>
              </Stack>
            )}
            {questions.data && (
              <FeedbackForm
                questions={questions.data}
                submitting={submit.isPending}
                onSubmit={(request, callbacks) => submit.mutate(request, callbacks)}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
