import type { TJob } from '@fitmarket/core/api/jobs';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DeadJobCardProps {
  job: TJob;
  /** When it died (its last change), written in the viewer's way. */
  formatTime: (iso: string) => string;
  onRetry: (job: TJob) => void;
}

/** One dead job: what it was, how many runs it had, its last error and when, and Retry. */
export function DeadJobCard({ job, formatTime, onRetry }: DeadJobCardProps) {
  const { t } = useTranslation();
  const headingId = `dead-job-${job.id}`;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      data-testid="dead-job"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {job.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('backofficeInsights.jobs.number', { id: job.id })}
          </Text>
        </Group>
        <Text size="sm">
          {t('backofficeInsights.jobs.attempts', {
            attempts: job.attempts,
            max: job.max_attempts,
          })}
        </Text>
        <Text size="sm">
          {t('backofficeInsights.jobs.failedAt', { time: formatTime(job.updated_at) })}
        </Text>
        <Text size="sm" fw={600}>
          {t('backofficeInsights.jobs.lastError')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {job.last_error ?? t('backofficeInsights.jobs.noError')}
        </Code>
        <Group>
          <Button
            variant="light"
            onClick={() => onRetry(job)}
            aria-label={t('backofficeInsights.jobs.retryLabel', { name: job.name, id: job.id })}
          >
            {t('backofficeInsights.jobs.retry')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
