import type { PublicProfileMessages } from '../en';

/** Finnish texts of a professional's public page; typed by the English ones. */
export const publicProfileFi: PublicProfileMessages = {
  loading: 'Ladataan profiilia…',
  loadFailed: 'Profiilia ei voitu ladata.',
  tabs: {
    label: 'Profiilin osiot',
    main: 'Profiili',
    social: 'Yhteisö',
  },
  socialLater:
    'Tänne tulevat pian julkaisut, haasteet ja muu yhteisöllinen toiminta. Seuraa ammattilaista {{name}}, niin kuulet niistä ensimmäisten joukossa.',
  hidden: {
    unpublished: 'Profiilia ei ole julkaistu: vain sinä ja Fitmarketin henkilökunta näette sen.',
    blocked: 'Profiili on estetty: vain sen omistaja ja Fitmarketin henkilökunta näkevät sen.',
  },
  premium: 'Premium-jäsen',
  followers_one: '{{count}} seuraaja',
  followers_other: '{{count}} seuraajaa',
  follow: 'Seuraa',
  following: 'Seuraat',
  unfollow: 'Lopeta seuraaminen',
  followSignIn: 'Kirjaudu sisään seurataksesi',
  followDone: 'Seuraat nyt ammattilaista {{name}}.',
  unfollowDone: 'Et enää seuraa ammattilaista {{name}}.',
  ownProfile: 'Näin muut näkevät profiilisi.',
  contact: 'Ota yhteyttä',
  contactSignIn: 'Kirjaudu sisään lähettääksesi viestin',
  close: 'Sulje',
  about: 'Esittely',
  services: {
    title: 'Palvelut',
    sessions_one: '{{count}} kerta',
    sessions_other: '{{count}} kerran paketti',
    discount: '-{{percent}} %',
    firstSessionDiscount: 'Ensimmäinen kerta -{{percent}} %',
  },
  locations: {
    title: 'Missä',
    flexible: 'Tulee myös luoksesi',
    map: 'Kartta paikoista, joissa {{name}} työskentelee',
  },
  certificates: {
    title: 'Sertifikaatit',
    idNumber: 'Sertifikaatin numero {{id}}',
    image: 'Sertifikaatti: {{title}}',
  },
  photos: {
    title: 'Kuvat',
    open: 'Avaa kuva {{number}}/{{count}}',
    previous: 'Edellinen kuva',
    next: 'Seuraava kuva',
    counter: 'Kuva {{number}}/{{count}}',
  },
  languages: 'Kielet',
  video: {
    play: 'Toista video',
    notice:
      'Video ladataan palvelusta {{host}} vasta, kun painat toistoa; {{host}} voi silloin tallentaa evästeitä.',
    frameTitle: 'Video: {{name}}',
  },
  seo: {
    titleNoSpecialities: '{{name}} – liikunnan ja hyvinvoinnin ammattilainen',
    description: '{{name}} Fitmarketissa: {{specialities}}. {{about}}',
    notFoundTitle: 'Profiilia ei löytynyt',
  },
};
