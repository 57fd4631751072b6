import {
  type TOwnProfessionalProfile,
  type TServicesRequest,
  ZServicesRequestSchema,
} from '@fitmarket/core/api/professional-profile';
import {
  CURRENCIES,
  type Currency,
  MAX_SERVICES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_SESSIONS_MAX,
} from '@fitmarket/core/limits';
import { formatDuration, SESSION_DURATION_OPTIONS_MINUTES } from '@fitmarket/core/rules/durations';
import { CURRENCY_SYMBOLS } from '@fitmarket/core/rules/price';
import { majorPriceText, parseMajorPrice } from '@fitmarket/core/rules/priceInput';
import { serviceFieldCodes, validateServiceCount } from '@fitmarket/core/rules/profile';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue';
import { ListItemControls, moved } from './ListItemControls';
import { useRemoveConfirmation } from './RemoveConfirmation';
import { ServicePicker } from './ServicePicker';
import {
  type SectionFormProps,
  SectionFormShell,
  useErrorText,
  useSectionForm,
  useServerFieldErrors,
} from './sectionForm';

/** One service as typed: numbers stay text until saved, so a half-typed price is kept. */
interface ServiceDraft {
  /** The saved id, or "new-N": React's key, stable while the list is reordered. */
  key: string;
  /** A saved service keeps its id, so it is changed in place (bookings point at it). */
  id?: number;
  service_id: string;
  price: string;
  duration: string;
  discount: string;
  sessions: string;
  first_discount: string;
  package_description: string;
  description: string;
  /** Confirm bookings at once; off: each request waits for approval. */
  instant_booking: boolean;
  online: boolean;
  /** Minutes kept free around its sessions; empty: the availability screen's buffers. */
  buffer_before: string;
  buffer_after: string;
}

const DEFAULT_DURATION = '60';

function currencyOf(profile: TOwnProfessionalProfile): Currency {
  return (CURRENCIES as readonly string[]).includes(profile.currency)
    ? (profile.currency as Currency)
    : 'eur';
}

function emptyService(key: string): ServiceDraft {
  return {
    key,
    service_id: '',
    price: '',
    duration: DEFAULT_DURATION,
    discount: '0',
    sessions: '1',
    first_discount: '0',
    package_description: '',
    description: '',
    instant_booking: false,
    online: false,
    buffer_before: '',
    buffer_after: '',
  };
}

function toDraft(profile: TOwnProfessionalProfile): ServiceDraft[] {
  const currency = currencyOf(profile);
  return profile.services.map((service) => ({
    key: String(service.id),
    id: service.id,
    service_id: String(service.service_id),
    price: majorPriceText(service.price_minor, currency),
    duration: String(service.duration_minutes),
    discount: String(service.discount_percent),
    sessions: String(service.sessions),
    first_discount: String(service.first_session_discount_percent),
    package_description: service.package_description,
    description: service.description,
    instant_booking: service.instant_booking,
    online: service.online,
    buffer_before:
      service.buffer_before_minutes === null ? '' : String(service.buffer_before_minutes),
    buffer_after: service.buffer_after_minutes === null ? '' : String(service.buffer_after_minutes),
  }));
}

/** A typed whole number; none when empty, NaN when it is not one (the schema says which). */
function typedNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
}

function toRequest(draft: ServiceDraft[], currency: Currency): TServicesRequest {
  return {
    services: draft.map((service) => ({
      ...(service.id !== undefined && { id: service.id }),
      service_id: typedNumber(service.service_id),
      price_minor:
        service.price.trim() === ''
          ? undefined
          : (parseMajorPrice(service.price, currency) ?? Number.NaN),
      duration_minutes: Number(service.duration),
      discount_percent: typedNumber(service.discount),
      sessions: typedNumber(service.sessions),
      first_session_discount_percent: typedNumber(service.first_discount),
      package_description: service.package_description,
      description: service.description,
      instant_booking: service.instant_booking,
      online: service.online,
      buffer_before_minutes: typedNumber(service.buffer_before) ?? null,
      buffer_after_minutes: typedNumber(service.buffer_after) ?? null,
    })),
  } as TServicesRequest;
}

