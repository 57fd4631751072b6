import type { TAdminBooking } from '@fitmarket/core/api/admin-bookings';
import { BOOKING_PARTIES, type BookingParty } from '@fitmarket/core/rules/bookings/transitions';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useUserBookings } from '../api/bookings';

const isParty = (value: string | null): value is BookingParty =>
  (BOOKING_PARTIES as readonly (string | null)[]).includes(value);

/**
 * Route dashboard.users.bookings (issue 18 "staff see bookings"): the bookings a person is a
 * party to, latest session first, read-only, so staff can answer a complaint. The side and the
 * page are kept in the address.
 */
export function UserBookingsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id: idParam } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const id = Number(idParam);
  const side = isParty(params.get('as')) ? (params.get('as') as BookingParty) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const bookings = useUserBookings(id, side, page);
  const name = (location.state as { name?: unknown } | null)?.name;
  const pagination = bookings.data?.meta.pagination;

  const show = (next: { as?: BookingParty | null; page?: number }) => {
    const as = next.as === undefined ? side : next.as;
    const nextPage = next.page ?? 1;
    setParams(
      { ...(as ? { as } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
      { state: location.state },
    );
  };
  const time = (booking: TAdminBooking, iso: string) =>
    formatDateTime(iso, language, booking.time_zone);

  return (
    <DashboardPage
      trail={[{ label: t('backoffice.dashboard.sections.users'), to: '/dashboard/users' }]}
      title={
        typeof name === 'string' && name !== ''
          ? t('backofficeUsers.bookings.title', { name })
          : t('backofficeUsers.bookings.fallbackTitle')
      }
    >
      <Anchor component={Link} to="/dashboard/users" size="sm">
        {t('backofficeUsers.bookings.back')}
      </Anchor>
      <Text c="dimmed">{t('backofficeUsers.bookings.lead')}</Text>
      <SegmentedControl
        aria-label={t('backofficeUsers.bookings.side')}
        value={side ?? 'all'}
        onChange={(value) => show({ as: isParty(value) ? value : null })}
        data={(['all', ...BOOKING_PARTIES] as const).map((value) => ({
          value,
          label: t(`backofficeUsers.bookings.sides.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {bookings.isError && <ErrorAlerts errors={errorsOf(bookings.error)} />}
      {bookings.isPending && !bookings.isError && (
        <PageLoader label={t('backofficeUsers.bookings.loading')} />
      )}
      {bookings.data && bookings.data.data.length === 0 && (
        <Text c="dimmed" data-testid="bookings-empty">
          {t('backofficeUsers.bookings.empty')}
        </Text>
      )}
      {bookings.data && bookings.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={t('backofficeUsers.bookings.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeUsers.bookings.columns.session')}</Table.Th>
                <Table.Th>{t('backofficeUsers.bookings.columns.status')}</Table.Th>
                <Table.Th>{t('backofficeUsers.bookings.columns.professional')}</Table.Th>
                <Table.Th>{t('backofficeUsers.bookings.columns.customer')}</Table.Th>
                <Table.Th>{t('backofficeUsers.bookings.columns.service')}</Table.Th>
                <Table.Th>{t('backofficeUsers.bookings.columns.cancellation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bookings.data.data.map((booking) => (
                <Table.Tr key={booking.id} data-testid="admin-booking">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={booking.starts_at}>{time(booking, booking.starts_at)}</time>
                    {booking.suggested_starts_at && (
                      <Text size="xs" c="dimmed">
                        {t('backofficeUsers.bookings.suggestedTime', {
                          time: time(booking, booking.suggested_starts_at),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={booking.status === 'canceled' ? 'red' : 'gray'}>
                      {t(`backofficeUsers.bookings.statuses.${booking.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{booking.professional.name}</Table.Td>
                  <Table.Td>
                    {booking.customer?.name ?? (
                      <Text span size="sm" c="dimmed">
                        {booking.title || t('backofficeUsers.bookings.deletedCustomer')}
                        {booking.title && ` (${t('backofficeUsers.bookings.manual')})`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{booking.service ?? '—'}</Table.Td>
                  <Table.Td>
                    <Cancellation booking={booking} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pagination && pagination.last_page > 1 && (
        <PageNav
          label={t('backofficeUsers.bookings.pagination')}
          total={pagination.last_page}
          value={page}
          onChange={(next) => show({ page: next })}
        />
      )}
    </DashboardPage>
  );
}

/** Who cancelled and why (late or not), or whose absence was recorded. */
function Cancellation({ booking }: { booking: TAdminBooking }) {
  const { t } = useTranslation();
  if (booking.no_show_of) {
    return <Text size="sm">{t(`backofficeUsers.bookings.noShowOf.${booking.no_show_of}`)}</Text>;
  }
  if (!booking.canceled_by) return null;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t(`backofficeUsers.bookings.canceledBy.${booking.canceled_by}`)}
        {booking.late_cancellation && ` · ${t('backofficeUsers.bookings.late')}`}
      </Text>
      {booking.cancel_reason && (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          “{booking.cancel_reason}”
        </Text>
      )}
    </Stack>
  );
}
