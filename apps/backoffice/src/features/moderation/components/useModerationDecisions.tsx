import type { ReportDecision } from '@fitmarket/core/api/reports';
import { REASON_MIN_TO_ENABLE } from '@fitmarket/core/limits';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ReasonModal';
import { type Queue, useModerationDecision } from '../api/reportQueues';

/** Which queue's texts (backofficeModeration.messages / .reviews) and its reasoned decision. */
export interface QueueKind {
  queue: Queue;
  texts: 'messages' | 'reviews';
  /** The decision that takes the item away, with a reason its author is e-mailed. */
  action: Exclude<ReportDecision, 'dismiss'>;
}

/** The item a decision is about, named by its author. */
export interface DecisionTarget {
  id: number;
  name: string;
}

/**
 * The two decisions on a reported item: the action (remove a message, hide a review) in a modal
 * that asks for the reason, and keeping it after a confirmation. Errors show in the modal; after
 * a success a status line says what was done, and the item leaves the queue.
 */
export function useModerationDecisions({ queue, texts, action }: QueueKind) {
  const { t } = useTranslation();
  const mutation = useModerationDecision(queue);
  const [dialog, setDialog] = useState<{ kind: 'action' | 'keep'; target: DecisionTarget } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  const target = dialog?.target;
  const name = target?.name ?? '';
  const errors = dialog && mutation.isError ? errorsOf(mutation.error) : [];
  const close = () => setDialog(null);
  const decide = (kind: 'action' | 'keep', reason?: string) => {
    if (!target) return;
    mutation.mutate(
      { id: target.id, decision: kind === 'keep' ? 'dismiss' : action, reason },
      {
        onSuccess: () => {
          setDone(t(`backofficeModeration.${texts}.done.${kind}`, { name: target.name }));
          setDialog(null);
        },
      },
    );
  };

  return {
    open(kind: 'action' | 'keep', who: DecisionTarget) {
      mutation.reset();
      setDone(null);
      setDialog({ kind, target: who });
    },
    /** What the last decision did: render above the list. */
    status: (
      <div role="status" aria-live="polite">
        {done && (
          <Alert color="teal" variant="light" data-testid="decision-done">
            {done}
          </Alert>
        )}
      </div>
    ),
    /** Render once on the page. */
    modals: (
      <>
        <ReasonModal
          key={`action-${dialog?.kind === 'action' ? target?.id : ''}`}
          opened={dialog?.kind === 'action'}
          title={t(`backofficeModeration.${texts}.actionModal.title`, { name })}
          lead={t(`backofficeModeration.${texts}.actionModal.lead`)}
          reasonLabel={t('backofficeModeration.reason')}
          reasonHint={t('backofficeModeration.reasonHint', { min: REASON_MIN_TO_ENABLE })}
          submitLabel={t(`backofficeModeration.${texts}.actionModal.submit`)}
          cancelLabel={t('backofficeModeration.cancel')}
          pending={mutation.isPending}
          errors={errors}
          onClose={close}
          onSubmit={(reason) => decide('action', reason)}
        />
        <ConfirmModal
          opened={dialog?.kind === 'keep'}
          title={t(`backofficeModeration.${texts}.keepModal.title`, { name })}
          message={
            <Stack gap="sm">
              <Text>{t(`backofficeModeration.${texts}.keepModal.message`)}</Text>
              <ErrorAlerts errors={errors} />
            </Stack>
          }
          confirmLabel={t(`backofficeModeration.${texts}.keepModal.confirm`)}
          cancelLabel={t('backofficeModeration.cancel')}
          closeLabel={t('backofficeModeration.close')}
          loading={mutation.isPending}
          onCancel={close}
          onConfirm={() => decide('keep')}
        />
      </>
    ),
  };
}

export type ModerationDecisions = ReturnType<typeof useModerationDecisions>;
