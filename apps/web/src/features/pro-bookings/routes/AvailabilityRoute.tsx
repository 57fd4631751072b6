import {
  type TAvailabilityException,
  type TAvailabilityRequest,
  ZAvailabilityRequestSchema,
} from '@fitmarket/core/api/bookings';
import {
  MAX_AVAILABILITY_EXCEPTIONS,
  MAX_BOOKING_HORIZON_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_MIN_NOTICE_MINUTES,
  MAX_WEEKLY_HOURS,
} from '@fitmarket/core/limits';
import { wallOf, zonedTime } from '@fitmarket/core/rules/bookings/zoned-time';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useMe } from '../../../lib/me';
import { useOwnProfile } from '../../../lib/ownProfile';
import { useAvailability, useSaveAvailability, useSlotsPreview } from '../api/proBookings';
import {
  EXCEPTION_KINDS,
  type ExceptionKind,
  exceptionKind,
  fieldErrors,
  withKind,
} from '../availabilityForm';
import { CopyHoursButton, TimeOffRange } from '../components/AvailabilityBulk';
import { BusyCalendarCard } from '../components/BusyCalendarCard';

/** Route account.availability (/account/availability, professionals): when customers can book. */
export function AvailabilityRoute() {
  const ready = useSectionTexts('proBookings');
  const { t } = useTranslation();
  const me = useMe().data;
  if (me && me.role !== 'professional') return <Navigate to="/account" replace />;
  if (!ready || !me) return <PageLoader label={t('common.loading')} />;
  return <AvailabilityPage />;
}

function AvailabilityPage() {
  const { t } = useTranslation();
  usePageTitle(t('proBookings.availability.pageTitle'));
  const availability = useAvailability();
  // Kept here: a save remounts the form (below) with the stored version.
  const [saved, setSaved] = useState(false);
  if (availability.isPending) {
    return <PageLoader label={t('proBookings.availability.loading')} />;
  }
  if (availability.isError) {
    return (
      <LoadFailed
        title={t('proBookings.availability.loading')}
        error={availability.error}
        onRetry={() => void availability.refetch()}
        retrying={availability.isFetching}
      />
    );
  }
  // Keyed by version: a save (or a reload after 1368) starts the form from what is stored.
  return (
    <Stack gap="xl">
      <AvailabilityForm
        key={availability.data.version}
        stored={availability.data}
        saved={saved}
        onSaved={setSaved}
      />
      <BusyCalendarCard timeZone={availability.data.time_zone} />
    </Stack>
  );
}

const HOUR = 60;
/** ISO weekdays 1-7, as the catalogue names them. */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

