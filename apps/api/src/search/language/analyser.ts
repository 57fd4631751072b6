import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { catalogueTermLexicon } from './catalogue-terms';
import { SYNONYM_GROUPS, SYNONYM_PHRASES } from './synonyms';
import { loadSystemVoikko, type Voikko, type VoikkoAnalysis, type VoikkoLoader } from './voikko';

/**
 * Turns text into the lexemes search stores and looks for, the same way at index and at query
 * time. Each word gives:
 * - its lower-case form and, when it has accents, the form without them (documents only), so
 *   "Jyvaskyla" finds "Jyväskylä" while a query typed with ä still means ä;
 * - with Voikko, its Finnish base forms ("Helsingissä" → helsinki, "Turussa" → turku) and the
 *   parts of a compound with their base forms ("kuntosalivalmentaja" → kunto, sali, valmentaja,
 *   valmentaa; kuntosali as a span of parts).
 * English stemming (and Snowball `finnish` when Voikko is missing) happens in SQL: the search
 * document adds `to_tsvector('english', text)` and the query `plainto_tsquery('english', word)`
 * to these `simple` lexemes (search-document.ts, query.ts).
 */

/** What one word contributes. */
export interface WordAnalysis {
  /** The word as typed, lower-cased. */
  word: string;
  /** Forms any of which matches the word: itself, its base forms, a simple word's root. */
  forms: string[];
  /** For a compound, its parts (each a list of alternatives) that together also match it. */
  compounds: string[][][];
  /** Neighbouring parts of a compound, joined ("kuntosali"): documents are found by them. */
  spans: string[];
  /** Base forms Voikko knows as place names ("Turussa" → Turku), capitalised as Voikko writes them. */
  placeNames: string[];
  /** Whether Voikko reads the word at all (false without Voikko). */
  known: boolean;
  /** A form of a word of the catalogue's names (catalogue-terms.ts): never a place. */
  term: boolean;
  /** In a query, the word follows one that marks a place ("near Kallio"; query-text.ts). */
  placeMarked?: boolean;
}

export interface TextAnalyser {
  /** 'voikko' when Finnish goes through Voikko, 'snowball' when PostgreSQL's stemmer stands in. */
  readonly finnish: 'voikko' | 'snowball';
  /**
   * What documents record as their analyser: `finnish` and a digest of the catalogue's word
   * forms, so a release that changes either rebuilds them at start.
   */
  readonly version: string;
  /** The words of a text, lower-cased, in order. */
  words(text: string): string[];
  analyseWord(word: string): WordAnalysis;
  /** Every lexeme a document holding `text` is found by, synonyms included. */
  documentLexemes(text: string): string[];
}

/**
 * A word, and the case ending Finnish writes after a colon on an abbreviation or a number
 * ("PT:lle", "PT:n", "3:ssa"), which is left out: the word is the abbreviation.
 */
const WORD =
  /([\p{L}\p{N}]+)(?::(?:n|t|a|ä|ta|tä|na|nä|ssa|ssä|sta|stä|lla|llä|lta|ltä|lle|ksi|hen|han|hin|iin|ään|een|ia|iä|ja|jä|ien|ihin|issa|issä|ista|istä|illa|illä|ilta|iltä|ille|ina|inä)(?![\p{L}\p{N}]))?/gu;

/** The words of a text as typed, in order (WORD). */
export function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[1] ?? '');
}

/** Voikko's classes of proper names: not split into parts (Jyväs=kylä is one town). */
const NAME_CLASSES = new Set(['paikannimi', 'sukunimi', 'etunimi', 'nimi']);
const MAX_WORD_LENGTH = 60;

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Reads Voikko's WORDBASES ("+kunto(kunto)+sali(sali)+valmenta(valmentaa)+ja(+ja)") into the
 * compound's parts: a segment starting with "+" whose base is a word starts a part; suffixes
 * ("+ja(+ja)", "+n", "tel(+ellä)") join the part before them. Each part answers its surface
 * form with its suffixes ("valmentaja") and, for a derived word, its root ("valmentaa").
 */
export function compoundParts(wordbases: string): { surface: string; root: string }[] {
  const parts: { surface: string; root: string }[] = [];
  for (const match of wordbases.matchAll(/(\+)?([^+(]+)(?:\(([^)]*)\))?/g)) {
    const [, plus, surface = '', base] = match;
    const startsPart = plus !== undefined && base !== undefined && !base.startsWith('+');
    const last = parts.at(-1);
    if (startsPart || !last) {
      // "fysio=terapeutti": a lexicalised compound whose parts Voikko still shows.
      const pieces = (base ?? surface).split('=');
      if (pieces.length > 1)
        for (const piece of pieces) parts.push({ surface: piece, root: piece });
      else parts.push({ surface, root: base ?? surface });
    } else {
      last.surface += surface;
    }
  }
  return parts
    .map((part) => ({ surface: part.surface.toLowerCase(), root: part.root.toLowerCase() }))
    .filter((part) => part.surface.length > 0);
}

