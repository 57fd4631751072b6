import type { TPlace } from '@fitmarket/core/api/places';
import { SEARCH_TEXT_MAX_LENGTH } from '@fitmarket/core/limits';
import type { SearchState } from '@fitmarket/core/rules/search-url';
import { PlaceAutocomplete } from '@fitmarket/ui/PlaceAutocomplete';
import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The place an address names, as the place field's chosen value. */
function placeOf(state: SearchState): TPlace | null {
  if (state.lat === null || state.lng === null) return null;
  return {
    id: `${state.lat},${state.lng}`,
    kind: 'municipality',
    name: state.location,
    formatted: state.location,
    city: state.location,
    postal_code: null,
    lat: state.lat,
    lon: state.lng,
  };
}

export interface ProfessionalSearchFormProps {
  initial: SearchState;
  onSearch: (changes: Pick<SearchState, 'search' | 'location' | 'lat' | 'lng'>) => void;
}

/**
 * SPEC §2 back-office 4: the search box and the location field (places as one types, or a
 * name the server looks up). The caller keys this by the address, so back and forward show
 * the search of the address.
 */
export function ProfessionalSearchForm({ initial, onSearch }: ProfessionalSearchFormProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initial.search);
  const [place, setPlace] = useState<TPlace | null>(() => placeOf(initial));
  const [placeText, setPlaceText] = useState(initial.location);
  const [fieldKey, setFieldKey] = useState(0);

  const clear = () => {
    setSearch('');
    setPlace(null);
    setPlaceText('');
    setFieldKey((key) => key + 1);
    onSearch({ search: '', location: '', lat: null, lng: null });
  };

  return (
    <Paper withBorder p="md" radius="md" component="fieldset" m={0}>
      <Text component="legend" fw={600} px={4}>
        {t('backofficeUsers.professionals.form.legend')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({
            search: search.trim(),
            location: place ? place.formatted : placeText.trim(),
            lat: place?.lat ?? null,
            lng: place?.lon ?? null,
          });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="search"
            label={t('backofficeUsers.professionals.form.search')}
            placeholder={t('backofficeUsers.professionals.form.searchPlaceholder')}
            value={search}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <PlaceAutocomplete
            key={fieldKey}
            label={t('backofficeUsers.professionals.form.location')}
            placeholder={t('backofficeUsers.professionals.form.locationPlaceholder')}
            value={place}
            onChange={setPlace}
            onTextChange={setPlaceText}
            defaultText={placeText}
          />
        </SimpleGrid>
        <Group gap="sm" mt="sm">
          <Button type="submit">{t('backofficeUsers.professionals.form.submit')}</Button>
          <Button variant="subtle" onClick={clear}>
            {t('backofficeUsers.professionals.form.clear')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
