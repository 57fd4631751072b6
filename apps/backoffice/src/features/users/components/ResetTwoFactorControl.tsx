import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import { isStaffRole } from '@fitmarket/core/limits';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '../../../lib/currentStaff';
import { useResetTwoFactor } from '../api/users';

/**
 * The owner's reset of a staff member's second factor (a lost phone), after a confirmation;
 * audited by the server. Not offered for oneself: the account page turns one's own off.
 */
export function ResetTwoFactorControl({ target }: { target: TAdminUser }) {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  if (me.role !== 'owner' || !isStaffRole(target.role) || target.id === me.id) return null;

  type TextKey = 'button' | 'label' | 'title' | 'message' | 'confirm' | 'done' | 'doneNone';
  const texts = (key: TextKey) =>
    t(`backofficeUsers.actions.resetTwoFactor.${key}`, { name: target.name });
  return (
    <Stack gap="xs" align="flex-start">
      <div role="status" aria-live="polite">
        {reset.data && (
          <Alert color="teal" variant="light" data-testid="two-factor-reset-done">
            {texts(reset.data.removed ? 'done' : 'doneNone')}
          </Alert>
        )}
      </div>
      <Button
        size="compact-sm"
        color="red"
        variant="subtle"
        onClick={() => {
          reset.reset();
          setConfirming(true);
        }}
        aria-label={texts('label')}
      >
        {texts('button')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={texts('title')}
        message={
          <Stack gap="sm">
            <Text>{texts('message')}</Text>
            <ErrorAlerts errors={reset.isError ? errorsOf(reset.error) : []} />
          </Stack>
        }
        confirmLabel={texts('confirm')}
        cancelLabel={t('backofficeUsers.actions.cancel')}
        danger
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(target.id, { onSuccess: () => setConfirming(false) })}
      />
    </Stack>
  );
}
