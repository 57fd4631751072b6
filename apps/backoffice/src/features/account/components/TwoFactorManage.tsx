import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewRecoveryCodes, useTurnOffTwoFactor } from '../api/twoFactor';
import { RecoveryCodes } from './TwoFactorEnrolment';

type Open = 'none' | 'renew' | 'turn-off';

/**
 * One's second factor once it is on: new recovery codes (given a current code) and turning it
 * off (password and code; not while the owners require it). Each asks in a form of its own.
 */
export function TwoFactorManage({
  required,
  onTurnedOff,
}: {
  required: boolean;
  onTurnedOff: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>('none');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOffTwoFactor();

  const show = (next: Open) => {
    setOpen(next);
    setCode('');
    setPassword('');
    renew.reset();
    turnOff.reset();
  };
  const submitRenew = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate(code, { onSuccess: () => setOpen('none') });
  };
  const submitTurnOff = (event: FormEvent) => {
    event.preventDefault();
    turnOff.mutate({ password, code }, { onSuccess: onTurnedOff });
  };

  const codeField = (label: string) => (
    <TextInput
      label={label}
      value={code}
      onChange={(event) => setCode(event.currentTarget.value)}
      autoComplete="one-time-code"
      required
      withAsterisk={false}
      w={260}
    />
  );
  const cancel = (
    <Button variant="default" onClick={() => show('none')}>
      {t('backofficeAccount.twoFactor.cancel')}
    </Button>
  );

  if (renew.data) {
    return <RecoveryCodes codes={renew.data.recovery_codes} onDone={() => renew.reset()} />;
  }
  if (open === 'renew') {
    return (
      <form onSubmit={submitRenew} data-testid="two-factor-renew">
        <Stack gap="sm">
          <Text>{t('backofficeAccount.twoFactor.renewLead')}</Text>
          <ErrorAlerts errors={renew.isError ? errorsOf(renew.error) : []} />
          {codeField(t('backofficeAccount.twoFactor.code'))}
          <Group>
            <Button type="submit" loading={renew.isPending}>
              {t('backofficeAccount.twoFactor.renewSubmit')}
            </Button>
            {cancel}
          </Group>
        </Stack>
      </form>
    );
  }
  if (open === 'turn-off') {
    return (
      <form onSubmit={submitTurnOff} data-testid="two-factor-turn-off">
        <Stack gap="sm">
          <Text>{t('backofficeAccount.twoFactor.turnOffLead')}</Text>
          <ErrorAlerts errors={turnOff.isError ? errorsOf(turnOff.error) : []} />
          <PasswordInput
            label={t('backofficeAccount.twoFactor.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
            withAsterisk={false}
            w={260}
          />
          {codeField(t('backofficeAccount.twoFactor.codeOrRecovery'))}
          <Group>
            <Button type="submit" color="red" loading={turnOff.isPending}>
              {t('backofficeAccount.twoFactor.turnOffSubmit')}
            </Button>
            {cancel}
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('backofficeAccount.twoFactor.manageLead')}</Text>
      <Group>
        <Button variant="outline" onClick={() => show('renew')}>
          {t('backofficeAccount.twoFactor.renew')}
        </Button>
        {!required && (
          <Button variant="outline" color="red" onClick={() => show('turn-off')}>
            {t('backofficeAccount.twoFactor.turnOff')}
          </Button>
        )}
      </Group>
      {required && <Text size="sm">{t('backofficeAccount.twoFactor.cannotTurnOff')}</Text>}
    </Stack>
  );
}
