import {
  type TBooking,
  type TBookingRequest,
  ZBookingRequestSchema,
} from '@fitmarket/core/api/bookings';
import type { TPublicProfile, TPublicService } from '@fitmarket/core/api/public-profile';
import { BOOKING_NOTE_MAX_LENGTH, BOOKING_TITLE_MAX_LENGTH } from '@fitmarket/core/limits';
import { professionalPath } from '@fitmarket/core/links';
import { localDate, localInstant, plusDays } from '@fitmarket/core/rules/bookings/local-time';
import { bookingPrice } from '@fitmarket/core/rules/bookings/price';
import { missingBookingChoices } from '@fitmarket/core/rules/bookings/request';
import { expiresAt } from '@fitmarket/core/rules/bookings/transitions';
import { formatDuration } from '@fitmarket/core/rules/durations';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { rememberIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { forgetValue, keepValue, keptValue } from '@fitmarket/ui/lib/keptValue';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ProfileLoadFailed } from '../../../components/LoadFailed';
import { useAskedAhead } from '../../../lib/askedAhead';
import { useProfessional } from '../../../lib/professionals';
import { useAuthToken } from '../../../lib/session';
import { useBookingPrice, useHold, useRequestBooking, useSlots } from '../api/bookings';
import { BookingPrice } from '../components/BookingPrice';
import { CalendarFeed } from '../components/CalendarFeed';
import { CancellationNotice } from '../components/CancellationNotice';
import { SlotPicker } from '../components/SlotPicker';
import { formatClock, formatSessionTime } from '../sessionTime';

/** The location choice of a professional who comes to the customer. */
const PREFERRED = 'preferred';
const SLOT_TAKEN = 1358;

/** The texts a customer types, which never go into the address (health details). */
const TEXT_PARAMS = ['note', 'expectations', 'place'] as const;

/** The half-filled booking's texts, kept for this tab (sessionStorage) until they expire. */
const draftKey = (slug: string) => `booking_draft:${slug}`;

function keptDraft(slug: string): BookingTexts {
  const kept = keptValue('session', draftKey(slug));
  const text = (key: keyof BookingTexts) => {
    const value = kept && typeof kept === 'object' ? (kept as Record<string, unknown>)[key] : '';
    return typeof value === 'string' ? value : '';
  };
  return {
    note: text('note'),
    expectations: text('expectations'),
    preferred_location: text('preferred_location'),
  };
}

/**
 * Route booking.new (/book/:slug): a customer's booking. The choices live in the address
 * (service, location, time; the session lasts the service's length), so a guest who signs in to
 * send it comes back to the same request (NavigationGuard's intended route). What the customer
 * types (a note may hold health details) never does: it is kept in session storage, and like
 * every kept value it expires (SPEC §9).
 */
