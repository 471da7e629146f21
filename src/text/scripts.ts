/** Letter counts by script, for rules that judge words and languages across writing systems. */

/**
 * A letter of a script written without spaces between words (Han, kana, Thai, Lao, Khmer, Myanmar; Korean is
 * written with spaces): a regular-expression class, to be combined into other patterns.
 */
export const UNSPACED_LETTER = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}]'
const UNSPACED_ALL = new RegExp(UNSPACED_LETTER, 'gu')

/** How many letters of `s` belong to scripts written without spaces. */
export function unspacedLetters(s: string): number {
  return s.match(UNSPACED_ALL)?.length ?? 0
}

/** How many letters `s` has, and how many of them are Latin. */
export function latinLetters(s: string): { letters: number; latin: number } {
  return { letters: s.match(/\p{L}/gu)?.length ?? 0, latin: s.match(/\p{Script=Latin}/gu)?.length ?? 0 }
}
