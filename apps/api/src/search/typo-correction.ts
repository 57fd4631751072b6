import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import type { TextAnalyser } from './language/analyser';
import { tradeLexemes } from './language/catalogue-terms';
import { isStopword, wordTsQuery } from './language/query-text';
import {
  type IndexedPlanSource,
  type SearchDeps,
  searchProfessionals,
  searchTellingHow,
  withIndexedPlan,
} from './professional-search';

/**
 * Typos in words other than names ("fysioterapetti", "jooka", "personal trainr"): when a search
 * finds nobody, each word of its text that matches no document is replaced by the most similar
 * lexeme of the documents (`search_vocabulary`, trigram index) and the search runs once more.
 * Searches that find someone never pay for it; names have their own trigram match.
 */

/** Shorter words have too few trigrams to be corrected safely ("joga" is not "jooga"). */
const MIN_WORD_LENGTH = 4;
/** pg_trgm similarity a replacement needs (0 to 1): "jooka" and "jooga" are 0.33 apart. */
const MIN_SIMILARITY = 0.3;
/** Lexemes a word's correction chooses from: this many nearest, and the trades a typo away. */
const CANDIDATES = 5;

/** Keeps the vocabulary in step with these users' fresh documents (search-document.ts). */
export async function addToVocabulary(tx: Database, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  // ts_stat takes the documents' query as text; the ids are integers, so the text is safe.
  const documents = `select document from search_documents where user_id in (${userIds.map(Number).join(',')})`;
  await tx.execute(sql`
    insert into search_vocabulary (lexeme)
    select word from ts_stat(${documents})
    where length(word) >= ${MIN_WORD_LENGTH} and word !~ '[0-9]'
    on conflict do nothing`);
}

/**
 * Whether any document may match a word's query. Its lexemes are looked up in the vocabulary
 * (a b-tree read each): asking the documents' GIN index builds the bitmap of every match first,
 * 7 ms for a word half of them hold ("personal"). A lexeme the vocabulary leaves out (short, or
 * with a digit) asks the documents. Parts of a compound each known count as known: the word is
 * then left as typed, as when it matches.
 */
function inSomeDocument(query: SQL): SQL {
  const lexemes = sql`array(select replace(m[1], '''''', '''')
    from regexp_matches((${query})::text, '''((?:[^'']|'''')*)''', 'g') as m)`;
  return sql`(case when (select coalesce(bool_and(length(lexeme) >= ${MIN_WORD_LENGTH}
        and lexeme !~ '[0-9]'), false) from unnest(${lexemes}) as lexeme)
      then exists (select 1 from search_vocabulary v where v.lexeme = any(${lexemes}))
      else exists (select 1 from search_documents d where d.document @@ ${query}) end)`;
}

/**
 * The text with its unknown words replaced by their nearest lexeme, or null when no word needed
 * (or found) a replacement. Place names, stopwords and words Voikko knows stay as typed. One
 * round trip.
 */
export async function correctedText(
  source: IndexedPlanSource,
  analyser: TextAnalyser,
  text: string,
): Promise<string | null> {
  const words = analyser.words(text);
  const checks: SQL[] = [];
  const checked: number[] = [];
  for (const [index, word] of words.entries()) {
    const analysis = analyser.analyseWord(word);
    // A Finnish word Voikko knows is spelt right: "naisille" (for women) became "niille" (for
    // them), a word some description holds, and "halpa" (cheap) a name.
    if (
      word.length < MIN_WORD_LENGTH ||
      isStopword(word) ||
      analysis.known ||
      analysis.placeNames.length > 0
    ) {
      continue;
    }
    checked.push(index);
    // CASE runs the vocabulary look-up only for a word that matches no document.
    // The nearest lexemes, space-separated (lexemes hold no space).
    checks.push(sql`case when ${inSomeDocument(wordTsQuery(analyser, analysis))}
      then null else array_to_string(array(select v.lexeme from search_vocabulary v
        where v.lexeme % ${word} and v.lexeme <> ${word}
          and similarity(v.lexeme, ${word}) >= ${MIN_SIMILARITY}
        order by v.lexeme <-> ${word}, v.lexeme limit ${CANDIDATES}), ' ') end`);
  }
  if (checks.length === 0) return null;
  // With sequential scans ruled out: for `exists` the planner expects a match within the first
  // few hundred documents of a full scan, and for a word no document has it read (and detoasted)
  // all of them, seconds at 100,000; the GIN index answers in a millisecond.
  const [row] = await withIndexedPlan(source, (tx) =>
    queryRows<{ corrections: (string | null)[] }>(
      tx,
      sql`select array[${sql.join(checks, sql`, `)}]::text[] as corrections`,
    ),
  );
  const corrected = [...words];
  let changed = false;
  for (const [position, index] of checked.entries()) {
    const corrections = row?.corrections[position];
    if (corrections === null || corrections === undefined) continue;
    const word = words[index] ?? '';
    const replacement = closest(word, corrections.split(' ').filter(Boolean));
    if (replacement) {
      corrected[index] = replacement;
      changed = true;
    }
  }
  return changed ? corrected.join(' ') : null;
}

