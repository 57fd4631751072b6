import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PagedList } from '../../../components/PagedList';
import { type Queue, type QueueItems, useReportQueue } from '../api/reportQueues';
import {
  type ModerationDecisions,
  type QueueKind,
  useModerationDecisions,
} from './useModerationDecisions';

export interface ModerationQueuePageProps<Q extends Queue> {
  kind: QueueKind & { queue: Q };
  /** The dashboard section's name: the page's title. */
  title: string;
  children: (item: QueueItems[Q], decisions: ModerationDecisions) => ReactNode;
}

/** A moderation queue as a dashboard page: one page of it (the page in the address) as cards. */
export function ModerationQueuePage<Q extends Queue>({
  kind,
  title,
  children,
}: ModerationQueuePageProps<Q>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const queue = useReportQueue(kind.queue, page);
  const decisions = useModerationDecisions(kind);
  const texts = kind.texts;

  return (
    <DashboardPage title={title}>
      <Text c="dimmed">{t(`backofficeModeration.${texts}.lead`)}</Text>
      {decisions.status}
      <PagedList
        query={queue}
        label={t(`backofficeModeration.${texts}.listLabel`)}
        loading={t(`backofficeModeration.${texts}.loading`)}
        empty={t(`backofficeModeration.${texts}.empty`)}
        pagesLabel={t(`backofficeModeration.${texts}.pagination`)}
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        listTestId="reported-list"
        emptyTestId="reported-empty"
      >
        {(item) => children(item, decisions)}
      </PagedList>
      {decisions.modals}
    </DashboardPage>
  );
}
