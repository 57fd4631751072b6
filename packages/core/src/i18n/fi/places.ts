import type { PlacesMessages } from '../en';

/** Finnish texts of the place field; typed by the English ones. */
export const placesFi: PlacesMessages = {
  searching: 'Haetaan paikkoja…',
  noResults: 'Paikkoja ei löytynyt',
};
