import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserAction, useUserAction } from './api/userActions';
import { BlockModal } from './components/BlockModal';
import { PromoteModal } from './components/PromoteModal';
import { membershipName } from './membershipName';
import type { ActionTarget, OnUserUpdated } from './types';

type DialogKind = 'block' | 'promote' | 'activate';

/**
 * The staff actions on users (SPEC §2 back-office 2 and 4-7, §4): Block with a reason, Promote
 * to a membership and Activate after a confirmation each open their modal; Publish and
 * Unpublish run at once. After a success the page updates the card in place (`onUpdated`) and
 * a status line says what changed; on an error the loading ends and the error shows in the
 * modal, or on the card for publish and unpublish.
 */
export function useUserActions(onUpdated: OnUserUpdated) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mutation = useUserAction(onUpdated);
  const [dialog, setDialog] = useState<{ kind: DialogKind; target: ActionTarget } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: number; errors: readonly ShownError[] } | null>(null);

  function run(action: UserAction, target: ActionTarget, inDialog: boolean) {
    setDone(null);
    setFailed(null);
    mutation.mutate(action, {
      onSuccess: (user) => {
        setDone(
          t(`backofficeUsers.actions.done.${action.kind}`, {
            name: target.name,
            membership: membershipName(user.membership_id, language),
          }),
        );
        setDialog(null);
      },
      onError: (error) => {
        if (!inDialog) setFailed({ id: target.id, errors: errorsOf(error) });
      },
    });
  }

  const dialogErrors = dialog && mutation.isError ? errorsOf(mutation.error) : [];
  const closeDialog = () => setDialog(null);
  const target = dialog?.target ?? null;
  const targetOf = (kind: DialogKind) => (dialog?.kind === kind ? target : null);

  const modals = (
    <>
      <BlockModal
        key={`block-${targetOf('block')?.id}`}
        target={targetOf('block')}
        pending={mutation.isPending}
        errors={dialogErrors}
        onClose={closeDialog}
        onSubmit={(reason) =>
          target && run({ kind: 'block', body: { id: target.id, reason } }, target, true)
        }
      />
      <PromoteModal
        key={`promote-${targetOf('promote')?.id}`}
        target={targetOf('promote')}
        pending={mutation.isPending}
        errors={dialogErrors}
        onClose={closeDialog}
        onSubmit={(membership) =>
          target && run({ kind: 'promote', body: { id: target.id, membership } }, target, true)
        }
      />
      <ConfirmModal
        opened={dialog?.kind === 'activate'}
        title={t('backofficeUsers.actions.activateModal.title', { name: target?.name ?? '' })}
        message={
          <Stack gap="sm">
            <Text>{t('backofficeUsers.actions.activateModal.message')}</Text>
            <ErrorAlerts errors={dialogErrors} />
          </Stack>
        }
        confirmLabel={t('backofficeUsers.actions.activateModal.confirm')}
        cancelLabel={t('backofficeUsers.actions.cancel')}
        loading={mutation.isPending}
        onCancel={closeDialog}
        onConfirm={() => target && run({ kind: 'activate', body: { id: target.id } }, target, true)}
      />
    </>
  );

  return {
    /** Opens the Block, Promote or Activate modal for `target`. */
    open(kind: DialogKind, who: ActionTarget) {
      mutation.reset();
      setFailed(null);
      setDialog({ kind, target: who });
    },
    /** Publishes (true) or unpublishes (false) a professional at once. */
    setPublished(who: ActionTarget, published: boolean) {
      run({ kind: published ? 'publish' : 'unpublish', body: { id: who.id } }, who, false);
    },
    /** Whether an action on this user is under way. */
    isPending: (id: number) => mutation.isPending && mutation.variables?.body.id === id,
    /** The errors of the last publish or unpublish of this user. */
    errorsFor: (id: number): readonly ShownError[] => (failed?.id === id ? failed.errors : []),
    /** The modals: render once on the page. */
    modals,
    /** What the last action changed, as a status line: render above the list. */
    status: (
      <div role="status" aria-live="polite">
        {done && (
          <Alert color="teal" variant="light" data-testid="action-done">
            {done}
          </Alert>
        )}
      </div>
    ),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
