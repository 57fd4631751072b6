import type { SpecialitySlug } from '../catalogue/reference-data';
import type { City } from './places';
import type { Random } from './random';

/** The same sentence in both languages; written as a person would write it, not translated word by word. */
interface Bilingual {
  en: string;
  fi: string;
}

interface SpecialityLines {
  /** Openers that introduce someone whose main speciality this is. */
  intros: readonly [Bilingual, Bilingual];
  /** One line for when it is a secondary speciality. */
  also: Bilingual;
}

const SPECIALITY_LINES: Record<SpecialitySlug, SpecialityLines> = {
  'personal-training': {
    intros: [
      {
        en: 'I am a personal trainer who builds training plans around your everyday life, not the other way round.',
        fi: 'Olen personal trainer, ja rakennan treeniohjelman arkesi ehdoilla eikä päinvastoin.',
      },
      {
        en: 'Personal training for anyone who wants to get fitter and feel at home in the gym.',
        fi: 'Henkilökohtaista valmennusta kaikille, jotka haluavat kohottaa kuntoaan ja tuntea olonsa kotoisaksi salilla.',
      },
    ],
    also: { en: 'I also work as a personal trainer.', fi: 'Toimin myös personal trainerina.' },
  },
  yoga: {
    intros: [
      {
        en: 'I teach calm, breath-led yoga that suits stiff bodies and busy minds alike.',
        fi: 'Opetan rauhallista, hengitykseen perustuvaa joogaa, joka sopii niin jäykälle keholle kuin kiireiselle mielelle.',
      },
      {
        en: 'Yoga teacher trained in hatha and yin yoga: my classes are gentle, but you will sweat now and then.',
        fi: 'Olen hatha- ja yinjoogaan kouluttautunut joogaopettaja. Tuntini ovat lempeitä, mutta välillä tulee hikikin.',
      },
    ],
    also: { en: 'I also teach yoga.', fi: 'Ohjaan myös joogaa.' },
  },
  pilates: {
    intros: [
      {
        en: 'Pilates instructor focusing on core strength, posture and controlled movement.',
        fi: 'Olen pilatesohjaaja, ja keskityn keskivartalon voimaan, ryhtiin ja hallittuun liikkeeseen.',
      },
      {
        en: 'My pilates classes suit beginners, runners and anyone recovering from back pain.',
        fi: 'Pilatestuntini sopivat aloittelijoille, juoksijoille ja kaikille, jotka toipuvat selkävaivoista.',
      },
    ],
    also: { en: 'I also teach pilates.', fi: 'Ohjaan myös pilatesta.' },
  },
  'nutrition-coaching': {
    intros: [
      {
        en: 'Nutrition coach helping you eat well without strict diets or counting every calorie.',
        fi: 'Olen ravintovalmentaja ja autan sinua syömään hyvin ilman tiukkoja dieettejä tai kalorien laskemista.',
      },
      {
        en: 'Together we build eating habits that give you energy for training, work and family.',
        fi: 'Rakennamme yhdessä ruokatottumukset, jotka antavat virtaa treeniin, työhön ja perheelle.',
      },
    ],
    also: { en: 'I also offer nutrition coaching.', fi: 'Tarjoan myös ravintovalmennusta.' },
  },
  physiotherapy: {
    intros: [
      {
        en: 'Licensed physiotherapist specialising in sports injuries and back and neck pain.',
        fi: 'Olen laillistettu fysioterapeutti, ja erikoisalaani ovat urheiluvammat sekä selkä- ja niskakivut.',
      },
      {
        en: 'I help you recover from injury and get back to the things you love doing.',
        fi: 'Autan sinua kuntoutumaan vammasta ja palaamaan niiden asioiden pariin, joista nautit.',
      },
    ],
    also: {
      en: 'I am also a qualified physiotherapist.',
      fi: 'Olen koulutukseltani myös fysioterapeutti.',
    },
  },
  massage: {
    intros: [
      {
        en: 'Qualified sports masseur: deep tissue work for sore muscles and relaxing massage for busy weeks.',
        fi: 'Olen koulutettu urheiluhieroja. Syvähieronta auttaa kipeisiin lihaksiin ja rentouttava hieronta kiireisiin viikkoihin.',
      },
      {
        en: 'Massage that eases tension in the neck, shoulders and back.',
        fi: 'Hierontaa, joka avaa niskan, hartioiden ja selän jumit.',
      },
    ],
    also: { en: 'I also offer massage.', fi: 'Tarjoan myös hierontaa.' },
  },
  'running-coaching': {
    intros: [
      {
        en: 'Running coach for everyone from first-time 5K runners to marathoners chasing a new personal best.',
        fi: 'Olen juoksuvalmentaja, ja valmennettavani ovat ensimmäistä vitostaan juoksevista ennätystä jahtaaviin maratoonareihin.',
      },
      {
        en: 'I coach running technique and write training programmes that keep you running injury-free.',
        fi: 'Valmennan juoksutekniikkaa ja laadin harjoitusohjelmia, joiden avulla juoksu sujuu ilman vammoja.',
      },
    ],
    also: { en: 'I also coach runners.', fi: 'Valmennan myös juoksijoita.' },
  },
  'strength-training': {
    intros: [
      {
        en: 'Strength coach: I teach squats, deadlifts and presses safely, one step at a time.',
        fi: 'Olen voimavalmentaja. Opetan kyykyt, maastavedot ja punnerrukset turvallisesti askel kerrallaan.',
      },
      {
        en: 'Getting stronger is for everyone, at any age, and I will show you how to start.',
        fi: 'Voimaharjoittelu sopii kaikille iästä riippumatta, ja näytän, miten pääset alkuun.',
      },
    ],
    also: {
      en: 'Strength training is part of every plan I make.',
      fi: 'Voimaharjoittelu kuuluu jokaiseen laatimaani ohjelmaan.',
    },
  },
  mindfulness: {
    intros: [
      {
        en: 'I guide mindfulness and meditation for people who want to handle stress and sleep better.',
        fi: 'Ohjaan mindfulnessia ja meditaatiota niille, jotka haluavat hallita stressiä ja nukkua paremmin.',
      },
      {
        en: 'Short, practical exercises for a calmer mind that you can use at work and at home.',
        fi: 'Lyhyitä ja käytännöllisiä harjoituksia rauhallisempaan mieleen, töissä ja kotona.',
      },
    ],
    also: {
      en: 'I also guide mindfulness and meditation.',
      fi: 'Ohjaan myös mindfulnessia ja meditaatiota.',
    },
  },
  'group-fitness': {
    intros: [
      {
        en: 'Group fitness instructor: energetic classes where everyone works at their own level.',
        fi: 'Olen ryhmäliikuntaohjaaja. Tunneillani on energiaa, ja jokainen treenaa omalla tasollaan.',
      },
      {
        en: 'Training together is more fun, and small groups keep the coaching personal.',
        fi: 'Yhdessä treenaaminen on hauskempaa, ja pienessä ryhmässä ohjaus pysyy henkilökohtaisena.',
      },
    ],
    also: { en: 'I also lead group classes.', fi: 'Vedän myös ryhmäliikuntatunteja.' },
  },
  'weight-management': {
    intros: [
      {
        en: 'I support lasting weight management through exercise, food and everyday habits.',
        fi: 'Tuen pysyvää painonhallintaa liikunnan, ruokavalion ja arjen tapojen avulla.',
      },
      {
        en: 'No quick fixes: small changes that still hold months later.',
        fi: 'Ei pikaratkaisuja, vaan pieniä muutoksia, jotka kantavat vielä kuukausienkin päästä.',
      },
    ],
    also: {
      en: 'I also help clients with weight management.',
      fi: 'Autan myös painonhallinnassa.',
    },
  },
  mobility: {
    intros: [
      {
        en: 'Mobility coach helping desk workers and athletes alike to move more freely.',
        fi: 'Olen liikkuvuusvalmentaja ja autan niin toimistotyöläisiä kuin urheilijoitakin liikkumaan vapaammin.',
      },
      {
        en: 'Regular stretching and mobility work ease stiffness and help prevent injuries.',
        fi: 'Säännöllinen venyttely ja liikkuvuusharjoittelu vähentävät jäykkyyttä ja ehkäisevät vammoja.',
      },
    ],
    also: {
      en: 'Mobility and stretching are part of every session.',
      fi: 'Liikkuvuus ja venyttely kuuluvat jokaiseen tuntiini.',
    },
  },
};

