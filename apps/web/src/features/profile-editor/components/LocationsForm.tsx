import {
  type TLocationsRequest,
  type TOwnProfessionalProfile,
  ZLocationsRequestSchema,
} from '@fitmarket/core/api/professional-profile';
import { MAX_LOCATIONS } from '@fitmarket/core/limits';
import { validateLocationCount } from '@fitmarket/core/rules/profile';
import { PlaceAutocomplete } from '@fitmarket/ui/PlaceAutocomplete';
import { ActionIcon, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SectionFormProps,
  SectionFormShell,
  useErrorText,
  useSectionForm,
  useServerFieldErrors,
} from './sectionForm';

interface LocationsDraft {
  flexible: boolean;
  /** An empty place_id is a location saved before places had ids: it must be picked again. */
  places: { place_id: string; formatted: string }[];
}

function toDraft(profile: TOwnProfessionalProfile): LocationsDraft {
  return {
    flexible: profile.flexible,
    places: profile.locations.map((location) => ({
      place_id: location.place_id ?? '',
      formatted: location.formatted,
    })),
  };
}

function toRequest(draft: LocationsDraft): TLocationsRequest {
  return {
    flexible: draft.flexible,
    locations: draft.places.map(({ place_id }) => ({ place_id })),
  };
}

/** Locations: fast registration step 2 and the account area's section; 1 to MAX_LOCATIONS places. */
export function LocationsForm({ profile, actions, onSaved, onDirtyChange }: SectionFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [duplicate, setDuplicate] = useState(false);
  const form = useSectionForm({
    section: 'locations',
    profile,
    toDraft,
    toRequest,
    schema: ZLocationsRequestSchema,
    rules: (draft) => ({ locations: validateLocationCount(draft.places.length) }),
    onSaved,
    onDirtyChange,
  });
  const { places } = form.draft;
  const server = useServerFieldErrors(form.serverErrors, ['locations.']);
  const countBreach = form.breach('locations');
  const full = places.length >= MAX_LOCATIONS;

  return (
    <SectionFormShell
      name="locations"
      onSubmit={form.submit}
      errors={server.rest}
      state={form.state}
      actions={actions}
    >
      {places.length === 0 ? (
        <Text c="dimmed">{t('profileEditor.locations.empty')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs" data-testid="location-list">
          {places.map((place, index) => (
            <List.Item key={place.place_id || place.formatted}>
              <Paper withBorder px="sm" py="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text>{place.formatted}</Text>
                    {/* A place saved before places had ids has none for the schema: it must
                        be picked again, which 1325 says better than "required". */}
                    {form.codes[`locations.${index}.place_id`] !== undefined && (
                      <Text size="sm" c="red.8">
                        {errorText({ code: 1325 })}
                      </Text>
                    )}
                    {server.at(`locations.${index}`) && (
                      <Text size="sm" c="red.8">
                        {server.at(`locations.${index}`)}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={t('profileEditor.locations.remove', { place: place.formatted })}
                    onClick={() =>
                      form.update('locations', (draft) => ({
                        ...draft,
                        places: draft.places.filter((_, at) => at !== index),
                      }))
                    }
                  >
                    <span aria-hidden="true">✕</span>
                  </ActionIcon>
                </Group>
              </Paper>
            </List.Item>
          ))}
        </List>
      )}
      {!full && (
        <PlaceAutocomplete
          label={t('profileEditor.locations.add')}
          placeholder={t('profileEditor.locations.addPlaceholder')}
          value={null}
          error={duplicate ? t('profileEditor.locations.duplicate') : undefined}
          onChange={(place) => {
            if (!place) return;
            const known = places.some(({ place_id }) => place_id === place.id);
            setDuplicate(known);
            if (known) return;
            form.update('locations', (draft) => ({
              ...draft,
              places: [...draft.places, { place_id: place.id, formatted: place.formatted }],
            }));
          }}
        />
      )}
      <Text size="sm" c="dimmed">
        {t('profileEditor.locations.limit', { max: MAX_LOCATIONS })}
      </Text>
      {countBreach !== undefined && (
        <Text c="red.8" size="sm" role="alert">
          {errorText({ code: countBreach })}
        </Text>
      )}
      <Checkbox
        label={t('profileEditor.locations.flexible')}
        checked={form.draft.flexible}
        onChange={(event) => {
          const flexible = event.currentTarget.checked;
          form.update('flexible', (draft) => ({ ...draft, flexible }));
        }}
      />
    </SectionFormShell>
  );
}
