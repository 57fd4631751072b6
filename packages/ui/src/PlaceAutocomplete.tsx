import type { TPlace } from '@fitmarket/core/api/places';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from './lib/apiClient';

// TEMPORARY stand-in with the agreed props, so the profile editor builds and is tested before
// the `places` branch lands; at merge, take that branch's PlaceAutocomplete.tsx instead.

export interface PlaceAutocompleteProps {
  label: string;
  value: TPlace | null;
  onChange: (place: TPlace | null) => void;
  error?: string;
  placeholder?: string;
}

/** A place from the geocoder (GET /v1/places?q=…), picked from suggestions as you type. */
export function PlaceAutocomplete({
  label,
  value,
  onChange,
  error,
  placeholder,
}: PlaceAutocompleteProps) {
  const [text, setText] = useState(value?.formatted ?? '');
  const [query] = useDebouncedValue(text.trim(), 250);
  const places = useQuery({
    queryKey: ['places', query],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/places?q=${encodeURIComponent(query)}`, {
        schema: async () => (await import('@fitmarket/core/api/places')).ZPlacesSchema,
        signal,
      }),
    enabled: query !== '',
  });
  const found = places.data ?? [];
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      error={error}
      value={text}
      data={found.map((place) => ({ value: place.id, label: place.formatted }))}
      filter={({ options }) => options}
      onChange={setText}
      onOptionSubmit={(id) => {
        const place = found.find((candidate) => candidate.id === id) ?? null;
        onChange(place);
        setText(value === null ? '' : (place?.formatted ?? ''));
      }}
    />
  );
}
