import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A page whose data could not be loaded: what failed, the server's errors and a retry. */
export function LoadFailed({ title, error, onRetry, retrying }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64} data-testid="load-failed">
      <Stack gap="md" align="flex-start">
        <Text fw={600}>{title}</Text>
        <ErrorAlerts errors={errorsOf(error)} />
        <Button onClick={onRetry} loading={retrying}>
          {t('common.actions.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