function AvailabilityForm({
  stored,
  saved,
  onSaved,
}: {
  stored: TAvailabilityRequest;
  /** Whether the last save succeeded and nothing changed since. */
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const profile = useOwnProfile().data;
  const save = useSaveAvailability();
  const { form, refused, refusal, clearRefusal } = useCoreForm<TAvailabilityRequest>({
    initialValues: stored,
    schema: ZAvailabilityRequestSchema,
    rules: (values) => Object.fromEntries(fieldErrors(values)),
  });
  const values = form.getValues();
  const locations = [
    { value: '', label: t('proBookings.availability.everyLocation') },
    ...(profile?.locations ?? []).map(({ id, formatted }) => ({
      value: String(id),
      label: formatted,
    })),
  ];
  const weekdays = WEEKDAYS.map((day, index) => ({
    value: String(index + 1),
    label: t(`proBookings.availability.weekdays.${day}`),
  }));
  const ranges = fieldErrors(values);
  /** A field's error: a range's own words (core's 1307/1301 there), else the catalogue's. */
  const errorOf = (field: string) => {
    const error = form.errors[field];
    if (!error) return undefined;
    const code = ranges.get(field);
    if (code === 1307) return t('proBookings.availability.timesNeeded');
    if (code === 1301) return t('proBookings.availability.endBeforeStart');
    return error;
  };
  /** Once a save was tried, the errors follow each change. */
  const update = (change: Partial<TAvailabilityRequest>) => {
    onSaved(false);
    form.setValues(change);
    if (Object.keys(form.errors).length > 0) form.validate();
  };
  const setWeekly = (index: number, change: Partial<TAvailabilityRequest['weekly'][number]>) =>
    update({ weekly: values.weekly.map((row, i) => (i === index ? { ...row, ...change } : row)) });
  const setException = (index: number, next: TAvailabilityException) =>
    update({ exceptions: values.exceptions.map((row, i) => (i === index ? next : row)) });
  const locationValue = (id: number | null) => (id === null ? '' : String(id));
  const locationId = (value: string) => (value === '' ? null : Number(value));

  const submit = (request: TAvailabilityRequest) => {
    clearRefusal();
    save.mutate(request, { onSuccess: () => onSaved(true), onError: refused });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="availability-form">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('proBookings.availability.title')}
          </Title>
          <Text c="dimmed">{t('proBookings.availability.lead')}</Text>
        </Stack>
        {saved && (
          <Alert color="green" variant="light" role="status">
            {t('proBookings.availability.saved')}
          </Alert>
        )}
        <Select
          label={t('proBookings.availability.timeZone')}
          description={t('proBookings.availability.timeZoneHint')}
          data={
            TIME_ZONES.includes(values.time_zone) ? TIME_ZONES : [values.time_zone, ...TIME_ZONES]
          }
          value={values.time_zone}
          onChange={(value) => value && update({ time_zone: value })}
          searchable
          allowDeselect={false}
          limit={50}
          error={errorOf('time_zone')}
        />
        <Switch
          label={t('proBookings.availability.fixedHours')}
          description={t('proBookings.availability.fixedHoursHint')}
          checked={values.fixed_hours}
          onChange={(event) => update({ fixed_hours: event.currentTarget.checked })}
        />

        <Fieldset legend={t('proBookings.availability.weekly')}>
          {values.weekly.length === 0 && (
            <Text c="dimmed">{t('proBookings.availability.weeklyEmpty')}</Text>
          )}
          {values.weekly.map((row, index) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; removing one re-renders the rest
              key={index}
              testId="weekly-row"
              index={index}
              onRemove={() => update({ weekly: values.weekly.filter((_, i) => i !== index) })}
            >
              <NativeSelect
                label={t('proBookings.availability.weekday')}
                data={weekdays}
                value={String(row.weekday)}
                onChange={(event) =>
                  setWeekly(index, { weekday: Number(event.currentTarget.value) })
                }
              />
              <TextInput
                type="time"
                label={t('proBookings.availability.start')}
                value={row.start}
                onChange={(event) => setWeekly(index, { start: event.currentTarget.value })}
                required
                error={errorOf(`weekly.${index}.start`)}
              />
              <TextInput
                type="time"
                label={t('proBookings.availability.end')}
                value={row.end}
                onChange={(event) => setWeekly(index, { end: event.currentTarget.value })}
                required
                error={errorOf(`weekly.${index}.end`)}
              />
              <NativeSelect
                label={t('proBookings.availability.location')}
                data={locations}
                value={locationValue(row.location_id)}
                onChange={(event) =>
                  setWeekly(index, { location_id: locationId(event.currentTarget.value) })
                }
                error={errorOf(`weekly.${index}.location_id`)}
              />
              <CopyHoursButton
                weekly={values.weekly}
                index={index}
                onCopy={(weekly) => update({ weekly })}
              />
            </Row>
          ))}
          <Button
            variant="light"
            w="fit-content"
            disabled={values.weekly.length >= MAX_WEEKLY_HOURS}
            onClick={() =>
              update({
                weekly: [
                  ...values.weekly,
                  { weekday: 1, start: '09:00', end: '17:00', location_id: null },
                ],
              })
            }
          >
            {t('proBookings.availability.addHours')}
          </Button>
        </Fieldset>

        <Fieldset legend={t('proBookings.availability.exceptions')}>
          {values.exceptions.length === 0 && (
            <Text c="dimmed">{t('proBookings.availability.exceptionsEmpty')}</Text>
          )}
          {values.exceptions.map((row, index) => {
            const kind = exceptionKind(row);
            return (
              <Row
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                key={index}
                testId="exception-row"
                index={index}
                onRemove={() =>
                  update({ exceptions: values.exceptions.filter((_, i) => i !== index) })
                }
              >
                <TextInput
                  type="date"
                  label={t('proBookings.availability.date')}
                  value={row.date}
                  onChange={(event) =>
                    setException(index, { ...row, date: event.currentTarget.value })
                  }
                  required
                  error={errorOf(`exceptions.${index}.date`)}
                />
                <NativeSelect
                  label={t('proBookings.availability.kind')}
                  value={kind}
                  onChange={(event) =>
                    setException(index, withKind(row, event.currentTarget.value as ExceptionKind))
                  }
                  data={EXCEPTION_KINDS.map((value) => ({
                    value,
                    label: t(`proBookings.availability.kinds.${value}`),
                  }))}
                />
                {kind !== 'dayOff' && (
                  <>
                    <TextInput
                      type="time"
                      label={t('proBookings.availability.start')}
                      value={row.start ?? ''}
                      onChange={(event) =>
                        setException(index, { ...row, start: event.currentTarget.value || null })
                      }
                      error={errorOf(`exceptions.${index}.start`)}
                    />
                    <TextInput
                      type="time"
                      label={t('proBookings.availability.end')}
                      value={row.end ?? ''}
                      onChange={(event) =>
                        setException(index, { ...row, end: event.currentTarget.value || null })
                      }
                      error={errorOf(`exceptions.${index}.end`)}
                    />
                  </>
                )}
                <NativeSelect
                  label={t('proBookings.availability.location')}
                  data={locations}
                  value={locationValue(row.location_id)}
                  onChange={(event) =>
                    setException(index, {
                      ...row,
                      location_id: locationId(event.currentTarget.value),
                    })
                  }
                  error={errorOf(`exceptions.${index}.location_id`)}
                />
              </Row>
            );
          })}
          <Button
            variant="light"
            w="fit-content"
            disabled={values.exceptions.length >= MAX_AVAILABILITY_EXCEPTIONS}
            onClick={() =>
              update({
                exceptions: [
                  ...values.exceptions,
                  {
                    date: wallOf(new Date(), values.time_zone).date,
                    kind: 'off',
                    start: null,
                    end: null,
                    location_id: null,
                  },
                ],
              })
            }
          >
            {t('proBookings.availability.addException')}
          </Button>
          <TimeOffRange
            exceptions={values.exceptions}
            today={wallOf(new Date(), values.time_zone).date}
            onAdd={(exceptions) => update({ exceptions })}
          />
        </Fieldset>

        <Fieldset legend={t('proBookings.availability.rules')}>
          <Group gap="md" wrap="wrap" align="flex-start">
            <NumberInput
              label={t('proBookings.availability.minNotice')}
              value={values.min_notice_minutes / HOUR}
              onChange={(value) => update({ min_notice_minutes: Math.round(Number(value) * HOUR) })}
              min={0}
              max={MAX_MIN_NOTICE_MINUTES / HOUR}
              allowDecimal={false}
              clampBehavior="strict"
            />
            <NumberInput
              label={t('proBookings.availability.horizon')}
              value={values.horizon_days}
              onChange={(value) => update({ horizon_days: Number(value) || 1 })}
              min={1}
              max={MAX_BOOKING_HORIZON_DAYS}
              allowDecimal={false}
              clampBehavior="strict"
            />
            <NumberInput
              label={t('proBookings.availability.bufferBefore')}
              value={values.buffer_before_minutes}
              onChange={(value) => update({ buffer_before_minutes: Number(value) || 0 })}
              min={0}
              max={MAX_BUFFER_MINUTES}
              step={5}
              allowDecimal={false}
              clampBehavior="strict"
            />
            <NumberInput
              label={t('proBookings.availability.bufferAfter')}
              value={values.buffer_after_minutes}
              onChange={(value) => update({ buffer_after_minutes: Number(value) || 0 })}
              min={0}
              max={MAX_BUFFER_MINUTES}
              step={5}
              allowDecimal={false}
              clampBehavior="strict"
            />
          </Group>
        </Fieldset>

        <ErrorAlerts errors={refusal} />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('proBookings.availability.save')}
        </Button>
        <SlotsPreview slug={profile?.published ? profile.slug : null} />
      </Stack>
    </form>
  );
}

