import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The service's cancellation notice, shown before a request is sent. */
export function CancellationNotice({ hours }: { hours: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" data-testid="cancellation-notice">
      {hours > 0 ? t('bookings.flow.notice', { count: hours }) : t('bookings.flow.noticeNone')}
    </Alert>
  );
}