export function BookingFlowRoute() {
  const { slug = '' } = useParams();
  const language = useLanguage();
  const ready = useSectionTexts('bookings');
  const profileTexts = useSectionTexts('publicProfile');
  const profile = useProfessional(slug, language);
  const { t } = useTranslation();
  if (!ready || !profileTexts || profile.isPending) {
    return <PageLoader label={t('common.loading')} />;
  }
  if (profile.isError) {
    return (
      <ProfileLoadFailed
        title={t('bookings.flow.loading')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <BookingFlow profile={profile.data} />;
}

function BookingFlow({ profile }: { profile: TPublicProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = `${profile.first_name} ${profile.last_name}`;
  usePageTitle(t('bookings.flow.pageTitle', { name }));
  const [sent, setSent] = useState<TBooking | null>(null);
  const back = professionalPath(profile.slug, language);

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back} size="sm">
          {t('bookings.flow.backToProfile')}
        </Anchor>
        {sent ? (
          <Sent booking={sent} name={name} />
        ) : (
          <>
            <Title order={1} size="h2">
              {t('bookings.flow.title', { name })}
            </Title>
            {profile.services.length === 0 ? (
              <Text>{t('bookings.flow.noServices', { name })}</Text>
            ) : (
              <RequestForm profile={profile} name={name} onSent={setSent} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function RequestForm({
  profile,
  name,
  onSent,
}: {
  profile: TPublicProfile;
  name: string;
  onSent: (booking: TBooking) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useAuthToken() !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [week, setWeek] = useState(0);
  const [slotTaken, setSlotTaken] = useState(false);

  const service = profile.services.find((item) => String(item.id) === params.get('service'));
  const locationParam = params.get('location');
  // An online session takes place nowhere: no place to choose.
  const online = service?.online ?? false;
  const location = online
    ? undefined
    : profile.locations.find((item) => String(item.id) === locationParam);
  const preferred = !online && profile.flexible && locationParam === PREFERRED;
  // A service's length is the session's length.
  const duration = service?.duration_minutes ?? null;
  const start = params.get('start');
  const proposedDate = params.get('date') ?? '';
  const proposedTime = params.get('time') ?? '';

  /**
   * Changes the address's choices in place (no new history entry for each), on top of the last
   * choices asked for: a time picked while the place just chosen is still being drawn keeps it.
   */
  const asked = useAskedAhead(params, params.toString());
  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(asked.latest());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    asked.ask(next);
    setParams(next, { replace: true });
  };

  const zoneQuery = useSlots(
    profile.slug,
    service && duration
      ? {
          duration,
          locationId: location?.id ?? null,
          serviceId: service.id,
          from: null,
          to: null,
        }
      : null,
  );
  const zone = zoneQuery.data?.time_zone ?? null;
  const from = zone && week > 0 ? plusDays(localDate(new Date(), zone), 7 * week) : null;
  const slots = useSlots(
    profile.slug,
    service && duration
      ? {
          duration,
          locationId: location?.id ?? null,
          serviceId: service.id,
          from,
          to: from && plusDays(from, 6),
        }
      : null,
  );
  const fixedHours = zoneQuery.data?.fixed_hours ?? true;
  // Until the professional's hours have answered, the form cannot tell a slot from a proposed
  // date and time (nor read one without the zone): it waits instead of sending without a time
  // (issue 18: "choose a date and time" with the time in the address, e.g. back from sign-in).
  const hoursUnknown = service !== undefined && zoneQuery.data === undefined;
  const proposed =
    zone && proposedDate && proposedTime ? localInstant(proposedDate, proposedTime, zone) : null;
  const startsAt = fixedHours ? start : proposed;

  /**
   * The request the form sends, with the choices from the address and the texts typed. The slot
   * is the one last picked, also while the address is still being drawn with it: on a busy phone
   * a tap on send right after a tap on a slot was refused with "choose a date and time".
   */
  const toRequest = (texts: BookingTexts): TBookingRequest => ({
    professional_id: profile.id,
    service_id: service?.id ?? null,
    location_id: location?.id ?? null,
    preferred_location: preferred ? texts.preferred_location.trim() || null : null,
    starts_at: (fixedHours ? asked.latest().get('start') : proposed) ?? null,
    duration_minutes: duration ?? 60,
    note: texts.note,
    expectations: texts.expectations,
  });
  const { form, refused, refusal, clearRefusal } = useCoreForm<BookingTexts>({
    initialValues: keptDraft(profile.slug),
    schema: ZBookingRequestSchema,
    toRequest,
    rules: (texts) =>
      Object.fromEntries(
        missingBookingChoices(toRequest(texts), profile.flexible, online).map(({ code, field }) => [
          field,
          code,
        ]),
      ),
    fields: ['service_id', 'location_id', 'starts_at'],
  });
  const { note, expectations, preferred_location: place } = form.getValues();
  // The half-filled booking survives a reload and the sign-in, in this tab only.
  useEffect(() => {
    if (note || expectations || place) {
      keepValue('session', draftKey(profile.slug), {
        note,
        expectations,
        preferred_location: place,
      });
    } else {
      forgetValue('session', draftKey(profile.slug));
    }
  }, [note, expectations, place, profile.slug]);
  // An address from an older version may still carry the texts: take them out of it.
  const textsInAddress = TEXT_PARAMS.some((key) => params.has(key));
  useEffect(() => {
    if (textsInAddress) choose(Object.fromEntries(TEXT_PARAMS.map((key) => [key, null])));
  });

  const hold = useHold();
  const request = useRequestBooking();
  const { mutate: holdSlot, reset: resetHold } = hold;
  const { refetch: refetchSlots } = slots;
  // While the customer writes, the chosen slot is kept for them (and gone from others' lists).
  useEffect(() => {
    resetHold();
    if (!signedIn || !fixedHours || !start || !duration) return;
    holdSlot(
      {
        professional_id: profile.id,
        location_id: location?.id ?? null,
        starts_at: start,
        duration_minutes: duration,
      },
      {
        onError: (error) => {
          if (!errorsOf(error).some((issue) => issue.code === SLOT_TAKEN)) return;
          setSlotTaken(true);
          void refetchSlots();
        },
      },
    );
  }, [
    signedIn,
    fixedHours,
    start,
    duration,
    location?.id,
    profile.id,
    holdSlot,
    resetHold,
    refetchSlots,
  ]);

  const notice = service?.cancellation_notice_hours ?? null;

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    // The choices come back through the address, the texts through the kept draft.
    const resume = new URLSearchParams(params);
    for (const key of TEXT_PARAMS) resume.delete(key);
    rememberIntendedRoute(`${pathname}?${resume}`);
    void navigate('/signin');
  };

  // A guest signs in first and is checked on coming back; the server checks after sign-in too.
  const send = (texts: BookingTexts) => {
    setSlotTaken(false);
    clearRefusal();
    request.mutate(toRequest(texts), {
      onSuccess: (booking) => {
        forgetValue('session', draftKey(profile.slug));
        onSent(booking);
      },
      onError: (error) => {
        if (!errorsOf(error).some((issue) => issue.code === SLOT_TAKEN)) return refused(error);
        setSlotTaken(true);
        choose({ start: null });
        void refetchSlots();
      },
    });
  };
  /** Changes a choice in the address; the error it answered goes with it. */
  const chooseField = (field: string, changes: Record<string, string | null>) => {
    form.clearFieldError(field);
    if ('start' in changes) form.clearFieldError('starts_at');
    choose(changes);
  };

  const locationOptions = [
    ...profile.locations.map((item) => ({ value: String(item.id), label: item.formatted })),
    ...(profile.flexible ? [{ value: PREFERRED, label: t('bookings.flow.preferredOption') }] : []),
  ];
  return (
    <form
      onSubmit={
        !signedIn ? signIn : hoursUnknown ? (event) => event.preventDefault() : form.onSubmit(send)
      }
      noValidate
      data-testid="booking-form"
    >
      <Stack gap="md">
        <Select
          label={t('bookings.flow.service')}
          placeholder={t('bookings.flow.servicePlaceholder')}
          data={profile.services.map((item) => ({
            value: String(item.id),
            label: `${item.label} · ${formatDuration(item.duration_minutes, language)}`,
          }))}
          value={service ? String(service.id) : null}
          onChange={(value) => chooseField('service_id', { service: value, start: null })}
          error={form.errors.service_id}
          required
          allowDeselect={false}
          data-testid="service-select"
        />
        {online ? (
          <Text size="sm" data-testid="online-session">
            {t('bookings.flow.online')}
          </Text>
        ) : (
          locationOptions.length > 0 && (
            <Select
              label={t('bookings.flow.location')}
              placeholder={t('bookings.flow.locationPlaceholder')}
              data={locationOptions}
              value={location ? String(location.id) : preferred ? PREFERRED : null}
              onChange={(value) => chooseField('location_id', { location: value, start: null })}
              error={preferred ? undefined : form.errors.location_id}
              required
              allowDeselect={false}
            />
          )
        )}
        {preferred && (
          <TextInput
            label={t('bookings.flow.preferredLocation')}
            description={t('bookings.flow.preferredLocationHint', { name })}
            {...form.getInputProps('preferred_location')}
            onChange={(event) => {
              form.clearFieldError('location_id');
              form.getInputProps('preferred_location').onChange(event);
            }}
            error={form.errors.preferred_location ?? form.errors.location_id}
            maxLength={BOOKING_TITLE_MAX_LENGTH}
            required
          />
        )}

        {service && (
          // A fieldset is as wide as its content by default (min-inline-size: min-content): on a
          // phone the time boxes ran off the screen; this one fits the screen instead.
          <Card
            withBorder
            padding="md"
            component="fieldset"
            m={0}
            miw={0}
            style={{ minInlineSize: 0 }}
          >
            <Title order={2} size="h4" component="legend" px={4}>
              {t('bookings.flow.when')}
            </Title>
            {slotTaken && (
              <Alert color="orange" variant="light" role="alert" mb="sm" data-testid="slot-taken">
                {t('bookings.flow.slotTaken')}
              </Alert>
            )}
            {fixedHours ? (
              <SlotPicker
                slots={slots.data}
                loading={slots.isFetching}
                stale={slots.isPlaceholderData}
                error={slots.error}
                week={week}
                onWeek={setWeek}
                chosen={start}
                onChoose={(value) => {
                  setSlotTaken(false);
                  chooseField('starts_at', { start: value });
                }}
              />
            ) : (
              <Stack gap="xs">
                <Text size="sm">{t('bookings.flow.proposeLead', { name })}</Text>
                {zone && (
                  <Text size="sm" c="dimmed">
                    {t('bookings.flow.timesIn', { zone })}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput
                    type="date"
                    label={t('bookings.flow.proposedDate')}
                    value={proposedDate}
                    onChange={(event) =>
                      chooseField('starts_at', { date: event.currentTarget.value })
                    }
                    required
                  />
                  <TextInput
                    type="time"
                    label={t('bookings.flow.proposedTime')}
                    value={proposedTime}
                    onChange={(event) =>
                      chooseField('starts_at', { time: event.currentTarget.value })
                    }
                    required
                    error={
                      zone && proposedDate && proposedTime && !proposed
                        ? t('bookings.flow.proposedInvalid', { zone })
                        : form.errors.starts_at
                    }
                  />
                </SimpleGrid>
              </Stack>
            )}
            {fixedHours && form.errors.starts_at && (
              <Input.Error mt="sm" role="alert" data-testid="time-error">
                {form.errors.starts_at}
              </Input.Error>
            )}
            {startsAt && zone && (
              <Text mt="sm" fw={600} data-testid="chosen-time">
                {t('bookings.flow.chosen', { time: formatSessionTime(startsAt, zone, language) })}
              </Text>
            )}
            {hold.data && zone && (
              <Text size="sm" c="dimmed" data-testid="hold">
                {t('bookings.flow.held', {
                  time: formatClock(hold.data.expires_at, zone, language),
                })}
              </Text>
            )}
          </Card>
        )}

        <Textarea
          label={t('bookings.flow.note', { name })}
          placeholder={t('bookings.flow.notePlaceholder')}
          {...form.getInputProps('note')}
          maxLength={BOOKING_NOTE_MAX_LENGTH}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('bookings.flow.expectations')}
          {...form.getInputProps('expectations')}
          maxLength={BOOKING_NOTE_MAX_LENGTH}
          autosize
          minRows={2}
        />
        {service && <PriceSummary service={service} signedIn={signedIn} />}
        {service &&
          (service.instant_booking ? (
            <Text size="sm" data-testid="booking-kind">
              {t('bookings.flow.instant')}
            </Text>
          ) : (
            startsAt &&
            zone && (
              <Text size="sm" data-testid="booking-kind">
                {t('bookings.flow.approval', {
                  name,
                  time: formatSessionTime(
                    expiresAt(new Date(), new Date(startsAt)).toISOString(),
                    zone,
                    language,
                  ),
                })}
              </Text>
            )
          ))}
        {notice !== null && <CancellationNotice hours={notice} />}
        <ErrorAlerts errors={refusal} />
        {signedIn ? (
          <Button
            type="submit"
            loading={request.isPending || (hoursUnknown && zoneQuery.isFetching)}
            disabled={hoursUnknown}
            data-testid="send-booking"
          >
            {t('bookings.flow.send')}
          </Button>
        ) : (
          <Stack gap={4}>
            <Button type="submit" data-testid="sign-in-to-book">
              {t('bookings.flow.signInToSend')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('bookings.flow.signInLead')}
            </Text>
          </Stack>
        )}
      </Stack>
    </form>
  );
}

/**
 * The service's price and length and what the customer will pay (core rules/bookings/price.ts):
 * signed in, the server's figure for them (first-session discount, a package's count); as a
 * guest, a new customer's.
 */
function PriceSummary({ service, signedIn }: { service: TPublicService; signedIn: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const quote = useBookingPrice(signedIn ? service.id : null);
  const { currency } = service;
  if (!isCurrency(currency)) return null;
  const guess = bookingPrice(service, { firstSession: true, bookedOfService: 0 });
  const price = quote.data
    ? {
        priceMinor: quote.data.price_minor,
        firstSessionDiscount: quote.data.first_session_discount,
        packageSession: quote.data.package_session,
        sessionsLeft: quote.data.sessions_left,
      }
    : guess;
  const money = (minor: number) => formatPrice(minor, currency, language);
  return (
    <Card withBorder padding="md" data-testid="price-summary">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm">
            {t('bookings.flow.price')} · {formatDuration(service.duration_minutes, language)}
          </Text>
          <Text size="sm">{money(service.price_minor)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>
            {price.firstSessionDiscount
              ? t('bookings.flow.totalFirstSession', {
                  percent: service.first_session_discount_percent,
                })
              : t('bookings.flow.total')}
          </Text>
          <Text fw={700} data-testid="price-total">
            {money(price.priceMinor)}
          </Text>
        </Group>
        {price.packageSession > 1 && (
          <Text size="sm" c="dimmed">
            {t('bookings.flow.packageSession', {
              session: price.packageSession,
              sessions: service.sessions,
            })}
          </Text>
        )}
        {service.sessions > 1 && (
          <Text size="sm" c="dimmed" data-testid="package-left">
            {t('bookings.flow.packageLeft', { count: price.sessionsLeft })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What the customer types; the other choices live in the address. */
type BookingTexts = { note: string; expectations: string; preferred_location: string };

function Sent({ booking, name }: { booking: TBooking; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Only what the server answered: a request is not called confirmed before it is.
  const confirmed = booking.status === 'confirmed';
  return (
    <Stack gap="md" data-testid="booking-sent">
      <Alert color="green" variant="light" role="status">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {confirmed ? t('bookings.flow.confirmedTitle') : t('bookings.flow.sentTitle')}
          </Title>
          <Text fw={600}>
            {booking.service?.name ?? t('bookings.history.session')} ·{' '}
            {formatSessionTime(booking.starts_at, booking.time_zone, language)}
          </Text>
          <BookingPrice booking={booking} />
          <Text>
            {confirmed
              ? t('bookings.flow.confirmedLead')
              : t('bookings.flow.sentLead', {
                  name,
                  time: formatSessionTime(booking.expires_at, booking.time_zone, language),
                })}
          </Text>
        </Stack>
      </Alert>
      <CalendarFeed />
      <Button component={Link} to="/account/bookings-history" variant="light">
        {t('bookings.flow.toHistory')}
      </Button>
    </Stack>
  );
}
