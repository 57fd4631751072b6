import type { FeedbackMessages } from '../en';

/** Finnish texts of the feedback questionnaire; typed by the English ones. */
export const feedbackFi: FeedbackMessages = {
  pageTitle: 'Palaute',
  title: 'Kerro, mitä mieltä olet',
  lead: 'Kuusi kysymystä Fitmarketista. Arvioi jokainen asteikolla 1 (heikko) – 5 (erinomainen) ja perustele muutamalla sanalla. Rehelliset vastaukset auttavat meitä eniten.',
  professionalReward:
    'Ammattilaisena saat elinikäisen Premium-jäsenyyden, kun lähetät vastauksesi.',
  loading: 'Ladataan kysymyksiä…',
  loadFailed: 'Kysymysten lataaminen epäonnistui',
  questionLabel: 'Kysymys {{number}}/{{total}}',
  answerLabel: 'Vastauksesi',
  ratingLabel: 'Arviosi',
  ratingScale: '1 = heikko, 5 = erinomainen',
  ratingValue: '{{count}}/5',
  submit: 'Lähetä vastaukset',
  sending: 'Lähetetään…',
  doneTitle: 'Kiitos palautteestasi!',
  doneLead: 'Tiimimme lukee jokaisen vastauksen.',
  donePremium:
    'Olet nyt elinikäinen Premium-jäsen. Nauti lisätilasta kuville ja sertifikaateille, Premium-merkistä ja paremmasta näkyvyydestä haussa.',
  backHome: 'Takaisin etusivulle',
  seeMemberships: 'Katso, mitä Premium tarjoaa',
};
