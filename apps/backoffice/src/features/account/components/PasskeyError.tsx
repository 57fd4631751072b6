import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert } from '@mantine/core';

/**
 * What went wrong making or using a passkey: the browser's dialog closed or timed out (the
 * browser says only that, for privacy), or the server's refusal.
 */
export function PasskeyError({ error, cancelled }: { error: unknown; cancelled: string }) {
  const closed = error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name);
  if (!closed) return <ErrorAlerts errors={errorsOf(error)} />;
  return (
    <Alert color="yellow" variant="light" role="alert">
      {cancelled}
    </Alert>
  );
}
