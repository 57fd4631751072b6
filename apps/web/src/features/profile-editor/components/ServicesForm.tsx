import type {
  TOwnProfessionalProfile,
  TServicesRequest,
} from '@fitmarket/core/api/professional-profile';
import {
  CURRENCIES,
  type Currency,
  MAX_SERVICES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_PRICE_MAX_MINOR,
  SERVICE_SESSIONS_MAX,
} from '@fitmarket/core/limits';
import { formatDuration, SESSION_DURATION_OPTIONS_MINUTES } from '@fitmarket/core/rules/durations';
import { CURRENCY_SYMBOLS } from '@fitmarket/core/rules/price';
import { majorPriceText, parseMajorPrice } from '@fitmarket/core/rules/priceInput';
import { validateServiceCount } from '@fitmarket/core/rules/profile';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Button,
  Card,
  Group,
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
  }));
}

function wholeNumberIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

type ServiceField = 'service_id' | 'price' | 'discount' | 'sessions' | 'first_discount';
type Breach =
  | { code: number }
  | { key: 'priceInvalid' | 'percentInvalid' | 'sessionsInvalid'; max?: number };

/** What is wrong with one service as typed, by field. */
function serviceBreaches(
  service: ServiceDraft,
  currency: Currency,
): Partial<Record<ServiceField, Breach>> {
  const price = parseMajorPrice(service.price, currency);
  const found: Partial<Record<ServiceField, Breach>> = {};
  if (service.service_id === '') found.service_id = { code: 1256 };
  if (price === null || price > SERVICE_PRICE_MAX_MINOR) found.price = { key: 'priceInvalid' };
  for (const field of ['discount', 'first_discount'] as const) {
    if (wholeNumberIn(service[field], 0, 100) === null) found[field] = { key: 'percentInvalid' };
  }
  if (wholeNumberIn(service.sessions, 1, SERVICE_SESSIONS_MAX) === null)
    found.sessions = { key: 'sessionsInvalid', max: SERVICE_SESSIONS_MAX };
  return found;
}

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
    toRequest: (draft): TServicesRequest => ({
      services: draft.map((service) => ({
        ...(service.id !== undefined && { id: service.id }),
        service_id: Number(service.service_id),
        price_minor: parseMajorPrice(service.price, currency) ?? 0,
        duration_minutes: Number(service.duration),
        discount_percent: Number(service.discount),
        sessions: Number(service.sessions),
        first_session_discount_percent: Number(service.first_discount),
        package_description: service.package_description,
        description: service.description,
      })),
    }),
    invalid: (draft) =>
      validateServiceCount(draft.length) !== null ||
      draft.some((service) => Object.keys(serviceBreaches(service, currency)).length > 0),
    onSaved,
    onDirtyChange,
  });
  const services = form.draft;
  const server = useServerFieldErrors(form.serverErrors, ['services.']);
  const listBreach = validateServiceCount(services.length);
  const removal = useRemoveConfirmation(
    {
      title: t('profileEditor.services.removeTitle'),
      text: t('profileEditor.services.removeText'),
      confirm: t('profileEditor.services.remove'),
    },
    (index) => form.update('list', (list) => list.filter((_, at) => at !== index)),
  );

  const change = (index: number, field: keyof ServiceDraft, value: string) =>
    form.update(`${index}.${field}`, (list) =>
      list.map((service, at) => (at === index ? { ...service, [field]: value } : service)),
    );
  const breachText = (breach: Breach | undefined) =>
    breach === undefined
      ? undefined
      : 'code' in breach
        ? errorText(breach)
        : t(`profileEditor.services.${breach.key}`, { max: breach.max });
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
        const breaches = serviceBreaches(service, currency);
        const errorOf = (field: ServiceField) =>
          form.shows(`${index}.${field}`) ? breachText(breaches[field]) : undefined;
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
                  onMove={(to) => form.update('list', (list) => moved(list, index, to))}
                  onRemove={() => removal.ask(index)}
                />
              </Group>
              <ServicePicker
                tree={tree}
                value={service.service_id}
                onChange={(id) => change(index, 'service_id', id)}
                error={errorOf('service_id') ?? server.at(`services.${index}.service_id`)}
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
                  error={errorOf('price') ?? server.at(`services.${index}.price_minor`)}
                />
                <Select
                  label={t('profileEditor.services.duration')}
                  data={durationOptions}
                  value={service.duration}
                  onChange={(value) => change(index, 'duration', value ?? DEFAULT_DURATION)}
                  allowDeselect={false}
                  error={server.at(`services.${index}.duration_minutes`)}
                />
                <TextInput
                  label={t('profileEditor.services.sessions')}
                  inputMode="numeric"
                  value={service.sessions}
                  onChange={(event) => change(index, 'sessions', event.currentTarget.value)}
                  error={errorOf('sessions') ?? server.at(`services.${index}.sessions`)}
                />
                <TextInput
                  label={t('profileEditor.services.discount')}
                  inputMode="numeric"
                  value={service.discount}
                  onChange={(event) => change(index, 'discount', event.currentTarget.value)}
                  error={errorOf('discount') ?? server.at(`services.${index}.discount_percent`)}
                />
                <TextInput
                  label={t('profileEditor.services.firstSessionDiscount')}
                  inputMode="numeric"
                  value={service.first_discount}
                  onChange={(event) => change(index, 'first_discount', event.currentTarget.value)}
                  error={
                    errorOf('first_discount') ??
                    server.at(`services.${index}.first_session_discount_percent`)
                  }
                />
              </SimpleGrid>
              <Textarea
                label={t('profileEditor.services.packageDescription')}
                autosize
                minRows={2}
                maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
                value={service.package_description}
                onChange={(event) =>
                  change(index, 'package_description', event.currentTarget.value)
                }
              />
              <Textarea
                label={t('profileEditor.services.description')}
                autosize
                minRows={2}
                maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
                value={service.description}
                onChange={(event) => change(index, 'description', event.currentTarget.value)}
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
            form.update('list', (list) => [...list, emptyService(`new-${newKeys.current}`)]);
          }}
        >
          {t('profileEditor.services.add')}
        </Button>
      </Group>
      {listBreach !== null && form.shows('list') && (
        <Text c="red.8" size="sm" role="alert">
          {errorText({ code: listBreach })}
        </Text>
      )}
      {removal.modal}
    </SectionFormShell>
  );
}
