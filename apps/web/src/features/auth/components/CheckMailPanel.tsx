import { Alert, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ResendConfirmation } from './ResendConfirmation';

/** After signing up: where the confirmation link went, and a way to get it again. */
export function CheckMailPanel({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="check-mail">
      <Alert color="teal" variant="light" role="status">
        <Trans
          i18nKey="webAccount.checkMail.sentTo"
          values={{ email }}
          components={{ strong: <strong /> }}
        />
      </Alert>
      <Text size="sm" c="dimmed">
        {t('webAccount.checkMail.noMail')}
      </Text>
      <ResendConfirmation email={email} />
    </Stack>
  );
}