/** Where and how long; `{city}`, `{cityIn}` (Finnish "in the city") and `{years}` are filled in. */
const PLACE_LINES: readonly Bilingual[] = [
  {
    en: 'Based in {city}, with {years} years of experience.',
    fi: 'Toimin {cityIn}, ja kokemusta minulla on {years} vuotta.',
  },
  {
    en: 'I have worked in {city} for {years} years.',
    fi: 'Olen työskennellyt {cityIn} {years} vuotta.',
  },
  {
    en: '{years} years in the field; sessions take place in {city}.',
    fi: 'Alalla olen ollut {years} vuotta, ja tapaamiset ovat {cityIn}.',
  },
];

const CLOSING_LINES: readonly Bilingual[] = [
  { en: 'Beginners are warmly welcome.', fi: 'Aloittelijat ovat lämpimästi tervetulleita.' },
  {
    en: 'Book a first session and we will set your goals together.',
    fi: 'Varaa ensimmäinen tapaaminen, niin asetamme tavoitteet yhdessä.',
  },
  { en: 'Every plan is made to fit you.', fi: 'Jokainen suunnitelma tehdään juuri sinulle.' },
  {
    en: "Let's find a way of moving that you enjoy.",
    fi: 'Etsitään yhdessä tapa liikkua, josta nautit.',
  },
];

