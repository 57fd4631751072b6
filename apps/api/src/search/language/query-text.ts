import { type SQL, sql } from 'drizzle-orm';
import { type TextAnalyser, type WordAnalysis, wordsOf } from './analyser';

/**
 * A search text as PostgreSQL full-text queries: every word must match (AND), each through any
 * of its forms (OR): the word itself, its Finnish base forms, its compound parts all together,
 * its English stem (`plainto_tsquery('english')`) and, without Voikko, its Snowball `finnish`
 * stem. The search documents hold the same lexemes (search-document.ts).
 */

/**
 * Words that mark the place after them ("near Kallio", "lähellä Tapiolaa"): dropped from queries,
 * and the word after one may be a district even as written (place-in-text.ts), where alone
 * "kallio" is a rock.
 */
const PLACE_MARKERS = new Set([
  'near',
  'nearby',
  'close',
  'around',
  'in',
  'at',
  'lähellä',
  'lähelle',
  'läheltä',
  'lähistöllä',
  'lähettyvillä',
  'liepeillä',
  'alueella',
]);

/** Words that carry no meaning for search in either language; dropped from queries only. */
const STOPWORDS = new Set([
  ...PLACE_MARKERS,
  // English
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'of',
  'to',
  'with',
  'on',
  'by',
  'from',
  'my',
  'me',
  // "I need a trainer".
  'i',
  // Finnish
  'ja',
  'tai',
  'sekä',
  'kanssa',
  'myös',
  'minä',
  'minua',
  'minun',
  'minut',
  'mua',
  'mun',
  'mulle',
  'minulle',
  'meille',
  // "hieroja lähelläni" (near me): the visitor's own position is the page's "use my location".
  'lähelläni',
  'lähelleni',
]);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Analysed words of a query text, stopwords left out unless nothing else is left. */
export function queryWords(analyser: TextAnalyser, text: string): WordAnalysis[] {
  // As written for the analyser (Voikko reads case), lower-cased for the word lists.
  const written = wordsOf(text);
  const typed = written.map((word) => word.toLowerCase());
  /** Whether a place marker comes before the word, with only stopwords between ("close to"). */
  const placeMarked = (index: number) => {
    for (let before = index - 1; before >= 0 && isStopword(typed[before] ?? ''); before -= 1) {
      if (PLACE_MARKERS.has(typed[before] ?? '')) return true;
    }
    return false;
  };
  const raw = written.map((word, index) => ({ word, placeMarked: placeMarked(index) }));
  const meaningful = raw.filter((_, index) => !isStopword(typed[index] ?? ''));
  return (meaningful.length > 0 ? meaningful : raw).slice(0, 12).map(({ word, placeMarked }) => {
    const analysed = analyser.analyseWord(word);
    return placeMarked ? { ...analysed, placeMarked } : analysed;
  });
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '').replace(/'/g, "''")}'`;
}

function either(alternatives: readonly string[]): string {
  const quoted = [...new Set(alternatives)].filter(Boolean).map(quote);
  return quoted.length === 1 ? (quoted[0] ?? '') : `(${quoted.join(' | ')})`;
}

/** One word's alternatives in to_tsquery('simple') syntax. */
export function wordQueryText(word: WordAnalysis): string {
  const alternatives = [either(word.forms)];
  for (const compound of word.compounds) {
    alternatives.push(`(${compound.map((part) => either(part)).join(' & ')})`);
  }
  return alternatives.join(' | ');
}

/** One word as a tsquery. */
export function wordTsQuery(analyser: TextAnalyser, word: WordAnalysis): SQL {
  const parts = [
    sql`to_tsquery('simple', ${wordQueryText(word)})`,
    sql`plainto_tsquery('english', ${word.word})`,
  ];
  if (analyser.finnish === 'snowball') parts.push(sql`plainto_tsquery('finnish', ${word.word})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** Every word (AND): what a professional must match. */
export function allWordsTsQuery(analyser: TextAnalyser, words: readonly WordAnalysis[]): SQL {
  return sql.join(
    words.map((word) => wordTsQuery(analyser, word)),
    sql` && `,
  );
}

/** Any word (OR): which fields of a found professional matched. */
export function anyWordTsQuery(analyser: TextAnalyser, words: readonly WordAnalysis[]): SQL {
  return sql.join(
    words.map((word) => wordTsQuery(analyser, word)),
    sql` || `,
  );
}

/**
 * Any word or any part of a compound (OR): what ranks a candidate's head fields (names,
 * specialities, services). Every candidate holds the whole text somewhere; how much of it its
 * head holds decides: a yoga teacher whose description says "opettaja" ranks above someone whose
 * description alone says "joogan opettaja", a pilates instructor above a description saying
 * "pilatesohjaaja" (ranked by every word, or a compound's every part, both scored nothing).
 */
export function rankingTsQuery(analyser: TextAnalyser, words: readonly WordAnalysis[]): SQL {
  return sql.join(
    words.map((word) => {
      const alternatives = [
        either(word.forms),
        ...word.compounds.flatMap((compound) => compound.map((part) => either(part))),
      ];
      const parts = [
        sql`to_tsquery('simple', ${alternatives.join(' | ')})`,
        sql`plainto_tsquery('english', ${word.word})`,
      ];
      if (analyser.finnish === 'snowball')
        parts.push(sql`plainto_tsquery('finnish', ${word.word})`);
      return sql`(${sql.join(parts, sql` || `)})`;
    }),
    sql` || `,
  );
}
