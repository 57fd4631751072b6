import type { BackofficeAccountMessages, Messages, WebAccountMessages } from './en';
import { accountSharedFi } from './fi/accountShared';
import { backofficeAccountFi } from './fi/backofficeAccount';
import { webAccountFi } from './fi/webAccount';

const common: Messages['common'] = {
  productName: 'Fitmarket',
  languageSwitcher: { label: 'Kieli' },
  languages: { en: 'English', fi: 'Suomi' },
  actions: { retry: 'Yritä uudelleen', close: 'Sulje' },
  loading: 'Ladataan…',
  errors: { title: 'Jokin meni vikaan' },
  notFound: {
    lead: 'Etsimääsi sivua ei ole tai se on siirretty.',
    backHome: 'Takaisin etusivulle',
  },
  rating: {
    label: 'Arvosana {{rating}} viidestä',
    count_one: '{{count}} arvio',
    count_other: '{{count}} arviota',
    none: 'Ei vielä arvioita',
  },
};

const web: Messages['web'] = {
  header: {
    signIn: 'Kirjaudu sisään',
    signUp: 'Rekisteröidy',
    openMenu: 'Avaa tilivalikko',
    accountMenu: 'Tilivalikko',
    profile: 'Oma profiili',
    settings: 'Asetukset',
    following: 'Seuratut',
    signOut: 'Kirjaudu ulos',
    bookings: 'Varaukset',
    myBookings: 'Omat varaukset',
    messages: 'Viestit',
    findProfessionals: 'Etsi ammattilainen',
    pending: '{{count}} odottaa',
    unread: '{{count}} lukematta',
    bookingsPending_one: 'Varaukset: {{count}} pyyntö odottaa',
    bookingsPending_other: 'Varaukset: {{count}} pyyntöä odottaa',
  },
  notices: {
    accountLoadFailed: 'Tilisi tietojen lataaminen ei onnistunut.',
    signInRequired: 'Sivu näkyy vain sisäänkirjautuneille käyttäjille',
    signIn: 'Kirjaudu sisään',
    emailConfirmed: 'Tervetuloa! Sähköpostiosoitteesi on vahvistettu.',
    welcome: 'Tervetuloa Fitmarketiin! Tilisi on valmis.',
  },
  footer: {
    tagline: 'Personal trainerit, valmentajat ja hyvinvoinnin ammattilaiset läheltäsi.',
    navLabel: 'Tietoa Fitmarketista',
    terms: 'Käyttöehdot',
    privacy: 'Tietosuojaseloste',
    contact: 'Ota yhteyttä',
    copyright: '© {{year}} Fitmarket',
    forCustomers: 'Asiakkaille',
    forProfessionals: 'Ammattilaisille',
    memberships: 'Jäsenyydet',
    testers: 'Ryhdy testaajaksi',
    headerNavLabel: 'Fitmarket sinulle',
  },
  landing: {
    pageTitle: 'Löydä ammattilainen',
    heroTitle: 'Löydä oikea ammattilainen hyvinvointisi tueksi',
    heroLead:
      'Fitmarketista löydät personal trainerit, valmentajat ja hyvinvoinnin ammattilaiset. Vertaile profiileja, hintoja ja arvioita ja varaa aika sinulle sopivalta ammattilaiselta.',
    stats: {
      label: 'Fitmarket lukuina',
      professionals_one: 'ammattilainen',
      professionals_other: 'ammattilaista',
      cities_one: 'paikkakunta',
      cities_other: 'paikkakuntaa',
    },
    specialities: {
      title: 'Selaa erikoisaloittain',
      chipLabel_one: '{{label}}: {{count}} ammattilainen',
      chipLabel_other: '{{label}}: {{count}} ammattilaista',
    },
    professionals: {
      title: 'Tutustu ammattilaisiimme',
      loading: 'Ladataan ammattilaisia…',
      priceFrom: 'alkaen {{price}}',
      errorTitle: 'Ammattilaisten lataaminen epäonnistui',
      emptyTitle: 'Ammattilaisia ei ole vielä',
      emptyLead:
        'Ammattilaiset näkyvät täällä heti, kun he julkaisevat profiilinsa. Käy katsomassa pian uudelleen!',
    },
  },
  notFound: {
    title: 'Sivua ei löytynyt',
  },
  searchForm: {
    label: 'Hae ammattilaisia',
    what: 'Mitä etsit?',
    whatPlaceholder: 'Jooga, personal trainer, nimi…',
    where: 'Missä?',
    wherePlaceholder: 'Kaupunki tai osoite',
    submit: 'Hae',
  },
};

