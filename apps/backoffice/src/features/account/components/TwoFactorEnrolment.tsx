import type { TTwoFactorSetup } from '@fitmarket/core/api/staff-security';
import { ErrorAlerts, type ShownError } from '@fitmarket/ui/ErrorAlerts';
import { Button, Code, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface EnrolmentProps {
  setup: TTwoFactorSetup;
  onConfirm: (code: string) => void;
  confirming: boolean;
  errors: readonly ShownError[];
}

/**
 * The QR code (or the key, typed by hand) for an authenticator app, and the first code that
 * turns the second factor on; on the account page and in a sign-in the owners require it for.
 */
export function TwoFactorEnrolment({ setup, onConfirm, confirming, errors }: EnrolmentProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code);
  };
  return (
    <form onSubmit={submit} data-testid="two-factor-enrolment">
      <Stack gap="sm">
        <Text>{t('backofficeAccount.twoFactor.scan')}</Text>
        <Image
          src={setup.qr_code}
          alt={t('backofficeAccount.twoFactor.qrAlt')}
          w={200}
          h={200}
          bg="white"
        />
        <Text size="sm">
          {t('backofficeAccount.twoFactor.manualKey')}{' '}
          <Code data-testid="two-factor-secret">{setup.secret}</Code>
        </Text>
        <ErrorAlerts errors={errors} />
        <TextInput
          label={t('backofficeAccount.twoFactor.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          withAsterisk={false}
          w={200}
        />
        <Button type="submit" loading={confirming} w="fit-content">
          {t('backofficeAccount.twoFactor.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown once, right after the second factor is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Title order={3} size="h4">
        {t('backofficeAccount.twoFactor.recoveryTitle')}
      </Title>
      <Text>{t('backofficeAccount.twoFactor.recoveryLead')}</Text>
      <List aria-label={t('backofficeAccount.twoFactor.recoveryListLabel')} ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      {onDone && (
        <Button onClick={onDone} w="fit-content">
          {t('backofficeAccount.twoFactor.continue')}
        </Button>
      )}
    </Stack>
  );
}
