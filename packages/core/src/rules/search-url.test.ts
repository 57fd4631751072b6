import { describe, expect, it } from 'vitest';
import { ZProfessionalSearchRequestSchema } from '../api/search';
import {
  EMPTY_SEARCH,
  MY_LOCATION,
  parseSearchParams,
  searchPath,
  searchQuery,
  searchRequest,
} from './search-url';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search addresses', () => {
  it('carry search, location, lat, lng and service, and leave out what is empty or default', () => {
    expect(
      searchPath(
        { search: ' jooga ', location: 'Turku', lat: 60.451_234_56, lng: 22.27, service: 7 },
        'fi',
      ),
    ).toBe('/fi/ammattilaiset?search=jooga&location=Turku&lat=60.45123&lng=22.27&service=7');
    expect(searchPath({}, 'en')).toBe('/professionals');
    expect(searchPath({ search: '', sort: 'relevance', page: 1 }, 'en')).toBe('/professionals');
    expect(searchQuery({ sort: 'price', rating: 4, page: 3 })).toBe('sort=price&rating=4&page=3');
  });

  it('read back what they wrote', () => {
    const state = {
      ...EMPTY_SEARCH,
      search: 'personal trainer',
      location: 'Kallio, Helsinki',
      lat: 60.18,
      lng: 24.95,
      service: 3,
      sort: 'distance' as const,
      rating: 4.5,
      language: 'fi',
      priceMin: 30,
      priceMax: 60,
      available: true,
      radius: 10,
      bounds: { south: 60, west: 24, north: 61, east: 25.5 },
      page: 2,
    };
    expect(parse(searchQuery(state))).toEqual(state);
    expect(searchQuery({ priceMax: 50, available: true })).toBe('price_max=50&available=week');
  });

  it("read '#', blanks and nonsense as nothing", () => {
    expect(parse('search=%23&location=%23&lat=%23&lng=%23')).toEqual(EMPTY_SEARCH);
    expect(
      parse('lat=91&lng=20&service=-1&sort=cheap&rating=9&language=fin&bounds=1,2,3&page=0'),
    ).toEqual(EMPTY_SEARCH);
    // A position needs both halves.
    expect(parse('lat=60.1').lat).toBeNull();
    expect(parse('price_min=-5&price_max=4.5&available=yes')).toEqual(EMPTY_SEARCH);
    // A maximum below the minimum reads as none.
    expect(parse('price_min=60&price_max=30')).toMatchObject({ priceMin: 60, priceMax: null });
  });
});

describe('search requests', () => {
  it("send '#' for an empty text or location (SPEC §2)", () => {
    expect(searchRequest(EMPTY_SEARCH, 20)).toMatchObject({
      search: '#',
      location: '#',
      lat: '#',
      lng: '#',
      geoLocation: null,
      page: 1,
      per_page: 20,
    });
    expect(
      searchRequest(
        { ...EMPTY_SEARCH, search: 'jooga', location: 'Turku', lat: 60.45, lng: 22.27 },
        20,
      ),
    ).toMatchObject({ search: 'jooga', location: 'Turku', lat: 60.45, lng: 22.27 });
  });

  it("measure from the visitor's own position as a place and as their geoLocation", () => {
    const mine = { ...EMPTY_SEARCH, location: MY_LOCATION, lat: 60.2, lng: 24.9 };
    expect(searchRequest(mine, 20)).toMatchObject({
      location: '#',
      lat: 60.2,
      lng: 24.9,
      geoLocation: { lat: 60.2, lng: 24.9 },
    });
  });

  it('are what the API accepts', () => {
    const state = parse(
      'search=jooga&service=3&rating=4&language=fi&price_min=30&price_max=60&available=week&bounds=60,24,61,25&page=2',
    );
    expect(ZProfessionalSearchRequestSchema.parse(searchRequest(state, 20))).toMatchObject({
      search: 'jooga',
      location: null,
      lat: null,
      service: 3,
      rating_min: 4,
      language: 'fi',
      // Minor units.
      price_min: 3000,
      price_max: 6000,
      available: true,
      bounds: { south: 60, west: 24, north: 61, east: 25 },
      page: 2,
    });
  });
});
