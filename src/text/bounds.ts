/**
 * Bounds on untrusted text before any per-word work (tokenizing, stemming, fuzzy name matching), shared by
 * the intel and media engines so that every entry point applies the same limits (docs/fetch.md "Limits").
 *
 * Suffix-stripping stemmers and edit distances cost more than linear time in the length of a word: the
 * Porter2 stemmer took over a minute on one 100,000-letter "word". No dictionary word comes near
 * MAX_WORD_CHARS (the longest English ones have about 45 letters, long German compounds about 60), so a
 * longer run of letters is not a word and is dropped before such work; the total text looked at is capped
 * too, so the work per call is linear and bounded.
 */

/** Longest token treated as a word; longer letter runs (base64, hashes, padding attacks) are skipped. */
export const MAX_WORD_CHARS = 64

/** Characters of one text handed to a tokenizer; the rest is not looked at. */
export const MAX_TOKENIZED_CHARS = 1_000_000

/** True for a token short enough for per-word work. */
export function wordSized(w: string): boolean {
  return w.length <= MAX_WORD_CHARS
}

/** The text cut to `max` characters (a no-op below it). */
export function boundText(text: string, max = MAX_TOKENIZED_CHARS): string {
  return text.length > max ? text.slice(0, max) : text
}
