import type { BackofficeStatisticsMessages } from '../en';

/** Finnish texts of the back-office statistics page; typed by the English ones. */
export const backofficeStatisticsFi: BackofficeStatisticsMessages = {
  lead: 'Mitä kävijät hakevat markkinapaikalta ja mitä he eivät löydä.',
  range: {
    legend: 'Aikaväli',
    from: 'Alkaen',
    to: 'Päättyen',
    invalid: 'Alkupäivä ei voi olla loppupäivän jälkeen.',
    tooLong: 'Valitse enintään {{days}} päivää.',
    reset: 'Viimeiset 30 päivää',
  },
  summary: {
    title: 'Yleiskatsaus',
    searches: 'Hakuja',
    zeroResults: 'Ilman tuloksia',
    chartTitle: 'Hakuja päivittäin',
    chartLabel: 'Hakuja päivittäin {{from}}–{{to}}: yhteensä {{searches}}.',
    chartLoading: 'Ladataan kaaviota…',
    topTerms: 'Suosituimmat hakusanat',
    topPlaces: 'Suosituimmat paikat',
    topZeroResultTerms: 'Suosituimmat haut ilman tuloksia',
    topDroppedWords:
      'Useimmin pois jätetyt sanat (yhdelläkään profiililla ei ollut niitä muiden kanssa)',
    count_one: '{{count}} haku',
    count_other: '{{count}} hakua',
    noneYet: 'Ei hakuja tällä aikavälillä.',
  },
  map: {
    title: 'Haetut paikat',
    label: 'Kartta tällä aikavälillä haetuista paikoista',
    none: 'Yksikään haku ei kohdistunut paikkaan tällä aikavälillä.',
    place: '{{place}}, hakuja: {{count}}',
  },
  export: {
    download: 'Lataa CSV-tiedostona',
    downloading: 'Tiedostoa valmistellaan…',
  },
  log: {
    title: 'Haut',
    loading: 'Ladataan hakuja…',
    empty: 'Ei hakuja tällä aikavälillä.',
    search: 'Hakuteksti',
    noText: '(ei tekstiä)',
    location: 'Sijainti',
    noLocation: 'Ei annettu',
    date: 'Päivämäärä',
    userLocation: 'Käyttäjän sijainti (lon, lat)',
    results: 'Tuloksia',
    dropped: 'Pois jätetyt sanat',
    pagination: 'Hakulistan sivut',
  },
};
