import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { ApiError, errorsOf } from '@fitmarket/ui/lib/apiClient';
import { NotFound } from '@fitmarket/ui/NotFound';
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

/**
 * A professional's page whose profile did not load: "not found" for a slug that names no
 * public profile (the publicProfile texts must be loaded), else LoadFailed with its retry.
 */
export function ProfileLoadFailed(props: LoadFailedProps) {
  const { t } = useTranslation();
  if (props.error instanceof ApiError && props.error.status === 404) {
    return (
      <Container size="lg">
        <NotFound title={t('publicProfile.seo.notFoundTitle')} />
      </Container>
    );
  }
  return <LoadFailed {...props} />;
}
