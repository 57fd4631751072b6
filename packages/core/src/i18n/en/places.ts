/** English texts of the place field (packages/ui PlaceAutocomplete; loaded on demand under `places`). */
export const placesEn = {
  searching: 'Searching places…',
  noResults: 'No places found',
};
