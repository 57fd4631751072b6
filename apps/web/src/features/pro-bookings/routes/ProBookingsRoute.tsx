import { DEFAULT_TIME_ZONE } from '@fitmarket/core/limits';
import { DoneAlert } from '@fitmarket/ui/DoneAlert';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePendingCount } from '../../../lib/bookingQueries';
import { useCatalogue } from '../../../lib/catalogue';
import { useMe } from '../../../lib/me';
import { useOwnProfile } from '../../../lib/ownProfile';
import { useAvailability, useBooking } from '../api/proBookings';
import type { ProAction } from '../bookingActions';
import { BookingDetail } from '../components/BookingDetail';
import { BookingList } from '../components/BookingList';
import { ManualBookingModal } from '../components/ManualBookingModal';
import { WeekCalendar } from '../components/WeekCalendar';

/** Route account.bookings (/account/bookings, professionals): the week, the list, the actions. */
export function ProBookingsRoute() {
  const ready = useSectionTexts('proBookings');
  const { t } = useTranslation();
  const me = useMe().data;
  if (me && me.role !== 'professional') return <Navigate to="/account" replace />;
  if (!ready || !me) return <PageLoader label={t('common.loading')} />;
  return <ProBookingsPage />;
}

function ProBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('proBookings.pageTitle'));
  const zone = useAvailability().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const pending = usePendingCount(true);
  const services = useServiceNames();
  const [view, setView] = useState<'week' | 'list'>('week');
  const [openId, setOpenId] = useState<number | null>(null);
  const [manual, setManual] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const linked = useLinkedBooking();
  // A link to one booking (a notification, the messenger: #booking-{id}) opens it in the week
  // it falls in; each click on such a link opens it again (a new location key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the click, not a value read
  useEffect(() => {
    if (linked.id === null) return;
    setView('week');
    setOpenId(linked.id);
  }, [linked.id, linked.key]);
  const focus = useBooking(linked.id).data?.starts_at ?? null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('proBookings.title')}
        </Title>
        <Text c="dimmed">{t('proBookings.lead', { zone })}</Text>
      </Stack>
      {pending > 0 && (
        <Alert color="orange" variant="light" data-testid="pending-count">
          {t('proBookings.pending', { count: pending })}
        </Alert>
      )}
      {done && <DoneAlert onClose={() => setDone(null)}>{done}</DoneAlert>}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('proBookings.view.label')}
          value={view}
          onChange={(value) => setView(value as 'week' | 'list')}
          data={[
            { value: 'week', label: t('proBookings.view.week') },
            { value: 'list', label: t('proBookings.view.list') },
          ]}
        />
        <Button onClick={() => setManual(true)}>{t('proBookings.manual.open')}</Button>
      </Group>
      {view === 'week' ? (
        <WeekCalendar zone={zone} onOpen={setOpenId} focus={focus} />
      ) : (
        <BookingList zone={zone} onOpen={setOpenId} />
      )}
      <BookingDetail
        bookingId={openId}
        onClose={() => {
          setOpenId(null);
          linked.clear();
        }}
        onDone={(action: ProAction) => setDone(t(`proBookings.confirm.done.${action}`))}
      />
      <ManualBookingModal
        opened={manual}
        zone={zone}
        services={services}
        onClose={() => setManual(false)}
        onSaved={() => {
          setManual(false);
          setDone(t('proBookings.manual.saved'));
        }}
      />
    </Stack>
  );
}

/** The booking a link names in the address's hash (`#booking-42`), and a way to forget it. */
function useLinkedBooking() {
  const location = useLocation();
  const navigate = useNavigate();
  const match = /^#booking-(\d+)$/.exec(location.hash);
  return {
    id: match ? Number(match[1]) : null,
    key: location.key,
    clear: () => {
      if (match) void navigate({ hash: '' }, { replace: true });
    },
  };
}

/** The professional's own services with their names in the shown language. */
function useServiceNames(): { id: number; name: string }[] {
  const profile = useOwnProfile().data;
  const catalogue = useCatalogue().data;
  if (!profile || !catalogue) return [];
  const labels = new Map(
    catalogue.services.flatMap((main) => main.children.map((sub) => [sub.id, sub.label] as const)),
  );
  return profile.services.map((service) => ({
    id: service.id,
    name: labels.get(service.service_id) ?? String(service.service_id),
  }));
}
