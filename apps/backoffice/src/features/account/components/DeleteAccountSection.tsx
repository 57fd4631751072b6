import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { TitledPanel } from '@fitmarket/ui/TitledPanel';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestAccountDeletion } from '../api/requestAccountDeletion';

/** Deleting one's own account: asked twice, then completed from an e-mailed link (SPEC §4). */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useRequestAccountDeletion();

  return (
    <TitledPanel
      level={2}
      title={t('backofficeAccount.account.delete.title')}
      lead={t('backofficeAccount.account.delete.text')}
      testId="delete-account"
    >
      <Stack gap="md">
        {deletion.isSuccess ? (
          <Alert color="teal" variant="light" role="status" data-testid="deletion-requested">
            {t('backofficeAccount.account.delete.sent')}
          </Alert>
        ) : (
          <ErrorAlerts errors={deletion.isError ? errorsOf(deletion.error) : []} />
        )}
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t('backofficeAccount.account.delete.button')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('backofficeAccount.account.delete.confirmTitle')}
        message={t('backofficeAccount.account.delete.confirmText')}
        confirmLabel={t('backofficeAccount.account.delete.yes')}
        cancelLabel={t('backofficeAccount.account.delete.no')}
        danger
        loading={deletion.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => deletion.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </TitledPanel>
  );
}
