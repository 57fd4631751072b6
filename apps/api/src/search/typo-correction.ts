import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import type { TextAnalyser } from './language/analyser';
import { isStopword, wordTsQuery } from './language/query-text';
import {
  type IndexedPlanSource,
  type SearchDeps,
  searchProfessionals,
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
 * (or found) a replacement. Place names and stopwords stay as typed. One round trip.
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
    if (word.length < MIN_WORD_LENGTH || isStopword(word) || analysis.placeNames.length > 0) {
      continue;
    }
    checked.push(index);
    // CASE runs the vocabulary look-up only for a word that matches no document.
    checks.push(sql`case when ${inSomeDocument(wordTsQuery(analyser, analysis))}
      then null else (
        select v.lexeme from search_vocabulary v
        where v.lexeme % ${word} and v.lexeme <> ${word}
          and similarity(v.lexeme, ${word}) >= ${MIN_SIMILARITY}
        order by v.lexeme <-> ${word}, v.lexeme limit 1) end`);
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
  const corrections = row?.corrections ?? [];
  if (!corrections.some(Boolean)) return null;
  const corrected = [...words];
  for (const [position, index] of checked.entries()) {
    const replacement = corrections[position];
    if (replacement) corrected[index] = replacement;
  }
  return corrected.join(' ');
}

/**
 * The marketplace search, tried again with corrected words when it found nobody; the answer's
 * `meta.text` then shows the words searched for ("showing results for").
 */
export async function searchWithTypoCorrection(
  deps: SearchDeps,
  query: TProfessionalSearchQuery,
  lang: Language,
): Promise<TProfessionalSearchResponse> {
  const answer = await searchProfessionals(deps, query, lang);
  if (answer.meta.pagination.total > 0 || !query.search) return answer;
  const search = await correctedText(deps, deps.analyser, query.search);
  if (!search) return answer;
  // A correction that finds nobody either is no better than the words as typed.
  const corrected = await searchProfessionals(deps, { ...query, search }, lang);
  return corrected.meta.pagination.total > 0 ? corrected : answer;
}
