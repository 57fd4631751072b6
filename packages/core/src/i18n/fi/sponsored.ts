import type { SponsoredMessages } from '../en';

/** Finnish texts of paid placements and the ranking explanation; typed by the English ones. */
export const sponsoredFi: SponsoredMessages = {
  label: 'Mainos',
  onBehalfOf: 'Maksaja: {{name}}',
  whySearch: 'näytetään haulle ”{{search}}”',
  whyNear: 'näytetään sijainnin {{location}} lähellä',
  whySearchNear: 'näytetään haulle ”{{search}}” sijainnin {{location}} lähellä',
  whyLink: 'Miksi näen tämän?',
  discountCode: 'Alennuskoodi:',
  previewTitle: 'Mainoksesi otsikko',
  previewCta: 'Lue lisää',
  ranking: {
    pageTitle: 'Näin hakutulokset järjestetään',
    title: 'Näin hakutulokset järjestetään',
    lead: 'Mikä ratkaisee ammattilaisten järjestyksen haussamme ja mitä maksaminen muuttaa.',
    mainTitle: 'Tärkeimmät järjestykseen vaikuttavat tekijät',
    mainIntro:
      'Ellet valitse muuta järjestystä (lähin, parhaiten arvioitu, hinta), tulokset järjestetään sen mukaan, kuinka hyvin ne vastaavat hakuasi. Painoarvon mukaisessa järjestyksessä:',
    params: {
      text: 'Kuinka hyvin hakusanat vastaavat ammattilaista: eniten painavat nimi ja erikoisalat, sitten palvelut; kuvaukset ja paikat vain vähän. Suomen- ja englanninkieliset taivutusmuodot löytyvät (”jooga” löytää myös ”joogaa”).',
      distance:
        'Etäisyys hakemastasi paikasta tai, jos jaat sijaintisi, sinusta. Haetun alueen ulkopuolisia ammattilaisia ei näytetä.',
      rating:
        'Asiakkaiden arviot painotettuna niiden määrällä: muutama arvio siirtää ammattilaista vähemmän kuin monta.',
      membership:
        'Jäsenyystaso: maksullinen jäsenyys painottaa arvio-osuutta hieman enemmän (Basic kymmenyksellä, Premium viidenneksellä). Se ei koskaan tuo ammattilaista hakuun, johon hän ei vastaa.',
    },
    filtersNote:
      'Asettamasi rajaukset (palvelu, hinta, arvio, kieli) poistavat tuloksista ne, jotka eivät täytä niitä; muiden järjestystä ne eivät muuta.',
    paidTitle: 'Miten maksaminen vaikuttaa tuloksiin',
    paidIntro:
      'Ammattilaiset voivat maksaa näkyvyydestä. Maksettu näkyvyys merkitään aina sanalla ”Mainos”, ja siinä kerrotaan, kuka on maksanut ja miksi se näytetään.',
    paid: {
      search:
        'Ensimmäinen paikka: hakukampanjan ostanut ammattilainen voidaan näyttää ensimmäisenä ostamillaan hakusanoilla. Hänen on silti vastattava hakusanojasi ja aluettasi: maksulla saa paikan, ei osumaa asiaan liittymättömään hakuun. Ensimmäisenä näytetään enintään yksi mainostulos.',
      ads: 'Mainokset hakutuloksissa: enintään yksi mainos kymmenen tuloksen sivulla, kiinteällä paikalla, ylläpidon etukäteen hyväksymänä.',
      profile:
        'Mainokset profiilissa: ammattilainen voi näyttää yhden mainoksen omalla profiilisivullaan.',
      membership:
        'Jäsenyydet: Basic ja Premium ovat maksullisia tasoja, ja kuten yllä kerrotaan, ne painavat järjestyksessä hieman; muuten jäsenyys ei järjestykseen vaikuta.',
    },
    unpaidNote:
      'Merkittyjä mainoksia ja edellä kuvattua jäsenyyden painoa lukuun ottamatta kukaan ei voi maksaa noustakseen tai laskeakseen tuloksissa.',
    contactTitle: 'Kysyttävää',
    contactText:
      'Jos tulos on mielestäsi järjestetty tai merkitty väärin, kerro siitä sivun alalaidan yhteystiedoilla.',
    backToSearch: 'Takaisin hakuun',
  },
};
