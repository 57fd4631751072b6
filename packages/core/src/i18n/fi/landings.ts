import type { LandingsMessages } from '../en';

/** Finnish texts of the marketing pages; typed by the English ones. */
export const landingsFi: LandingsMessages = {
  loading: 'Ladataan…',
  customers: {
    pageTitle: 'Asiakkaille',
    title: 'Löydä ammattilainen, joka sopii tavoitteisiisi ja arkeesi',
    lead: 'Personal trainerit, valmentajat ja hyvinvoinnin ammattilaiset samassa paikassa. Näet jo ennen varaamista, mitä he tarjoavat, mitä se maksaa ja mitä muut asiakkaat heistä sanovat.',
    browse: 'Selaa ammattilaisia',
    signUp: 'Luo maksuton tili',
    whyTitle: 'Miksi Fitmarket',
    why: {
      compare: {
        title: 'Vertaile avoimesti',
        text: 'Hinnat, tuntien kestot, paketit ja sijainnit näkyvät jokaisessa profiilissa, joten voit vertailla kyselemättä.',
      },
      reviews: {
        title: 'Aidot arviot',
        text: 'Vain asiakkaat voivat arvioida ammattilaisen, ja jokainen arvio lasketaan näkemääsi keskiarvoon.',
      },
      near: {
        title: 'Läheltä tai kotiovelle',
        text: 'Etsi ammattilaisia kaupungin mukaan tai kartalta. Osa heistä tulee myös luoksesi.',
      },
      free: {
        title: 'Asiakkaille maksuton',
        text: 'Hakeminen, seuraaminen ja viestittely ovat ilmaisia. Maksat vain varaamistasi tunneista.',
      },
    },
    howTitle: 'Näin se toimii',
    how: {
      search: {
        title: 'Hae',
        text: 'Etsi erikoisalan, palvelun tai nimen perusteella läheltäsi.',
      },
      compare: {
        title: 'Vertaile',
        text: 'Lue profiilit, hinnat ja arviot ja seuraa niitä, jotka kiinnostavat.',
      },
      book: {
        title: 'Aloita',
        text: 'Lähetä ammattilaiselle viesti ja sopikaa ensimmäinen tapaaminen.',
      },
    },
    ctaTitle: 'Valmis löytämään oman ammattilaisesi?',
  },
  professionals: {
    pageTitle: 'Ammattilaisille',
    title: 'Kasvata asiakaskuntaasi profiililla, joka tekee töitä puolestasi',
    lead: 'Fitmarket tuo palvelusi, hintasi ja arviosi niiden ihmisten eteen, jotka etsivät juuri sitä, mitä teet. Käyttöönotto vie noin kymmenen minuuttia.',
    signUp: 'Rekisteröidy ammattilaiseksi',
    continueRegistration: 'Täytä profiilisi',
    upgrade: 'Päivitä tilisi ammattilaistiliksi',
    seeMemberships: 'Vertaile jäsenyyksiä',
    whyTitle: 'Miksi liittyä',
    why: {
      found: {
        title: 'Tule löydetyksi',
        text: 'Asiakkaat hakevat erikoisalan, palvelun ja sijainnin perusteella. Täydellinen profiili näkyy siellä, missä sillä on väliä.',
      },
      profile: {
        title: 'Kaikki yhdellä sivulla',
        text: 'Palvelut ja hinnat, sijainnit, sertifikaatit, kuvat ja kielet suomeksi ja englanniksi sivulla, jonka myös hakukoneet löytävät.',
      },
      trust: {
        title: 'Rakenna luottamusta',
        text: 'Asiakkaidesi arviot ja sertifikaattisi kertovat uusille asiakkaille, miksi valita juuri sinut.',
      },
      followers: {
        title: 'Pysy yhteydessä',
        text: 'Asiakkaat seuraavat profiiliasi ja huomaavat, kun sinulla on tarjota jotain uutta.',
      },
    },
    stepsTitle: 'Pikarekisteröityminen kolmessa vaiheessa',
    steps: {
      basic: {
        title: 'Perustiedot',
        text: 'Nimesi, erikoisalasi ja muutama sana siitä, miten työskentelet.',
      },
      location: {
        title: 'Sijainti',
        text: 'Missä tapaat asiakkaasi ja tuletko tarvittaessa heidän luokseen.',
      },
      services: {
        title: 'Palvelut',
        text: 'Mitä tarjoat ja millä hinnalla. Tallenna, julkaise, ja profiilisi on näkyvillä.',
      },
    },
    stepsNote: 'Jokainen vaihe tallentuu samalla, joten voit pitää tauon ja jatkaa myöhemmin.',
    membershipsTitle: 'Aloita maksutta, kasva kun haluat',
    membershipsLead:
      'Jokainen ammattilainen aloittaa maksuttomalla jäsenyydellä. Vaihda ylemmälle tasolle, kun haluat enemmän tilaa kuville ja sertifikaateille ja paremman näkyvyyden haussa.',
    ctaTitle: 'Seuraava asiakkaasi saattaa etsiä sinua juuri nyt',
  },
  memberships: {
    pageTitle: 'Jäsenyydet',
    title: 'Jäsenyydet ammattilaisille',
    lead: 'Kolme tasoa, yksi palvelu. Jokaisella tasolla saat julkisen profiilin, arviot ja seuraajat. Ylemmät tasot antavat enemmän tilaa ja näkyvyyttä.',
    current: 'Sinun jäsenyytesi',
    levels: {
      free: { name: 'Maksuton', tagline: 'Kaikki, mitä tarvitset alkuun.' },
      basic: { name: 'Perus', tagline: 'Enemmän tilaa esitellä työtäsi.' },
      premium: { name: 'Premium', tagline: 'Fitmarketin näkyvin profiili.' },
    },
    perks: {
      profile: 'Julkinen profiili suomeksi ja englanniksi',
      photos: 'Enintään {{count}} kuvaa galleriassa',
      certificates: 'Enintään {{count}} sertifikaattia',
      badge: 'Premium-merkki profiilissa ja korteissa',
      noBadge: 'Ei merkkiä',
      ranking: 'Näkyvyys haussa +{{percent}} %',
      baseRanking: 'Tavallinen näkyvyys haussa',
    },
    insights: 'Viikoittaiset tilastot: profiilin katselut, näkyminen haussa ja varauskonversio',
    noInsights: 'Ei tilastoja',
    price: '{{price}} / kk, sis. ALV',
    freePrice: 'Maksuton',
    choose: 'Valitse {{level}}',
    manage: 'Hallitse jäsenyyttäsi',
    rankingNote:
      'Maksullinen taso nostaa profiiliasi hieman haussa yhtä osuvien tulosten joukossa; se ei koskaan tuo esiin profiilia, joka ei vastaa hakua.',
    testerNote: 'Palautekyselyyn vastanneet testaajat saavat elinikäisen Premium-jäsenyyden.',
    testerLink: 'Lue testaamisesta',
    signUp: 'Rekisteröidy ammattilaiseksi',
  },
  testers: {
    pageTitle: 'Ryhdy testaajaksi',
    title: 'Auta meitä kehittämään Fitmarketia ja saat elinikäisen Premium-jäsenyyden',
    lead: 'Fitmarket on uusi, ja haluamme rakentaa sen yhdessä käyttäjiensä kanssa. Kokeile palvelua, vastaa lyhyeen kyselyyn ja kerro rehellisesti, mikä toimii ja mikä ei.',
    whatTitle: 'Mitä testaaminen on',
    what: {
      use: {
        title: 'Käytä Fitmarketia kuten muutenkin',
        text: 'Etsi ammattilaisia, täytä profiilisi, seuraa jotakuta. Ei tehtäviä eikä määräaikoja.',
      },
      answer: {
        title: 'Vastaa kuuteen kysymykseen',
        text: 'Arvioi palvelun osat asteikolla 1–5 ja kerro omin sanoin miksi. Vastaamiseen menee noin kymmenen minuuttia.',
      },
      change: {
        title: 'Näe muutos',
        text: 'Tiimimme lukee jokaisen vastauksen, ja ne ratkaisevat, mitä teemme seuraavaksi.',
      },
    },
    rewardTitle: 'Mitä saat',
    reward:
      'Kyselyyn vastanneet ammattilaiset saavat elinikäisen Premium-jäsenyyden: eniten kuvia ja sertifikaatteja, Premium-merkin ja parhaan näkyvyyden haussa, maksutta niin kauan kuin olet Fitmarketissa.',
    rewardCustomers:
      'Myös asiakkaiden vastaukset ovat tervetulleita. Palautteesi vaikuttaa siihen, miten ammattilaisen löytäminen ja varaaminen toimivat.',
    ctaTitle: 'Haluatko auttaa?',
    answer: 'Vastaa kyselyyn',
    signUp: 'Rekisteröidy ensin',
    signedOutHint: 'Vastaaminen vaatii tilin, jotta voimme kiittää sinua kunnolla.',
  },
  home: {
    title: 'Fitmarket sinulle',
    customers: 'Etsitkö ammattilaista? Katso, miten Fitmarket toimii asiakkaille',
    professionals: 'Oletko ammattilainen? Katso, miksi kannattaa liittyä',
    testers: 'Auta meitä kehittämään Fitmarketia ja saat elinikäisen Premium-jäsenyyden',
  },
};