/** The request's field each typed field is sent as, so errors land under the right one. */
const REQUEST_FIELD = {
  service_id: 'service_id',
  price: 'price_minor',
  duration: 'duration_minutes',
  discount: 'discount_percent',
  sessions: 'sessions',
  first_discount: 'first_session_discount_percent',
  package_description: 'package_description',
  description: 'description',
  buffer_before: 'buffer_before_minutes',
  buffer_after: 'buffer_after_minutes',
} as const;
type TypedField = keyof typeof REQUEST_FIELD;

/** Services: fast registration step 3 and the account area's section; at least one. */
export function ServicesForm({ profile, actions, onSaved, onDirtyChange }: SectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const tree = useCatalogue().data?.services ?? [];
  const currency = currencyOf(profile);
  const newKeys = useRef(0);
  const form = useSectionForm({
    section: 'services',
    profile,
    toDraft,
    toRequest: (draft) => toRequest(draft, currency),
    schema: ZServicesRequestSchema,
    rules: (draft) => ({
      services: validateServiceCount(draft.length),
      ...Object.fromEntries(
        toRequest(draft, currency).services.flatMap((service, index) =>
          Object.entries(serviceFieldCodes(service)).map(([field, code]) => [
            `services.${index}.${field}`,
            code,
          ]),
        ),
      ),
    }),
    onSaved,
    onDirtyChange,
  });
  const services = form.draft;
  const server = useServerFieldErrors(form.serverErrors, ['services.']);
  const listBreach = form.breach('services');
  const removal = useRemoveConfirmation(
    {
      title: t('profileEditor.services.removeTitle'),
      text: t('profileEditor.services.removeText'),
      confirm: t('profileEditor.services.remove'),
    },
    (index) => form.update('services', (list) => list.filter((_, at) => at !== index)),
  );

  const change = (index: number, field: TypedField, value: string) =>
    form.update(`services.${index}.${REQUEST_FIELD[field]}`, (list) =>
      list.map((service, at) => (at === index ? { ...service, [field]: value } : service)),
    );
  const toggle = (index: number, field: 'instant_booking' | 'online', value: boolean) =>
    form.update(`services.${index}.${field}`, (list) =>
      list.map((service, at) => (at === index ? { ...service, [field]: value } : service)),
    );
  /**
   * The error under a typed field: its broken core rule once shown (a malformed number says
   * what is allowed; an unpicked service asks to choose one), else the server's.
   */
  const errorAt = (index: number, field: TypedField) => {
    const path = `services.${index}.${REQUEST_FIELD[field]}`;
    const code = form.breach(path);
    if (code === undefined) return server.at(path);
    if (field === 'service_id') return errorText({ code: 1256 });
    if (code !== 1301) return errorText({ code });
    if (field === 'price') return t('profileEditor.services.priceInvalid');
    if (field === 'sessions') {
      return t('profileEditor.services.sessionsInvalid', { max: SERVICE_SESSIONS_MAX });
    }
    if (field === 'discount' || field === 'first_discount') {
      return t('profileEditor.services.percentInvalid');
    }
    return errorText({ code });
  };
  const durationOptions = SESSION_DURATION_OPTIONS_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: formatDuration(minutes, language),
  }));

  return (
    <SectionFormShell
      name="services"
      onSubmit={form.submit}
      errors={server.rest}
      state={form.state}
      actions={actions}
    >
      {services.length === 0 && <Text c="dimmed">{t('profileEditor.services.empty')}</Text>}
      {services.map((service, index) => {
        const itemLabel = t('profileEditor.services.item', { number: index + 1 });
        return (
          <Card key={service.key} withBorder padding="md" data-testid="service-item">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {itemLabel}
                </Title>
                <ListItemControls
                  index={index}
                  count={services.length}
                  itemLabel={itemLabel}
                  removeLabel={t('profileEditor.services.remove')}
                  onMove={(to) => form.update('services', (list) => moved(list, index, to))}
                  onRemove={() => removal.ask(index)}
                />
              </Group>
              <ServicePicker
                tree={tree}
                value={service.service_id}
                onChange={(id) => change(index, 'service_id', id)}
                error={errorAt(index, 'service_id')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                <TextInput
                  label={t('profileEditor.services.price', {
                    currency: CURRENCY_SYMBOLS[currency],
                  })}
                  required
                  inputMode="decimal"
                  value={service.price}
                  onChange={(event) => change(index, 'price', event.currentTarget.value)}
                  error={errorAt(index, 'price')}
                />
                <Select
                  label={t('profileEditor.services.duration')}
                  data={durationOptions}
                  value={service.duration}
                  onChange={(value) => change(index, 'duration', value ?? DEFAULT_DURATION)}
                  allowDeselect={false}
                  error={errorAt(index, 'duration')}
                />
                <TextInput
                  label={t('profileEditor.services.sessions')}
                  inputMode="numeric"
                  value={service.sessions}
                  onChange={(event) => change(index, 'sessions', event.currentTarget.value)}
                  error={errorAt(index, 'sessions')}
                />
                <TextInput
                  label={t('profileEditor.services.discount')}
                  inputMode="numeric"
                  value={service.discount}
                  onChange={(event) => change(index, 'discount', event.currentTarget.value)}
                  error={errorAt(index, 'discount')}
                />
                <TextInput
                  label={t('profileEditor.services.firstSessionDiscount')}
                  inputMode="numeric"
                  value={service.first_discount}
                  onChange={(event) => change(index, 'first_discount', event.currentTarget.value)}
                  error={errorAt(index, 'first_discount')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t('profileEditor.services.bufferBefore')}
                  description={t('profileEditor.services.bufferHint')}
                  inputMode="numeric"
                  placeholder={t('profileEditor.services.bufferDefault')}
                  value={service.buffer_before}
                  onChange={(event) => change(index, 'buffer_before', event.currentTarget.value)}
                  error={errorAt(index, 'buffer_before')}
                />
                <TextInput
                  label={t('profileEditor.services.bufferAfter')}
                  description={t('profileEditor.services.bufferHint')}
                  inputMode="numeric"
                  placeholder={t('profileEditor.services.bufferDefault')}
                  value={service.buffer_after}
                  onChange={(event) => change(index, 'buffer_after', event.currentTarget.value)}
                  error={errorAt(index, 'buffer_after')}
                />
              </SimpleGrid>
              <Radio.Group
                label={t('profileEditor.services.booking')}
                value={service.instant_booking ? 'instant' : 'approval'}
                onChange={(value) => toggle(index, 'instant_booking', value === 'instant')}
              >
                <Stack gap={6} mt={4}>
                  <Radio value="approval" label={t('profileEditor.services.bookingApproval')} />
                  <Radio value="instant" label={t('profileEditor.services.bookingInstant')} />
                </Stack>
              </Radio.Group>
              <Checkbox
                label={t('profileEditor.services.online')}
                description={t('profileEditor.services.onlineHint')}
                checked={service.online}
                onChange={(event) => toggle(index, 'online', event.currentTarget.checked)}
              />
              <Textarea
                label={t('profileEditor.services.packageDescription')}
                autosize
                minRows={2}
                maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
                value={service.package_description}
                onChange={(event) =>
                  change(index, 'package_description', event.currentTarget.value)
                }
                error={errorAt(index, 'package_description')}
              />
              <Textarea
                label={t('profileEditor.services.description')}
                autosize
                minRows={2}
                maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
                value={service.description}
                onChange={(event) => change(index, 'description', event.currentTarget.value)}
                error={errorAt(index, 'description')}
              />
            </Stack>
          </Card>
        );
      })}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('profileEditor.services.limit', { max: MAX_SERVICES })}
        </Text>
        <Button
          variant="light"
          disabled={services.length >= MAX_SERVICES}
          onClick={() => {
            newKeys.current += 1;
            form.update('services', (list) => [...list, emptyService(`new-${newKeys.current}`)]);
          }}
        >
          {t('profileEditor.services.add')}
        </Button>
      </Group>
      {listBreach !== undefined && (
        <Text c="red.8" size="sm" role="alert">
          {errorText({ code: listBreach })}
        </Text>
      )}
      {removal.modal}
    </SectionFormShell>
  );
}
