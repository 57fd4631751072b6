import type { TJob } from '@fitmarket/core/api/jobs';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PagedList } from '../../../components/PagedList';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useDeadJobs, useRetryJob } from '../api/deadJobs';
import { DeadJobCard } from '../components/DeadJobCard';

/**
 * Route dashboard.dead-jobs (docs/jobs.md): the background jobs that ran out of attempts (above
 * all e-mails that never went out), latest first, with their last error. Retry, after a yes/no
 * question, gives one a new set of attempts; it then leaves the list.
 */
export function DeadJobsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useDeadJobs(page);
  const retry = useRetryJob();
  // The job asked about stays set while the modal closes, so its text does not flicker.
  const [target, setTarget] = useState<TJob | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [retried, setRetried] = useState<TJob | null>(null);

  const ask = (job: TJob) => {
    retry.reset();
    setTarget(job);
    setConfirming(true);
  };
  const confirmRetry = () => {
    if (!target) return;
    setRetried(null);
    retry.mutate(target.id, {
      onSuccess: (job) => {
        setRetried(job);
        setConfirming(false);
      },
    });
  };

  return (
    <DashboardPage title={t('backoffice.dashboard.sections.deadJobs')}>
      <Text c="dimmed">{t('backofficeInsights.jobs.lead')}</Text>
      <div role="status" aria-live="polite">
        {retried && (
          <Alert color="teal" variant="light" data-testid="job-retried">
            {t('backofficeInsights.jobs.retried', { name: retried.name, id: retried.id })}
          </Alert>
        )}
      </div>
      <PagedList
        query={jobs}
        label={t('backoffice.dashboard.sections.deadJobs')}
        loading={t('backofficeInsights.jobs.loading')}
        empty={t('backofficeInsights.jobs.empty')}
        pagesLabel={t('backofficeInsights.jobs.pagination')}
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        cols={{ base: 1 }}
        listTestId="dead-jobs"
        emptyTestId="dead-jobs-empty"
      >
        {(job) => (
          <DeadJobCard
            key={job.id}
            job={job}
            formatTime={(iso) => formatDateTime(iso, language)}
            onRetry={ask}
          />
        )}
      </PagedList>
      <ConfirmModal
        opened={confirming}
        title={t('backofficeInsights.jobs.confirmTitle')}
        message={
          <Stack gap="sm">
            <Text>
              {t('backofficeInsights.jobs.confirmText', {
                name: target?.name ?? '',
                id: target?.id ?? '',
              })}
            </Text>
            <ErrorAlerts errors={retry.isError ? errorsOf(retry.error) : []} />
          </Stack>
        }
        confirmLabel={t('backofficeInsights.jobs.confirm')}
        cancelLabel={t('backofficeInsights.jobs.cancel')}
        loading={retry.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRetry}
      />
    </DashboardPage>
  );
}
