/**
 * Words people use for the same thing in this trade, in English and Finnish. A document that
 * says any member of a group is indexed with the words of every member, so a search for one
 * finds the others ("PT" finds "personal trainer", "physio" finds "fysioterapeutti"). Members
 * are written as base forms (what the analyser gives for "valmentajaa", "trainers" ...), one
 * phrase per string.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    'pt',
    'personal trainer',
    'personal training',
    'personal coach',
    'henkilökohtainen valmentaja',
    'henkilökohtainen valmennus',
  ],
  ['trainer', 'coach', 'valmentaja', 'ohjaaja', 'instructor'],
  // "Treeni" is what Finns say for a workout and for training.
  ['training', 'coaching', 'valmennus', 'harjoittelu', 'treeni', 'treenaus', 'workout'],
  [
    'physio',
    'physiotherapist',
    'physiotherapy',
    'physical therapist',
    'fysio',
    'fysioterapeutti',
    'fysioterapia',
    // What Finns call their physiotherapist in speech.
    'fyssari',
  ],
  ['yoga', 'jooga', 'joogata'],
  [
    'massage',
    'masseur',
    'massage therapist',
    'hieronta',
    'hieroja',
    'hieroa',
    // "Muscle care": what Finns call the massage and stretching of someone who trains. (Not
    // sports massage: a service of its own, whose holders must come first for its name.)
    'lihashuolto',
  ],
  ['gym', 'kuntosali', 'sali'],
  [
    'nutrition',
    'diet',
    'dietitian',
    'nutritionist',
    'ravinto',
    'ravitsemus',
    'ravitsemusterapeutti',
  ],
  ['running', 'runner', 'juoksu', 'juoksija', 'juosta'],
  // "Kehonhuolto" (body care) is how gyms sell stretching and mobility classes.
  ['stretching', 'venyttely', 'mobility', 'liikkuvuus', 'kehonhuolto'],
  ['meditation', 'meditaatio', 'mindfulness'],
  [
    'strength',
    'voima',
    'weightlifting',
    'painonnosto',
    'powerlifting',
    'voimanosto',
    'kettlebell',
    'kahvakuula',
  ],
  ['weight loss', 'painonpudotus', 'weight management', 'painonhallinta', 'laihdutus'],
  ['group', 'ryhmä'],
  // Group classes by the names gyms sell them under.
  [
    'group fitness',
    'ryhmäliikunta',
    'bootcamp',
    'crossfit',
    'circuit training',
    'kiertoharjoittelu',
    'hiit',
    'zumba',
    'spinning',
    'indoor cycling',
    'sisäpyöräily',
  ],
  ['online', 'remote', 'etä', 'etävalmennus'],
  ['rehabilitation', 'rehab', 'kuntoutus'],
];

/** The groups as word lists, for matching against a text's analysed words. */
export const SYNONYM_PHRASES: readonly (readonly (readonly string[])[])[] = SYNONYM_GROUPS.map(
  (group) => group.map((phrase) => phrase.split(' ')),
);