const LANGUAGE_NAMES: Record<string, Bilingual> = {
  fi: { en: 'Finnish', fi: 'suomeksi' },
  en: { en: 'English', fi: 'englanniksi' },
  sv: { en: 'Swedish', fi: 'ruotsiksi' },
};

/** Longest short description; the landing page cards have room for about this much. */
const DEMO_BIO_MAX_LENGTH = 300;

export interface BioInput {
  /** Main speciality first. */
  specialities: readonly SpecialitySlug[];
  city: City;
  years: number;
  /** ISO 639-1 codes the professional works in. */
  languages: readonly string[];
}

export interface Bio {
  description: Bilingual;
  longDescription: Bilingual;
}

function joinList(items: readonly string[], and: string): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function languagesLine(languages: readonly string[]): Bilingual {
  const names = languages.flatMap((code) => LANGUAGE_NAMES[code] ?? []);
  return {
    en: `Sessions in ${joinList(
      names.map((name) => name.en),
      'and',
    )}.`,
    fi: `Palvelen ${joinList(
      names.map((name) => name.fi),
      'ja',
    )}.`,
  };
}

function join(lines: readonly Bilingual[]): Bilingual {
  return {
    en: lines.map((line) => line.en).join(' '),
    fi: lines.map((line) => line.fi).join(' '),
  };
}

function fits(lines: readonly Bilingual[]): boolean {
  const text = join(lines);
  return Math.max(text.en.length, text.fi.length) <= DEMO_BIO_MAX_LENGTH;
}

/** A short bio (100–300 characters) and a longer one, both in English and Finnish. */
export function writeBio(random: Random, input: BioInput): Bio {
  const [main, second, ...rest] = input.specialities;
  if (!main) throw new Error('a professional needs a speciality');
  const mainLines = SPECIALITY_LINES[main];
  const fill = (line: Bilingual): Bilingual => {
    const values: Record<string, Bilingual> = {
      city: { en: input.city.name, fi: input.city.name },
      cityIn: { en: input.city.name, fi: input.city.nameIn },
      years: { en: String(input.years), fi: String(input.years) },
    };
    const replace = (text: string, lang: keyof Bilingual) =>
      text.replace(/\{(\w+)\}/g, (_, key: string) => values[key]?.[lang] ?? '');
    return { en: replace(line.en, 'en'), fi: replace(line.fi, 'fi') };
  };

  const [intro, otherIntro] = random.chance(0.5)
    ? mainLines.intros
    : [mainLines.intros[1], mainLines.intros[0]];
  const place = fill(random.pick(PLACE_LINES));
  const [closing, otherClosing] = random.sample(CLOSING_LINES, 2) as [Bilingual, Bilingual];

  const short = [intro, place, closing];
  const secondLine = second ? SPECIALITY_LINES[second].also : undefined;
  if (secondLine && fits([intro, secondLine, place, closing])) short.splice(1, 0, secondLine);

  const others = [second, ...rest].flatMap((slug) => (slug ? [SPECIALITY_LINES[slug].also] : []));
  return {
    description: join(short),
    longDescription: join([
      intro,
      otherIntro,
      ...others,
      place,
      languagesLine(input.languages),
      closing,
      otherClosing,
    ]),
  };
}