const backoffice: Messages['backoffice'] = {
  appName: 'Fitmarket-ylläpito',
  footer: {
    contactTitle: 'Yhteystiedot',
    email: 'Sähköposti',
    phone: 'Puhelin',
    copyright: '© {{year}} Fitmarket Oy. Kaikki oikeudet pidätetään.',
  },
  home: {
    pageTitle: 'Tervetuloa',
    title: 'Tervetuloa Fitmarketin ylläpitoon',
    lead: 'Hallinnoi käyttäjiä, ammattilaisia, kampanjoita ja palautteita yhdessä paikassa.',
    login: 'Kirjaudu sisään',
    signup: 'Rekisteröidy',
  },
  login: {
    pageTitle: 'Kirjautuminen',
    title: 'Kirjaudu ylläpitoon',
    email: 'Sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    noAccount: 'Eikö sinulla ole vielä tiliä?',
    signup: 'Rekisteröidy',
    forgot: 'Unohtuiko salasana?',
    passwordChanged: 'Salasanasi on vaihdettu. Kirjaudu sisään uudella salasanalla.',
  },
  loginSuccess: {
    pageTitle: 'Kirjautuminen onnistui',
    redirecting: 'Olet kirjautunut sisään. Siirrytään eteenpäin…',
  },
  notFound: {
    title: 'Pahoittelut - 404',
  },
  loading: 'Ladataan…',
  dashboard: {
    logo: 'Fitmarket-ylläpito, etusivu',
    openMenu: 'Avaa valikko',
    menuTitle: 'Valikko',
    navLabel: 'Ylläpidon osiot',
    signedInAs: 'Kirjautuneena',
    account: 'Oma tili',
    signOut: 'Kirjaudu ulos',
    breadcrumbLabel: 'Murupolku',
    pagination: { previous: 'Edellinen sivu', next: 'Seuraava sivu' },
    home: 'Etusivu',
    greeting: 'Hei, {{name}}!',
    loadFailed: 'Profiilisi lataaminen epäonnistui.',
    sections: {
      users: 'Kaikki käyttäjät',
      professionals: 'Ammattilaiset',
      professionalsAffiliates: 'Ammattilaisten kumppanit',
      ads: 'Mainokset',
      payments: 'Maksut',
      statistics: 'Tilastot',
      feedbacks: 'Palautteet',
      reportedMessages: 'Ilmoitetut viestit',
      reportedReviews: 'Ilmoitetut arviot',
      deadJobs: 'Epäonnistuneet tehtävät',
    },
    comingSoon: {
      title: 'Tulossa pian',
      text: 'Osio on vielä työn alla ja avautuu pian.',
    },
  },
};

/**
 * Finnish texts of both SPAs; typed by `Messages`, so a key missing here fails the build. The
 * account screens' sections, which English loads with their pages, come with the rest: this
 * whole file loads only when a visitor picks Finnish, and a form open at that moment keeps its
 * typing rather than waiting for its texts.
 */
export const fi: Messages & {
  webAccount: WebAccountMessages;
  backofficeAccount: BackofficeAccountMessages;
} = {
  common,
  web,
  backoffice,
  webAccount: webAccountFi,
  backofficeAccount: backofficeAccountFi,
  accountShared: accountSharedFi,
};

/** The marketplace's part of `fi` (as en.ts `webEn`), its account screens included. */
export const fiWeb = { common, web, webAccount: webAccountFi, accountShared: accountSharedFi };

/** The back-office's part of `fi`, its account screens included. */
export const fiBackoffice = {
  common,
  backoffice,
  backofficeAccount: backofficeAccountFi,
  accountShared: accountSharedFi,
};