function analyseWithVoikko(word: string, analyses: VoikkoAnalysis[]): WordAnalysis {
  const forms = new Set([word]);
  const compounds: string[][][] = [];
  const spans = new Set<string>();
  const placeNames = new Set<string>();
  // A word that can be a name is read as one: Jyväskylä is not "jyväs + kylä".
  const isName = analyses.some((analysis) => NAME_CLASSES.has(analysis.wordClass ?? ''));
  for (const analysis of analyses) {
    forms.add(analysis.baseform.toLowerCase());
    if (analysis.wordClass === 'paikannimi') placeNames.add(analysis.baseform);
    if (!analysis.wordbases || isName) continue;
    const parts = compoundParts(analysis.wordbases);
    if (parts.length === 1 && parts[0]) {
      forms.add(parts[0].surface);
      forms.add(parts[0].root);
    } else if (parts.length > 1) {
      compounds.push(parts.map((part) => [...new Set([part.surface, part.root])]));
      // Spans of neighbouring parts are words of their own: kunto+sali is "kuntosali".
      for (let start = 0; start < parts.length - 1; start += 1) {
        for (let end = start + 2; end <= parts.length; end += 1) {
          if (start > 0 || end < parts.length) {
            spans.add(
              parts
                .slice(start, end)
                .map((part) => part.surface)
                .join(''),
            );
          }
        }
      }
    }
  }
  return {
    word,
    forms: [...forms],
    compounds,
    spans: [...spans],
    placeNames: [...placeNames],
    known: analyses.length > 0,
    term: false,
  };
}

/**
 * A catalogue word's form also gives its base form and what that base form gives (a compound's
 * parts), whatever Voikko made of it: "pilateksessa" → pilates, "pilatestunnilla" → pilatestunti.
 */
function withTerm(analysis: WordAnalysis, base: WordAnalysis | null): WordAnalysis {
  if (!base) return analysis;
  return {
    ...analysis,
    forms: [...new Set([...analysis.forms, ...base.forms])],
    compounds: [...analysis.compounds, ...base.compounds],
    spans: [...new Set([...analysis.spans, ...base.spans])],
    placeNames: [],
    term: true,
  };
}

export interface AnalyserOptions {
  /** How to reach Voikko; tests pass one that throws to run without it. */
  loadVoikko?: VoikkoLoader;
  /** Told once when Voikko cannot be loaded. */
  onVoikkoMissing?: (error: unknown) => void;
  cacheSize?: number;
  /** Word form → base form of the catalogue's names (catalogue-terms.ts); tests pass their own. */
  terms?: ReadonlyMap<string, string>;
}

export function createTextAnalyser(options: AnalyserOptions = {}): TextAnalyser {
  let voikko: Voikko | null = null;
  try {
    voikko = (options.loadVoikko ?? loadSystemVoikko)();
  } catch (error) {
    options.onVoikkoMissing?.(error);
  }
  const cache = new LRUCache<string, WordAnalysis>({ max: options.cacheSize ?? 20_000 });
  const terms = options.terms ?? catalogueTermLexicon();

  function analyseAlone(raw: string): WordAnalysis {
    const word = raw.toLowerCase().slice(0, MAX_WORD_LENGTH);
    // Voikko reads case: "Turku" is the town only, "turku" both the town and the noun.
    return voikko
      ? analyseWithVoikko(word, voikko.analyse(raw.slice(0, MAX_WORD_LENGTH)))
      : {
          word,
          forms: [word],
          compounds: [],
          spans: [],
          placeNames: [],
          known: false,
          term: false,
        };
  }

  function analyseWord(raw: string): WordAnalysis {
    const cached = cache.get(raw);
    if (cached) return cached;
    const alone = analyseAlone(raw);
    const base = terms.get(alone.word);
    const analysis = base === undefined ? alone : withTerm(alone, analyseAlone(base));
    cache.set(raw, analysis);
    return analysis;
  }

  function words(text: string): string[] {
    return wordsOf(text).map((word) => word.toLowerCase());
  }

  function documentLexemes(text: string): string[] {
    const rawWords = wordsOf(text);
    const analysed = rawWords.map(analyseWord);
    const lexemes = new Set<string>();
    for (const word of analysed) {
      for (const form of word.forms) lexemes.add(form);
      for (const span of word.spans) lexemes.add(span);
      for (const compound of word.compounds) {
        for (const part of compound) for (const alt of part) lexemes.add(alt);
      }
    }
    for (const phrase of synonymPhrasesIn(analysed))
      for (const lexeme of phrase) lexemes.add(lexeme);
    for (const lexeme of [...lexemes]) lexemes.add(foldAccents(lexeme));
    return [...lexemes];
  }

  const finnish = voikko ? 'voikko' : 'snowball';
  // The documents hold the synonyms' words too: a change of either rebuilds them (migrate).
  const digest = createHash('sha256')
    .update([...terms].sort().join('\n'))
    .update(JSON.stringify(SYNONYM_GROUPS))
    .digest('hex')
    .slice(0, 8);
  return { finnish, version: `${finnish}+terms-${digest}`, words, analyseWord, documentLexemes };
}

/** The words of every synonym whose group has a member in the text. */
function synonymPhrasesIn(words: WordAnalysis[]): string[][] {
  const matchable = words.map((word) => {
    const forms = new Set(word.forms);
    // A plain English plural ("trainers") still names the thing.
    if (word.word.length > 3 && word.word.endsWith('s')) forms.add(word.word.slice(0, -1));
    return forms;
  });
  const found: string[][] = [];
  for (const group of SYNONYM_PHRASES) {
    const present = group.some((phrase) =>
      matchable.some((_, start) =>
        phrase.every((phraseWord, offset) => matchable[start + offset]?.has(phraseWord)),
      ),
    );
    if (present) for (const phrase of group) found.push([...phrase]);
  }
  return found;
}

let shared: { analyser: TextAnalyser; voikkoError: unknown } | undefined;

/**
 * The process's analyser, made on first use: documents and queries must be analysed alike.
 * `voikkoError` says why Voikko could not be used (null when it is), for the start-up log.
 */
export function sharedAnalyser(): { analyser: TextAnalyser; voikkoError: unknown } {
  if (!shared) {
    let voikkoError: unknown = null;
    const analyser = createTextAnalyser({
      onVoikkoMissing: (error) => {
        voikkoError = error;
      },
    });
    shared = { analyser, voikkoError };
  }
  return shared;
}
