import type { SearchMessages } from '../en';

/** Finnish texts of the search results page and the search component; typed by the English ones. */
export const searchFi: SearchMessages = {
  pageTitle: 'Ammattilaiset',
  pageTitleWith: '{{what}} – ammattilaiset',
  // Place names are not inflected here ("Turku", not "Turussa"): the name comes as written.
  seo: {
    title: 'Löydä liikunnan ja hyvinvoinnin ammattilainen',
    titleWhat: '{{what}}: ammattilaiset',
    titleWhere: 'Ammattilaiset – {{where}}',
    titleBoth: '{{what}} – {{where}}: ammattilaiset',
    description:
      'Vertaile personal trainereita, valmentajia ja hyvinvoinnin ammattilaisia Fitmarketissa: profiilit, hinnat, arviot ja sijainnit.',
    descriptionWith:
      '{{what}} – löydä sopiva ammattilainen Fitmarketista. Vertaile profiileja, hintoja, arvioita ja sijainteja ja varaa aika.',
  },
  suggestions: {
    specialities: 'Erikoisalat',
    services: 'Palvelut',
    professionals: 'Ammattilaiset',
    searching: 'Haetaan…',
  },
  services: {
    browse: 'Selaa palveluita',
    title: 'Palvelut',
    back: 'Takaisin kaikkiin palveluihin',
    allOf: 'Kaikki: {{service}}',
    chosen: 'Palvelu: {{service}}',
    remove: 'Poista palvelu {{service}}',
  },
  location: {
    useMine: 'Käytä sijaintiani',
    locating: 'Haetaan sijaintiasi…',
    mine: 'Oma sijainti',
    failed: 'Sijaintiasi ei saatu. Tarkista, että selain saa kertoa sen.',
  },
  clear: 'Tyhjennä',
  results: {
    title: 'Ammattilaiset',
    count_one: '{{count}} ammattilainen',
    count_other: '{{count}} ammattilaista',
    near: '(sijainti: {{place}})',
    inArea: 'kartan alueella',
    loading: 'Haetaan ammattilaisia…',
    errorTitle: 'Haku ei onnistunut',
    emptyTitle: 'Ammattilaisia ei löytynyt',
    emptyLead: 'Kokeile laajempaa hakua:',
    widen: {
      text: 'Hae ilman sanaa ”{{text}}”',
      location: 'Hae sijainnista riippumatta',
      area: 'Hae kaikkialta, ei vain kartan alueelta',
      service: 'Hae kaikista palveluista',
      filters: 'Poista rajaukset',
    },
    pages: 'Tulossivut',
    previous: 'Edellinen sivu',
    next: 'Seuraava sivu',
  },
  card: {
    distance: '{{distance}} km päässä',
    priceFrom: 'alkaen {{price}}',
    matched: 'Osumat: {{fields}}',
    matches: {
      name: 'nimi',
      speciality: 'erikoisala',
      service: 'palvelu',
      description: 'kuvaus',
      location: 'sijainti',
    },
  },
  filters: {
    title: 'Rajaukset',
    sort: 'Järjestys',
    sorts: {
      relevance: 'Osuvimmat',
      distance: 'Lähimmät',
      rating: 'Parhaiksi arvioidut',
      price: 'Edullisimmat',
    },
    rating: 'Arvio',
    ratingAny: 'Kaikki arviot',
    ratingAtLeast: 'Vähintään {{rating}}',
    language: 'Kieli',
    languageAny: 'Kaikki kielet',
    radius: 'Etäisyys',
    radiusKm: 'Enintään {{km}} km',
  },
  map: {
    label: 'Löytyneiden ammattilaisten kartta',
    show: 'Näytä kartta',
    hide: 'Piilota kartta',
    view: 'Näkymä',
    list: 'Lista',
    map: 'Kartta',
    searchArea: 'Hae tältä alueelta',
  },
};
