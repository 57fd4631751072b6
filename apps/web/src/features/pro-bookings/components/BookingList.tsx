import type { TBookingsQuery } from '@fitmarket/core/api/bookings';
import { LONG_PAGE_SIZE } from '@fitmarket/core/limits';
import {
  SHOWN_BOOKING_STATUSES,
  type ShownBookingStatus,
} from '@fitmarket/core/rules/bookings/transitions';

import { zonedTime } from '@fitmarket/core/rules/bookings/zoned-time';
import { formatDuration } from '@fitmarket/core/rules/durations';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProBookings } from '../../../lib/bookingQueries';
import { bookingName, STATUS_COLORS } from '../week';

type When = TBookingsQuery['when'];

/** The professional's bookings as a list, filtered by status and time, paged. */
export function BookingList({ zone, onOpen }: { zone: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [status, setStatus] = useState<ShownBookingStatus | ''>('');
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const list = useProBookings({
    when,
    status: status || undefined,
    page,
    per_page: LONG_PAGE_SIZE,
  });

  return (
    <Stack gap="md" data-testid="booking-list">
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('proBookings.list.filter')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as ShownBookingStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('proBookings.list.all') },
            ...SHOWN_BOOKING_STATUSES.map((value) => ({
              value,
              label: t(`proBookings.status.${value}`),
            })),
          ]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="booking-when">
            {t('proBookings.list.when')}
          </Text>
          <SegmentedControl
            aria-labelledby="booking-when"
            value={when}
            onChange={(value) => {
              setWhen(value as When);
              setPage(1);
            }}
            data={[
              { value: 'upcoming', label: t('proBookings.list.upcoming') },
              { value: 'past', label: t('proBookings.list.past') },
              { value: 'all', label: t('proBookings.list.all') },
            ]}
          />
        </Stack>
      </Group>
      {list.isPending && <PageLoader label={t('proBookings.loading')} />}
      {list.isError && <ErrorAlerts errors={errorsOf(list.error)} />}
      {list.data && list.data.data.length === 0 && <Text>{t('proBookings.list.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.data.map((booking) => (
            <Card key={booking.id} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {bookingName(booking)}
                  </Text>
                  <Text size="sm">
                    {zonedTime(booking.starts_at, zone, language)} ·{' '}
                    {formatDuration(booking.duration_minutes, language)}
                  </Text>
                  {booking.service && (
                    <Text size="sm" c="dimmed">
                      {booking.service.name}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  <Badge color={STATUS_COLORS[booking.status]} variant="light">
                    {t(`proBookings.status.${booking.status}`)}
                  </Badge>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => onOpen(booking.id)}
                    aria-label={t('proBookings.open', {
                      title: bookingName(booking),
                      time: zonedTime(booking.starts_at, zone, language),
                    })}
                  >
                    {t('proBookings.detail.title')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {list.data && list.data.meta.pagination.last_page > 1 && (
        <Pagination
          total={list.data.meta.pagination.last_page}
          value={page}
          onChange={setPage}
          aria-label={t('proBookings.list.pagination')}
        />
      )}
    </Stack>
  );
}
