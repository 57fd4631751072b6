import { normalizeKeyword } from '@fitmarket/core/rules/keywords';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaignKeywords } from '../db/schema';
import type { TextAnalyser, WordAnalysis } from '../search/language/analyser';

/**
 * Keywords match searches through the search's own analysis (search/language): each word of a
 * keyword is stored as every lexeme it can match (its Voikko base forms, and its English and
 * Snowball-Finnish stems from PostgreSQL's dictionaries); a search gives the same lexemes for
 * its words plus their compound parts. A keyword matches when each of its words shares a
 * lexeme with the search: "jooga" matches "joogaa Turussa", "personal trainer" matches
 * "personal trainerit".
 */

/** Words are letters and digits only (the analyser's words), so a comma never occurs in one. */
export function textArray(values: readonly string[]): SQL {
  return sql`string_to_array(${[...new Set(values)].join(',')}, ',')::text[]`;
}

/** The stems PostgreSQL's English and Finnish Snowball dictionaries give the words. */
function stemsSql(words: readonly string[]): SQL {
  return sql`(select coalesce(array_agg(distinct s), '{}') from unnest(${textArray(words)}) w,
    unnest(coalesce(ts_lexize('english_stem', w), '{}') || coalesce(ts_lexize('finnish_stem', w), '{}')) s)`;
}

/** The analysed forms of one keyword word (without compound parts: a keyword is what it says). */
function keywordWordForms(analyser: TextAnalyser, word: string): string[] {
  const analysis = analyser.analyseWord(word);
  return [...new Set([word, ...analysis.forms])];
}

/** Every lexeme a searched word can be found by: forms, compound parts and their spans. */
export function searchWordForms(analysis: WordAnalysis): string[] {
  return [
    ...new Set([
      analysis.word,
      ...analysis.forms,
      ...analysis.spans,
      ...analysis.compounds.flat(2),
    ]),
  ];
}

/** The search's lexemes as an SQL array: the forms and the dictionary stems of its words. */
export function searchTermsSql(words: readonly WordAnalysis[]): SQL {
  const forms = words.flatMap(searchWordForms);
  return sql`(${textArray(forms)} || ${stemsSql(words.map((word) => word.word))})`;
}

/** Writes a campaign's keywords and their lexemes (in the caller's transaction). */
export async function storeKeywords(
  tx: Database,
  analyser: TextAnalyser,
  campaignId: number,
  keywords: readonly string[],
): Promise<void> {
  for (const raw of keywords) {
    const keyword = normalizeKeyword(raw);
    const words = analyser.words(keyword);
    if (words.length === 0) continue;
    const [stored] = await tx
      .insert(campaignKeywords)
      .values({ campaignId, keyword, wordCount: words.length })
      .returning({ id: campaignKeywords.id });
    if (!stored) continue;
    for (const [index, word] of words.entries()) {
      const forms = keywordWordForms(analyser, word);
      await tx.execute(sql`insert into campaign_keyword_terms (keyword_id, word_index, term)
        select ${stored.id}, ${index}, t from unnest(${textArray(forms)} || ${stemsSql([word])}) t
        where t <> '' on conflict do nothing`);
    }
  }
}
