/**
 * The console's searches by part of a name (docs/operator-console.md): an ILIKE pattern for
 * "contains this text" with the text's own `%`, `_` and `\` taken literally, the same test over
 * every language of a stored `{ "zh-CN", "zh-TW", "en-US" }` text, and a search that is an id.
 */
import { LOCALES, MAX_INT4 } from '@culture/protocol';
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `texts` (a jsonb expression of one text per language) contains `text` in any language. */
export function anyLanguageContains(texts: SQLWrapper, text: string): SQL {
  const pattern = containsPattern(text);
  return or(...LOCALES.map((locale) => sql`${texts}->>${sql.raw(`'${locale}'`)} ilike ${pattern}`))!;
}

/** The search read as an int4 id (digits, no leading zero, at most 2^31 − 1), or null when it is none. */
export function searchedId(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_INT4 ? Number(text) : null;
}
