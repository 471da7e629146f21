/**
 * Bounds on untrusted text and markup before CPU-heavy work (tokenizing, stemming, fuzzy name matching, HTML
 * and JSON-LD walks), shared by the extract, intel and media engines so that every entry point applies the
 * same limits (docs/fetch.md "Limits").
 *
 * Suffix-stripping stemmers and edit distances cost more than linear time in the length of a word: the
 * Porter2 stemmer took over a minute on one 100,000-letter "word". No dictionary word comes near
 * MAX_WORD_CHARS (the longest English ones have about 45 letters, long German compounds about 60), so a
 * longer run of letters is not a word and is dropped before such work; the total text looked at is capped
 * too, so the work per call is linear and bounded.
 */

import { cpuTurn } from './turns.ts'
import { Parser } from 'htmlparser2'

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

/**
 * Open elements at which every HTML/XML pass stops reading (the extraction scan, the categorizer's signals,
 * the site-entity reader, the news-feed parser). htmlparser2 keeps its open-element stack with Array#unshift,
 * so each open tag costs O(depth): a 400k-deep <div> bomb takes minutes. Real pages stay far below this
 * (Blink caps its DOM tree depth at 512).
 */
export const MAX_ELEMENT_DEPTH = 1024

/**
 * Deepest array/object nesting read. Real JSON-LD stays within about ten levels; a block nested deeper is
 * skipped as unreadable (warning `jsonld_too_deep`): walking or serialising a 20,000-deep value overflows
 * the call stack (JSON.parse does not, so the depth is measured on the text first).
 */
export const MAX_JSONLD_DEPTH = 64

/**
 * True when the JSON text nests arrays/objects deeper than `max`: one linear pass that counts brackets
 * outside strings (RFC 8259 §7: a string ends at an unescaped quote).
 */
export function nestedDeeperThan(text: string, max = MAX_JSONLD_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) { if (++depth > max) return true }
    else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Characters an HTML/XML pass reads before it lets the event loop run (see writeInSlices). */
export const SLICE_CHARS = 64 * 1024

/**
 * Feeds `text` to a streaming parser SLICE_CHARS at a time and yields to the event loop between slices, so a
 * pass over a hostile page (e.g. thousands of unmatched end tags at the nesting limit, each a scan of the
 * open-element stack) never holds the thread for more than one slice. Stops early when `stopped()` says the
 * parser stopped reading (the nesting limit).
 */
export async function writeInSlices(parser: { write(chunk: string): void }, text: string, stopped: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < text.length && !stopped(); i += SLICE_CHARS) {
    parser.write(text.slice(i, i + SLICE_CHARS))
    if (i + SLICE_CHARS < text.length) await cpuTurn()
  }
}

/**
 * The markup cut to `maxChars` and, further, where its elements first nest MAX_ELEMENT_DEPTH deep: what a DOM
 * is built from (a DOM built past that depth costs O(depth) per tag). One linear streaming pass.
 */
export function htmlWithinDepth(html: string, maxChars: number, maxDepth = MAX_ELEMENT_DEPTH): string {
  const text = html.length > maxChars ? html.slice(0, maxChars) : html
  let depth = 0
  let cut = -1
  const parser: Parser = new Parser({
    onopentag() { if (++depth >= maxDepth && cut < 0) { cut = parser.startIndex; parser.pause() } },
    onclosetag() { depth-- },
  }, { decodeEntities: false })
  for (let i = 0; i < text.length && cut < 0; i += SLICE_CHARS) parser.write(text.slice(i, i + SLICE_CHARS))
  return cut < 0 ? text : text.slice(0, cut)
}

/**
 * Every whitespace run holding at least `breaks` line feeds becomes one line feed; other runs stay as they are.
 * The same result as replacing every match of the pattern `\s*\n\s*` (breaks 1) or `\s*\n\s*\n\s*` (breaks 2)
 * with one line feed, in linear time: those patterns start again at every position of a whitespace run that
 * holds too few line feeds and scan it to its end each time, quadratic in its length (a page of 32,000 em
 * spaces, which the space-collapsing patterns before them leave alone, held the event loop for 8.7 s). Here
 * each run is matched once, whole.
 */
export function foldLineBreaks(text: string, breaks: 1 | 2 = 1): string {
  return text.replace(breaks === 1 ? /\s{2,}|\n/g : /\s{2,}/g, (run) => {
    const first = run.indexOf('\n')
    if (first < 0) return run
    return breaks === 1 || run.indexOf('\n', first + 1) >= 0 ? '\n' : run
  })
}
