import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useRequestAccountDeletion } from '../api/requestAccountDeletion';
import { SettingsSection } from './SettingsSection';

/** Account deletion, step one: confirm, then an e-mailed link completes it (SPEC §4). */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const deletion = useRequestAccountDeletion();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <SettingsSection id="delete" title={t('webAccount.settings.delete.title')}>
      <Text>{t('webAccount.settings.delete.text')}</Text>
      {deletion.isSuccess && (
        <Alert color="teal" variant="light" role="status" data-testid="deletion-mail-sent">
          {t('webAccount.settings.delete.sent')}
        </Alert>
      )}
      {deletion.isError && <ErrorAlerts errors={errorsOf(deletion.error)} />}
      <Group>
        <Button color="red" variant="outline" onClick={open} disabled={deletion.isSuccess}>
          {t('webAccount.settings.delete.button')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('webAccount.settings.delete.confirmTitle')}
        message={t('webAccount.settings.delete.confirmText')}
        confirmLabel={t('webAccount.settings.delete.yes')}
        cancelLabel={t('webAccount.settings.delete.no')}
        loading={deletion.isPending}
        danger
        onCancel={close}
        onConfirm={() => deletion.mutate(undefined, { onSettled: close })}
      />
    </SettingsSection>
  );
}
