import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { TitledPanel } from '@fitmarket/ui/TitledPanel';
import { Alert, Button, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConfirmTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorPolicy,
  useTwoFactorStatus,
} from '../api/twoFactor';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodes, TwoFactorEnrolment } from './TwoFactorEnrolment';
import { TwoFactorManage } from './TwoFactorManage';

/** One's own second factor; an owner also decides whether every staff member needs one. */
export function TwoFactorSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const policy = useTwoFactorPolicy();
  const [turnedOff, setTurnedOff] = useState(false);
  // Done with a setup: its secret and codes are not shown again, and a later one starts afresh.
  const closeSetup = () => {
    setup.reset();
    confirm.reset();
  };

  const body = () => {
    if (!status.data) {
      if (status.isError) return <ErrorAlerts errors={errorsOf(status.error)} />;
      return <PageLoader label={t('backoffice.loading')} />;
    }
    if (confirm.data) {
      return (
        <Stack gap="sm">
          <Alert color="teal" variant="light" role="status">
            {t('backofficeAccount.twoFactor.done')}
          </Alert>
          <RecoveryCodes codes={confirm.data.recovery_codes} onDone={closeSetup} />
        </Stack>
      );
    }
    if (status.data.enabled) {
      return (
        <Stack gap="sm">
          <Text data-testid="two-factor-on">
            {t('backofficeAccount.twoFactor.on', { count: status.data.recovery_codes_left })}
          </Text>
          <TwoFactorManage
            required={status.data.required}
            onTurnedOff={() => {
              closeSetup();
              setTurnedOff(true);
            }}
          />
          <PasskeysSection />
        </Stack>
      );
    }
    if (setup.data) {
      return (
        <TwoFactorEnrolment
          setup={setup.data}
          onConfirm={(code) => confirm.mutate(code)}
          confirming={confirm.isPending}
          errors={confirm.isError ? errorsOf(confirm.error) : []}
        />
      );
    }
    return (
      <Stack gap="sm" align="flex-start">
        {turnedOff ? (
          <Alert color="teal" variant="light" role="status">
            {t('backofficeAccount.twoFactor.turnedOff')}
          </Alert>
        ) : (
          <Text>{t('backofficeAccount.twoFactor.off')}</Text>
        )}
        <ErrorAlerts errors={setup.isError ? errorsOf(setup.error) : []} />
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          {t('backofficeAccount.twoFactor.setUp')}
        </Button>
      </Stack>
    );
  };

  return (
    <TitledPanel
      level={2}
      title={t('backofficeAccount.twoFactor.title')}
      lead={t('backofficeAccount.twoFactor.lead')}
      testId="two-factor"
    >
      <Stack gap="md">
        {status.data?.required && !isOwner && (
          <Text size="sm">{t('backofficeAccount.twoFactor.requiredNotice')}</Text>
        )}
        {body()}
        {isOwner && status.data && (
          <Stack gap="xs">
            <ErrorAlerts errors={policy.isError ? errorsOf(policy.error) : []} />
            <Switch
              label={t('backofficeAccount.twoFactor.requireLabel')}
              description={t('backofficeAccount.twoFactor.requireHint')}
              checked={status.data.required}
              disabled={policy.isPending}
              onChange={(event) => policy.mutate({ required: event.currentTarget.checked })}
            />
          </Stack>
        )}
      </Stack>
    </TitledPanel>
  );
}
