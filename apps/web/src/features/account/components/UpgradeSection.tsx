import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Group, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpgradeToProfessional } from '../api/upgradeToProfessional';
import { SettingsSection } from './SettingsSection';

const CHANGES = ['profile', 'bookings', 'keep'] as const;

/** The fast registration (features/profile-editor), where a new professional fills in the profile. */
const FAST_REGISTRATION_PATH = '/account/fast-registration';

/**
 * A customer may become a professional after confirming (SPEC §4 "Role upgrade"), and then goes
 * straight into the fast registration to fill in the profile (issue 7). The page keeps this
 * section after the upgrade, so it is still there to move on.
 */
export function UpgradeSection() {
  const { t } = useTranslation();
  const upgrade = useUpgradeToProfessional();
  const navigate = useNavigate();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <SettingsSection id="upgrade" title={t('webAccount.settings.upgrade.title')}>
      <Text>{t('webAccount.settings.upgrade.lead')}</Text>
      <List size="sm" spacing={4}>
        {CHANGES.map((change) => (
          <List.Item key={change}>{t(`webAccount.settings.upgrade.changes.${change}`)}</List.Item>
        ))}
      </List>
      {upgrade.isError && <ErrorAlerts errors={errorsOf(upgrade.error)} />}
      <Group>
        <Button variant="light" onClick={open} disabled={upgrade.isSuccess}>
          {t('webAccount.settings.upgrade.button')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('webAccount.settings.upgrade.confirmTitle')}
        message={t('webAccount.settings.upgrade.confirmText')}
        confirmLabel={t('webAccount.settings.upgrade.yes')}
        cancelLabel={t('webAccount.settings.upgrade.no')}
        loading={upgrade.isPending}
        onCancel={close}
        onConfirm={() =>
          upgrade.mutate(undefined, {
            onSettled: close,
            onSuccess: () => void navigate(FAST_REGISTRATION_PATH),
          })
        }
      />
    </SettingsSection>
  );
}
