import type { BackofficeAdsMessages } from '../en';

/** Finnish texts of the back-office Mainokset page; typed by the English ones. */
export const backofficeAdsFi: BackofficeAdsMessages = {
  lead: 'Ammattilaisten ostamat kampanjat. Hakutulosten mainokset ja maksettu haku odottavat hyväksyntääsi ennen kuin ne alkavat näkyä.',
  tabsLabel: 'Mitkä kampanjat',
  tabs: {
    searchAds: 'Mainokset hakutuloksissa',
    profileAds: 'Mainokset profiilissa',
    paidSearch: 'Maksettu haku',
  },
  loading: 'Ladataan kampanjoita…',
  empty: 'Täällä ei ole vielä kampanjoita.',
  count_one: '{{count}} kampanja',
  count_other: '{{count}} kampanjaa',
  number: 'Kampanja #{{id}}',
  created: 'Luotu {{date}}',
  owner: 'Omistaja',
  keywords: 'Hakusanat',
  noKeywords: 'Ei hakusanoja',
  price: 'Hinta',
  free: 'Maksuton',
  impressions: 'Näyttökerrat',
  countedOfPaid: '{{counted}} / {{paid}}',
  clicks: 'Klikkaukset',
  status: 'Tila',
  statuses: {
    active: 'Käynnissä',
    paused: 'Keskeytetty',
    ended: 'Päättynyt',
  },
  byUser: 'käyttäjän toimesta',
  approval: {
    approved: 'Hyväksytty',
    waiting: 'Odottaa hyväksyntää',
    rejected: 'Hylätty',
  },
  rejectionReason: 'Hylkäyksen syy',
  preview: 'Esikatselu',
  approve: 'Hyväksy mainos',
  reject: 'Hylkää mainos',
  approved: 'Kampanja #{{id}} hyväksytty.',
  rejected: 'Kampanja #{{id}} hylätty; syy on lähetetty omistajalle sähköpostilla.',
  rejectTitle: 'Hylkää kampanja #{{id}}',
  rejectLead:
    'Kampanja pysähtyy, omistajalle palautetaan näyttämättä jääneiden näyttökertojen osuus, ja syy lähetetään hänelle sähköpostilla.',
  rejectReason: 'Syy',
  rejectHint: 'Omistaja lukee tämän. Vähintään {{min}} merkkiä.',
  cancel: 'Peruuta',
  profileNote:
    'Profiilimainokset näkyvät ammattilaisen omalla sivulla, eikä niitä hyväksytä tai hylätä täällä.',
  viewProfile: 'Avaa julkinen profiili',
};