/**
 * The candidate fewest edits away, within a typo's reach (an edit per four letters, at least
 * one); on a tie a trade, since people search for trades: "jooka" is one edit from jooga and
 * from "joka" (which), "Joonaz" one from the name Joonas and two from jooga. Trigram similarity
 * alone ranked "joka" first (it shares more of its trigrams), and took "halpa" (cheap), two
 * edits from the name Hall, for a typo of it.
 */
export function closest(word: string, nearest: readonly string[]): string | null {
  const trades = tradeLexemes();
  const typoEdits = Math.max(1, Math.floor(word.length / 4));
  // Trades a typo away (in memory, no statement).
  const nearTrades = [...trades].filter(
    (trade) => trade !== word && editDistance(word, trade) <= typoEdits,
  );
  let best: { lexeme: string; edits: number; trade: boolean } | null = null;
  for (const lexeme of [...nearest, ...nearTrades]) {
    const edits = editDistance(word, lexeme);
    if (edits > typoEdits) continue;
    const trade = trades.has(lexeme);
    if (!best || edits < best.edits || (edits === best.edits && trade && !best.trade)) {
      best = { lexeme, edits, trade };
    }
  }
  return best?.lexeme ?? null;
}

/**
 * Edits between two words: insertions, deletions, substitutions of one letter and swaps of two
 * neighbours (optimal string alignment), since a swap is the commonest slip of the fingers and
 * Levenshtein counted "danile" two edits from Daniel.
 */
