import { useTranslation } from 'react-i18next';
import { ModerationQueuePage } from '../components/ModerationQueuePage';
import { ReportedItemCard } from '../components/ReportedItemCard';
import type { QueueKind } from '../components/useModerationDecisions';

const KIND = {
  queue: 'message-reports',
  texts: 'messages',
  action: 'remove',
} as const satisfies QueueKind;

/**
 * Route dashboard.reported-messages (issue 10): messages reported in the messenger, each with
 * its reports, removed with a reason (the author is told why) or kept.
 */
export function ReportedMessagesRoute() {
  const { t } = useTranslation();
  return (
    <ModerationQueuePage kind={KIND} title={t('backoffice.dashboard.sections.reportedMessages')}>
      {(item, decisions) => (
        <ReportedItemCard
          key={item.message.id}
          kind={KIND}
          id={item.message.id}
          author={{
            id: item.author.id,
            name: `${item.author.first_name} ${item.author.last_name}`.trim() || item.author.email,
            email: item.author.email,
          }}
          text={item.message.body ?? ''}
          writtenAt={item.message.created_at}
          reports={item.reports}
          decisions={decisions}
        />
      )}
    </ModerationQueuePage>
  );
}
