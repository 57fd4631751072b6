interface Street {
  name: string;
  postalCode: string;
  lat: number;
  lon: number;
}

export interface City {
  name: string;
  /** "in Tampere" in Finnish ("Tampereella"): city names inflect, so the bios need it written out. */
  nameIn: string;
  /** Roughly how many of the demo professionals work there. */
  weight: number;
  /** Real streets with their postal code and coordinates. */
  streets: readonly Street[];
}

export const CITIES: readonly City[] = [
  {
    name: 'Helsinki',
    nameIn: 'Helsingissä',
    weight: 20,
    streets: [
      { name: 'Mannerheimintie', postalCode: '00100', lat: 60.171, lon: 24.9392 },
      { name: 'Fredrikinkatu', postalCode: '00120', lat: 60.164, lon: 24.937 },
      { name: 'Hämeentie', postalCode: '00530', lat: 60.187, lon: 24.961 },
      { name: 'Itämerenkatu', postalCode: '00180', lat: 60.163, lon: 24.913 },
      { name: 'Kauppakartanonkatu', postalCode: '00930', lat: 60.21, lon: 25.08 },
    ],
  },
  {
    name: 'Espoo',
    nameIn: 'Espoossa',
    weight: 9,
    streets: [
      { name: 'Länsituulentie', postalCode: '02100', lat: 60.176, lon: 24.805 },
      { name: 'Leppävaarankatu', postalCode: '02600', lat: 60.219, lon: 24.813 },
      { name: 'Piispansilta', postalCode: '02230', lat: 60.16, lon: 24.738 },
    ],
  },
  {
    name: 'Tampere',
    nameIn: 'Tampereella',
    weight: 9,
    streets: [
      { name: 'Hämeenkatu', postalCode: '33100', lat: 61.498, lon: 23.761 },
      { name: 'Itsenäisyydenkatu', postalCode: '33500', lat: 61.501, lon: 23.781 },
      { name: 'Hervannan valtaväylä', postalCode: '33720', lat: 61.45, lon: 23.85 },
    ],
  },
  {
    name: 'Vantaa',
    nameIn: 'Vantaalla',
    weight: 7,
    streets: [
      { name: 'Asematie', postalCode: '01300', lat: 60.293, lon: 25.044 },
      { name: 'Myyrmäenraitti', postalCode: '01600', lat: 60.261, lon: 24.854 },
    ],
  },
  {
    name: 'Turku',
    nameIn: 'Turussa',
    weight: 7,
    streets: [
      { name: 'Aurakatu', postalCode: '20100', lat: 60.451, lon: 22.267 },
      { name: 'Yliopistonkatu', postalCode: '20100', lat: 60.452, lon: 22.264 },
      { name: 'Uudenmaankatu', postalCode: '20500', lat: 60.453, lon: 22.28 },
    ],
  },
  {
    name: 'Oulu',
    nameIn: 'Oulussa',
    weight: 6,
    streets: [
      { name: 'Kirkkokatu', postalCode: '90100', lat: 65.013, lon: 25.47 },
      { name: 'Isokatu', postalCode: '90100', lat: 65.011, lon: 25.472 },
      { name: 'Kaijonharjuntie', postalCode: '90570', lat: 65.059, lon: 25.476 },
    ],
  },
  {
    name: 'Jyväskylä',
    nameIn: 'Jyväskylässä',
    weight: 5,
    streets: [
      { name: 'Kauppakatu', postalCode: '40100', lat: 62.242, lon: 25.748 },
      { name: 'Vapaudenkatu', postalCode: '40100', lat: 62.241, lon: 25.745 },
      { name: 'Keskussairaalantie', postalCode: '40600', lat: 62.229, lon: 25.712 },
    ],
  },
  {
    name: 'Kuopio',
    nameIn: 'Kuopiossa',
    weight: 4,
    streets: [
      { name: 'Puijonkatu', postalCode: '70100', lat: 62.893, lon: 27.678 },
      { name: 'Kauppakatu', postalCode: '70100', lat: 62.892, lon: 27.68 },
    ],
  },
  {
    name: 'Lahti',
    nameIn: 'Lahdessa',
    weight: 4,
    streets: [
      { name: 'Aleksanterinkatu', postalCode: '15110', lat: 60.983, lon: 25.658 },
      { name: 'Vesijärvenkatu', postalCode: '15140', lat: 60.986, lon: 25.656 },
    ],
  },
  {
    name: 'Pori',
    nameIn: 'Porissa',
    weight: 3,
    streets: [
      { name: 'Yrjönkatu', postalCode: '28100', lat: 61.485, lon: 21.797 },
      { name: 'Antinkatu', postalCode: '28100', lat: 61.484, lon: 21.794 },
    ],
  },
  {
    name: 'Joensuu',
    nameIn: 'Joensuussa',
    weight: 3,
    streets: [
      { name: 'Torikatu', postalCode: '80100', lat: 62.601, lon: 29.762 },
      { name: 'Siltakatu', postalCode: '80100', lat: 62.6, lon: 29.759 },
    ],
  },
  {
    name: 'Lappeenranta',
    nameIn: 'Lappeenrannassa',
    weight: 3,
    streets: [
      { name: 'Valtakatu', postalCode: '53100', lat: 61.059, lon: 28.188 },
      { name: 'Kauppakatu', postalCode: '53100', lat: 61.058, lon: 28.186 },
    ],
  },
  {
    name: 'Vaasa',
    nameIn: 'Vaasassa',
    weight: 3,
    streets: [
      { name: 'Hovioikeudenpuistikko', postalCode: '65100', lat: 63.096, lon: 21.615 },
      { name: 'Kauppapuistikko', postalCode: '65100', lat: 63.095, lon: 21.613 },
    ],
  },
  {
    name: 'Rovaniemi',
    nameIn: 'Rovaniemellä',
    weight: 2,
    streets: [
      { name: 'Koskikatu', postalCode: '96200', lat: 66.502, lon: 25.73 },
      { name: 'Rovakatu', postalCode: '96200', lat: 66.501, lon: 25.727 },
    ],
  },
  {
    name: 'Seinäjoki',
    nameIn: 'Seinäjoella',
    weight: 2,
    streets: [
      { name: 'Kauppakatu', postalCode: '60100', lat: 62.79, lon: 22.84 },
      { name: 'Koulukatu', postalCode: '60100', lat: 62.788, lon: 22.842 },
    ],
  },
];