/** A part of the form: its title is the legend of its fields. */
function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h4" component="legend">
        {legend}
      </Title>
      {children}
    </Stack>
  );
}

/** A row of weekly hours or of an exception: its fields side by side, then its remove button. */
function Row({
  testId,
  index,
  onRemove,
  children,
}: {
  testId: string;
  index: number;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {children}
        <Button
          variant="subtle"
          color="red"
          mt={24}
          onClick={onRemove}
          aria-label={t('proBookings.availability.removeRow', { row: index + 1 })}
        >
          {t('proBookings.availability.remove')}
        </Button>
      </Group>
    </Card>
  );
}

/** The next open slots of the saved availability, as a customer sees them on the profile. */
function SlotsPreview({ slug }: { slug: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const slots = useSlotsPreview(slug);
  let body: React.ReactNode;
  if (!slug) body = <Text c="dimmed">{t('proBookings.availability.previewUnavailable')}</Text>;
  else if (slots.isPending) body = <PageLoader label={t('proBookings.availability.loading')} />;
  else if (slots.isError) body = <ErrorAlerts errors={errorsOf(slots.error)} />;
  else if (!slots.data.fixed_hours)
    body = <Text c="dimmed">{t('proBookings.availability.previewNoFixed')}</Text>;
  else if (slots.data.slots.length === 0)
    body = <Text c="dimmed">{t('proBookings.availability.previewEmpty')}</Text>;
  else
    body = (
      <Stack
        gap={4}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="slots-preview"
      >
        {slots.data.slots.slice(0, 8).map((slot) => (
          <Text component="li" key={slot.start}>
            {zonedTime(slot.start, slots.data.time_zone, language)}
          </Text>
        ))}
      </Stack>
    );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="slots-preview-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="slots-preview-title">
          {t('proBookings.availability.preview')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('proBookings.availability.previewLead')}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}
