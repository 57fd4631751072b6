import type { BackofficeModerationMessages } from '../en';

/** Finnish texts of the reported messages and reviews queues; typed by the English ones. */
export const backofficeModerationFi: BackofficeModerationMessages = {
  messages: {
    lead: 'Viestikeskuksesta ilmoitetut viestit, pisimpään odottaneet ensin. Poista viesti, joka rikkoo käyttöehtoja, tai jätä se näkyviin.',
    listLabel: 'Ilmoitetut viestit',
    loading: 'Ladataan ilmoitettuja viestejä…',
    empty: 'Yksikään ilmoitettu viesti ei odota päätöstä.',
    pagination: 'Ilmoitettujen viestien sivut',
    title: 'Viesti käyttäjältä {{name}}',
    writtenAt: 'Lähetetty',
    text: 'Viesti',
    reports_one: '{{count}} ilmoitus',
    reports_other: '{{count}} ilmoitusta',
    action: 'Poista',
    actionLabel: 'Poista käyttäjän {{name}} viesti',
    keepLabel: 'Jätä näkyviin käyttäjän {{name}} viesti',
    actionModal: {
      title: 'Poista käyttäjän {{name}} viesti',
      lead: 'Viesti ei enää näy keskustelussa. Sen lähettäjä näkee syyn viestin kohdalla ja saa sen myös sähköpostiin.',
      submit: 'Poista viesti',
    },
    keepModal: {
      title: 'Jätä käyttäjän {{name}} viesti näkyviin',
      message: 'Viesti jää keskusteluun, ja siitä tehdyt ilmoitukset suljetaan.',
      confirm: 'Jätä viesti näkyviin',
    },
    done: {
      action: 'Käyttäjän {{name}} viesti poistettiin.',
      keep: 'Käyttäjän {{name}} viesti jätettiin näkyviin.',
    },
  },
  reviews: {
    lead: 'Ilmoitetut arviot, pisimpään odottaneet ensin. Piilota arvio, joka rikkoo käyttöehtoja, tai jätä se näkyviin.',
    listLabel: 'Ilmoitetut arviot',
    loading: 'Ladataan ilmoitettuja arvioita…',
    empty: 'Yksikään ilmoitettu arvio ei odota päätöstä.',
    pagination: 'Ilmoitettujen arvioiden sivut',
    title: 'Arvion kirjoittaja: {{name}}',
    about: 'Arvioitu ammattilainen',
    writtenAt: 'Kirjoitettu',
    text: 'Arvio',
    rating: 'Arvosana: {{rating}} / 5',
    publicProfile: 'Ammattilaisen {{name}} julkinen profiili',
    action: 'Piilota',
    actionLabel: 'Piilota käyttäjän {{name}} arvio',
    keepLabel: 'Jätä näkyviin käyttäjän {{name}} arvio',
    actionModal: {
      title: 'Piilota käyttäjän {{name}} arvio',
      lead: 'Arvio poistuu ammattilaisen profiilista eikä enää vaikuta hänen arvosanaansa. Arvion kirjoittaja saa syyn sähköpostiin.',
      submit: 'Piilota arvio',
    },
    keepModal: {
      title: 'Jätä käyttäjän {{name}} arvio näkyviin',
      message:
        'Arvio jää profiiliin, ja siitä tehty ilmoitus suljetaan. Jos joku ilmoittaa siitä uudelleen, se palaa tänne.',
      confirm: 'Jätä arvio näkyviin',
    },
    done: {
      action: 'Käyttäjän {{name}} arvio piilotettiin.',
      keep: 'Käyttäjän {{name}} arvio jätettiin näkyviin.',
    },
  },
  author: 'Kirjoittaja',
  deletedAccount: 'Poistettu tili',
  history: 'Historia',
  historyLabel: 'Käyttäjän {{name}} historia',
  report: {
    reason: 'Syy',
    by: 'Ilmoittaja: {{name}}',
    at: 'Ilmoitettu',
  },
  keep: 'Jätä näkyviin',
  close: 'Sulje',
  cancel: 'Peruuta',
  reason: 'Syy',
  reasonHint: 'Kirjoittaja saa tämän syyn sähköpostiin. Vähintään {{min}} merkkiä.',
};