function editDistance(a: string, b: string): number {
  const [first, second] = [[...a], [...b]];
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: second.length + 1 }, (_, index) => index);
  for (const [i, letter] of first.entries()) {
    const current = [i + 1];
    for (const [j, other] of second.entries()) {
      let edits = Math.min(
        (previous[j + 1] ?? 0) + 1,
        (current[j] ?? 0) + 1,
        (previous[j] ?? 0) + (letter === other ? 0 : 1),
      );
      if (i > 0 && j > 0 && letter === second[j - 1] && first[i - 1] === other) {
        edits = Math.min(edits, (beforePrevious[j - 1] ?? 0) + 1);
      }
      current.push(edits);
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[second.length] ?? 0;
}

/** The shortest ending of an unknown word taken for a trade ("sali", gym). */
const MIN_TRADE_ENDING = 4;

/**
 * `words` with each compound replaced by its trade: its last part that is a trade word
 * ("raskausjooga" → jooga, "kotihierontaa" → hieronta, "joogakurssi" → jooga: Finnish compounds
 * name their kind last, and a course or a teacher of yoga is still yoga). A compound nobody
 * offers by that word still asks for the trade. Null when no word is such a compound.
 */
function compoundTrades(analyser: TextAnalyser, words: readonly string[]): string | null {
  const trades = tradeLexemes();
  const isTrade = (form: string) => trades.has(form);
  /** A compound's last part that is a trade, as its first form that is one. */
  const tradeOf = (parts: readonly string[][]) =>
    parts.findLast((alternatives) => alternatives.some(isTrade))?.find(isTrade);
  /**
   * The trade an unknown word ends in ("faskiahierontaa" → hieronta): Voikko splits only the
   * compounds of words it knows, and "faskia" is not one. The longest such ending.
   */
  const endingTrade = (word: string) => {
    for (let start = 2; start <= word.length - MIN_TRADE_ENDING; start += 1) {
      const trade = analyser.analyseWord(word.slice(start)).forms.find(isTrade);
      if (trade) return trade;
    }
    return undefined;
  };
  let changed = false;
  const replaced = words.map((word) => {
    const analysis = analyser.analyseWord(word);
    const trade =
      analysis.compounds.map(tradeOf).find(Boolean) ??
      (analysis.known || isTrade(word) ? undefined : endingTrade(word));
    if (!trade) return word;
    changed = true;
    return trade;
  });
  return changed ? replaced.join(' ') : null;
}

/** Words of a text each as a check whether any document holds it (one round trip). */
async function heldWords(
  source: IndexedPlanSource,
  analyser: TextAnalyser,
  words: readonly string[],
): Promise<boolean[]> {
  const checks = words.map((word) =>
    inSomeDocument(wordTsQuery(analyser, analyser.analyseWord(word))),
  );
  const [row] = await withIndexedPlan(source, (tx) =>
    queryRows<{ held: boolean[] }>(
      tx,
      sql`select array[${sql.join(checks, sql`, `)}]::boolean[] as held`,
    ),
  );
  return row?.held ?? words.map(() => true);
}

/** At most this many words are each tried left out (one search each, only when none found). */
const MAX_WORDS_TRIED = 4;

/**
 * The search without the words that kept it from finding anyone ("yoga teacher": nobody says
 * "teacher"; "ohjaaja jooga Kalliossa": the instructors there do not teach yoga), or null. Words
 * no document holds go first, all at once; when every word is held somewhere but not together,
 * each word is left out in turn and the answer finding the most wins (on a tie, the later word
 * goes). At least one word stays: a place alone would list everyone there.
 */
async function searchWithoutWords(
  deps: SearchDeps,
  query: TProfessionalSearchQuery,
  lang: Language,
  searched: readonly string[],
): Promise<TProfessionalSearchResponse | null> {
  if (!query.search || searched.length < 2) return null;
  const typed = deps.analyser.words(query.search);
  const without = async (dropped: readonly string[]) => {
    const search = typed.filter((word) => !dropped.includes(word)).join(' ');
    const answer = await searchProfessionals(deps, { ...query, search }, lang);
    return { ...answer, meta: { ...answer.meta, dropped_words: [...dropped] } };
  };
  const held = await heldWords(deps, deps.analyser, searched);
  const unheld = searched.filter((_, index) => !held[index]);
  if (unheld.length > 0 && unheld.length < searched.length) {
    const answer = await without(unheld);
    if (answer.meta.pagination.total > 0) return answer;
  }
  let best: TProfessionalSearchResponse | null = null;
  for (const word of searched.slice(0, MAX_WORDS_TRIED)) {
    const answer = await without([word]);
    if (answer.meta.pagination.total >= (best?.meta.pagination.total ?? 1)) best = answer;
  }
  return best;
}

/** Whether the search narrows by more than its text and place. */
function hasFilters(query: TProfessionalSearchQuery): boolean {
  return (
    query.available ||
    query.service !== null ||
    query.speciality !== null ||
    query.price_min !== null ||
    query.price_max !== null ||
    query.rating_min !== null ||
    query.language !== null
  );
}

/**
 * The marketplace search, tried again with corrected words when its words found nobody (and no
 * filter was set); the answer's `meta.text` then shows the words searched for ("showing results
 * for"). When the corrections find nobody either, a compound's trade ("raskausjooga" → jooga),
 * then the names like the text, else the search without the words that held it back
 * (`meta.dropped_words`).
 */
export async function searchWithTypoCorrection(
  deps: SearchDeps,
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<TProfessionalSearchResponse> {
  // A filter that leaves nobody is no typo: the page offers to clear it. Correcting and dropping
  // words then cost up to four more searches that each read every match to find none passing.
  const typed = hasFilters(query) ? null : query.search || null;
  // Nobody holds the words: a typo is likelier than the names alike ("jooka" is yoga, not
  // Joona), so those are looked for only if no correction finds anyone.
  const first = await searchTellingHow(deps, query, lang, { namesAlone: typed === null });
  if (first.byWords || typed === null) return first.answer;
  // A mistyped name is corrected to the name, which documents hold too ("Virtsnen").
  const search = await correctedText(deps, deps.analyser, typed);
  // A correction that finds nobody either is no better than the words as typed; nor is a
  // compound's trade, which goes before names like the text ("kahvakuula" is no Tuula).
  for (const retried of [search, compoundTrades(deps.analyser, deps.analyser.words(typed))]) {
    if (!retried) continue;
    const answer = await searchProfessionals(deps, { ...query, search: retried }, lang);
    if (answer.meta.pagination.total > 0) return answer;
  }
  const answer = first.namesLeftOut ? await searchProfessionals(deps, query, lang) : first.answer;
  if (answer.meta.pagination.total > 0) return answer;
  const searched = answer.meta.text.split(' ').filter(Boolean);
  return (await searchWithoutWords(deps, query, lang, searched)) ?? answer;
}
