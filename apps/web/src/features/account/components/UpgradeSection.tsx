import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useUpgradeToProfessional } from '../api/upgradeToProfessional';
import { SettingsSection } from './SettingsSection';

const CHANGES = ['profile', 'bookings', 'keep'] as const;

/**
 * A customer may become a professional after confirming (SPEC §4 "Role upgrade"). The page shows
 * this section to customers, and keeps it after the upgrade for its success message.
 */
export function UpgradeSection() {
  const { t } = useTranslation();
  const upgrade = useUpgradeToProfessional();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <SettingsSection id="upgrade" title={t('webAccount.settings.upgrade.title')}>
      {upgrade.isSuccess ? (
        <Alert color="teal" variant="light" role="status" data-testid="upgrade-done">
          {t('webAccount.settings.upgrade.done')}
        </Alert>
      ) : (
        <>
          <Text>{t('webAccount.settings.upgrade.lead')}</Text>
          <List size="sm" spacing={4}>
            {CHANGES.map((change) => (
              <List.Item key={change}>
                {t(`webAccount.settings.upgrade.changes.${change}`)}
              </List.Item>
            ))}
          </List>
          {upgrade.isError && <ErrorAlerts errors={errorsOf(upgrade.error)} />}
          <Group>
            <Button variant="light" onClick={open}>
              {t('webAccount.settings.upgrade.button')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('webAccount.settings.upgrade.confirmTitle')}
        message={t('webAccount.settings.upgrade.confirmText')}
        confirmLabel={t('webAccount.settings.upgrade.yes')}
        cancelLabel={t('webAccount.settings.upgrade.no')}
        loading={upgrade.isPending}
        onCancel={close}
        onConfirm={() => upgrade.mutate(undefined, { onSettled: close })}
      />
    </SettingsSection>
  );
}
