import {
  OFFERED_CURRENCIES,
  type TBasicInfoRequest,
  type TOwnProfessionalProfile,
  ZBasicInfoRequestSchema,
  ZGenderSchema,
} from '@fitmarket/core/api/professional-profile';
import {
  DESCRIPTION_MAX_LENGTH,
  LONG_DESCRIPTION_MAX_LENGTH,
  MAX_SPECIALITIES,
  MAX_SPOKEN_LANGUAGES,
  MIN_PROFESSIONAL_AGE,
  NAME_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@fitmarket/core/limits';
import { validateBirthDate } from '@fitmarket/core/rules/birth-date';
import { CURRENCY_SYMBOLS } from '@fitmarket/core/rules/price';
import { validateSpecialityCount } from '@fitmarket/core/rules/profile';
import { validateSlug } from '@fitmarket/core/rules/slug';
import { validateRequired } from '@fitmarket/core/rules/text';
import { validateVideoUrl } from '@fitmarket/core/rules/video';
import { SPOKEN_LANGUAGES, spokenLanguageName } from '@fitmarket/core/spoken-languages';
import type { FieldCodes } from '@fitmarket/ui/useCoreForm';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue';
import { SlugField } from './SlugField';
import {
  type SectionFormProps,
  SectionFormShell,
  useErrorText,
  useSectionForm,
  useServerFieldErrors,
} from './sectionForm';

interface BasicDraft {
  first_name: string;
  last_name: string;
  slug: string;
  description: string;
  description_fi: string;
  long_description: string;
  long_description_fi: string;
  birth_date: string;
  gender: string;
  currency: string;
  languages: string[];
  speciality_ids: string[];
  header_video_url: string;
}

function toDraft(profile: TOwnProfessionalProfile): BasicDraft {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    slug: profile.slug ?? '',
    description: profile.description,
    description_fi: profile.description_fi ?? '',
    long_description: profile.long_description,
    long_description_fi: profile.long_description_fi ?? '',
    birth_date: profile.birth_date ?? '',
    gender: profile.gender ?? '',
    currency: (OFFERED_CURRENCIES as readonly string[]).includes(profile.currency)
      ? profile.currency
      : 'eur',
    languages: profile.languages,
    speciality_ids: profile.speciality_ids.map(String),
    header_video_url: profile.header_video_url ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

function toRequest(draft: BasicDraft): TBasicInfoRequest {
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    slug: draft.slug,
    description: draft.description,
    description_fi: orNull(draft.description_fi),
    long_description: draft.long_description,
    long_description_fi: orNull(draft.long_description_fi),
    birth_date: orNull(draft.birth_date),
    // None is empty; anything else is checked by the schema (ZGenderSchema).
    gender: draft.gender === '' ? null : (draft.gender as TBasicInfoRequest['gender']),
    currency: draft.currency as TBasicInfoRequest['currency'],
    languages: draft.languages,
    speciality_ids: draft.speciality_ids.map(Number),
    header_video_url: orNull(draft.header_video_url.trim()),
  };
}

/**
 * The rules the server checks beyond the request's schema, by field. The description may be
 * empty until the profile is published (publishing asks for it, 1323); a published profile
 * cannot empty it in both languages.
 */
function rules(draft: BasicDraft, published: boolean): FieldCodes {
  const request = toRequest(draft);
  return {
    // The schema lets a name be empty; the server refuses it (1307), as the form does.
    first_name: validateRequired(request.first_name),
    last_name: validateRequired(request.last_name),
    slug: validateSlug(draft.slug),
    description: published
      ? validateRequired(draft.description.trim() || draft.description_fi)
      : null,
    speciality_ids: validateSpecialityCount(draft.speciality_ids.length),
    birth_date: draft.birth_date === '' ? null : validateBirthDate(draft.birth_date),
    header_video_url: validateVideoUrl(draft.header_video_url.trim()),
  };
}

const SERVER_FIELDS = [
  'first_name',
  'last_name',
  'slug',
  'description',
  'description_fi',
  'long_description',
  'long_description_fi',
  'birth_date',
  'gender',
  'currency',
  'languages',
  'speciality_ids',
  'header_video_url',
] as const;

/** Basic info: fast registration step 1 and the account area's first section. */
export function BasicInfoForm({ profile, actions, onSaved, onDirtyChange }: SectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const catalogue = useCatalogue();
  const errorText = useErrorText();
  const form = useSectionForm({
    section: 'basic',
    profile,
    toDraft,
    toRequest,
    schema: ZBasicInfoRequestSchema,
    rules: (draft) => rules(draft, profile.published),
    onSaved,
    onDirtyChange,
  });
  const { draft } = form;
  const server = useServerFieldErrors(form.serverErrors, SERVER_FIELDS);
  /** The error under a field: its rule breach once shown, else the server's. */
  const errorOf = (field: (typeof SERVER_FIELDS)[number]) => {
    const code = form.breach(field);
    if (code !== undefined) {
      // 1301 says only "malformed"; the form can say which ages are allowed.
      return field === 'birth_date'
        ? t('profileEditor.basic.birthDateInvalid', { min: MIN_PROFESSIONAL_AGE })
        : errorText({ code });
    }
    return server.at(field);
  };
  const set =
    <K extends keyof BasicDraft>(field: K) =>
    (value: BasicDraft[K]) =>
      form.update(field, (current) => ({ ...current, [field]: value }));
  const text = (field: keyof BasicDraft) => ({
    value: draft[field] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value as never),
  });

  const languageOptions = useMemo(
    () =>
      SPOKEN_LANGUAGES.map((code) => ({ value: code, label: spokenLanguageName(code, language) })),
    [language],
  );
  const specialityOptions = (catalogue.data?.specialities ?? []).map((speciality) => ({
    value: String(speciality.id),
    label: speciality.label,
  }));

  return (
    <SectionFormShell
      name="basic"
      onSubmit={form.submit}
      errors={server.rest}
      state={form.state}
      actions={actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('profileEditor.basic.firstName')}
          required
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          error={errorOf('first_name')}
          {...text('first_name')}
        />
        <TextInput
          label={t('profileEditor.basic.lastName')}
          required
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          error={errorOf('last_name')}
          {...text('last_name')}
        />
      </SimpleGrid>
      <SlugField
        value={draft.slug}
        saved={profile.slug}
        onChange={set('slug')}
        showErrors={form.shows('slug')}
        serverError={server.at('slug')}
      />
      <MultiSelect
        label={t('profileEditor.basic.specialities')}
        description={t('profileEditor.basic.specialitiesHint', { max: MAX_SPECIALITIES })}
        required
        searchable
        data={specialityOptions}
        maxValues={MAX_SPECIALITIES}
        value={draft.speciality_ids}
        onChange={set('speciality_ids')}
        error={errorOf('speciality_ids')}
        data-testid="specialities"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={t('profileEditor.basic.description')}
          description={t('profileEditor.basic.descriptionHint')}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          error={errorOf('description')}
          {...text('description')}
        />
        <Textarea
          label={t('profileEditor.basic.descriptionFi')}
          description={t('profileEditor.basic.descriptionHint')}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          error={errorOf('description_fi')}
          {...text('description_fi')}
        />
        <Textarea
          label={t('profileEditor.basic.longDescription')}
          autosize
          minRows={4}
          maxLength={LONG_DESCRIPTION_MAX_LENGTH}
          error={errorOf('long_description')}
          {...text('long_description')}
        />
        <Textarea
          label={t('profileEditor.basic.longDescriptionFi')}
          autosize
          minRows={4}
          maxLength={LONG_DESCRIPTION_MAX_LENGTH}
          error={errorOf('long_description_fi')}
          {...text('long_description_fi')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          type="date"
          label={t('profileEditor.basic.birthDate')}
          autoComplete="bday"
          error={errorOf('birth_date')}
          {...text('birth_date')}
        />
        <Select
          label={t('profileEditor.basic.gender')}
          data={[
            { value: '', label: t('profileEditor.basic.genderNone') },
            ...ZGenderSchema.options.map((gender) => ({
              value: gender,
              label: t(`profileEditor.basic.genders.${gender}`),
            })),
          ]}
          value={draft.gender}
          onChange={(value) => set('gender')(value ?? '')}
          allowDeselect={false}
          error={errorOf('gender')}
        />
        <Select
          label={t('profileEditor.basic.currency')}
          data={OFFERED_CURRENCIES.map((currency) => ({
            value: currency,
            label: `${currency.toUpperCase()} (${CURRENCY_SYMBOLS[currency]})`,
          }))}
          value={draft.currency}
          onChange={(value) => set('currency')(value ?? 'eur')}
          allowDeselect={false}
          error={errorOf('currency')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('profileEditor.basic.languages')}
        searchable
        data={languageOptions}
        maxValues={MAX_SPOKEN_LANGUAGES}
        value={draft.languages}
        onChange={set('languages')}
        error={errorOf('languages')}
      />
      <TextInput
        type="url"
        label={t('profileEditor.basic.video')}
        description={t('profileEditor.basic.videoHint')}
        maxLength={VIDEO_URL_MAX_LENGTH}
        error={errorOf('header_video_url')}
        {...text('header_video_url')}
      />
    </SectionFormShell>
  );
}
