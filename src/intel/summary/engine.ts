/**
 * Extractive summary: one or two sentences taken verbatim from the page (so nothing is invented and the
 * language is the page's own), chosen for saying what the site is and offers: the meta description when it
 * reads as a sentence, else the early body sentences sharing most words with the title and headings.
 * Boilerplate (cookies, sign-in, JavaScript notices) is skipped. At most 300 characters.
 */
import type { PageSignals } from '../types.ts'
import { contentTokens, sentences, stem } from '../text/tokenize.ts'
import { UNSPACED_LETTER, unspacedLetters } from '../../text/scripts.ts'

export const SUMMARY_MAX_CHARS = 300

const BOILERPLATE = /\b(cookies?|javascript|sign in|log ?in|sign up|subscribe to our newsletter|all rights reserved|privacy policy|terms of (use|service)|enable|browser|skip to|copyright|©)\b/i

function clip(s: string, max: number): string {
  if (s.length <= max) return s
  const cut = s.slice(0, max - 1)
  const sp = cut.lastIndexOf(' ')
  return `${(sp > max * 0.6 ? cut.slice(0, sp) : cut).replace(/[\s,;:–-]+$/, '')}…`
}

// Scripts written without spaces between words (docs/intel.md, "Method"; Korean has spaces): two of their
// letters count as a word.
const ENDS_UNSPACED = new RegExp(`${UNSPACED_LETTER}$`, 'u')
// A menu or breadcrumb line: three or more short items between bullets or bars ("Home · Shop · Cart").
const SEPARATOR = /\s[·•|»›]\s|・/u

function words(s: string): number {
  return s.split(/\s+/).length + unspacedLetters(s) / 2
}

function isMenu(s: string): boolean {
  const items = s.split(SEPARATOR)
  return items.length >= 3 && items.every((i) => words(i.trim()) <= 6)
}

function usable(s: string): boolean {
  return s.length >= 30 && words(s) >= 5 && !BOILERPLATE.test(s) && !/^[\p{P}\p{S}\d\s]+$/u.test(s) && !isMenu(s)
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()

export function summarize(input: PageSignals): string {
  const topic = new Set(contentTokens([input.title, ...(input.headings ?? []).slice(0, 5)].filter(Boolean).join(' ')).map(stem))
  const desc = input.description?.replace(/\s+/g, ' ').trim()
  const candidates: { s: string; score: number }[] = []
  if (desc && usable(desc)) candidates.push({ s: /[.!?。！？]$/.test(desc) ? desc : `${desc}${ENDS_UNSPACED.test(desc) ? '。' : '.'}`, score: 10 })
  // Headlines are in the text too, but they are titles, not sentences: appended to the description they read
  // as one glued line ("…receive double back. Earn guaranteed profits with our AI crypto trading bot").
  const headlines = new Set([input.title, ...(input.headings ?? [])].filter((h): h is string => Boolean(h)).map(fold))
  const body = sentences(input.text.slice(0, 20_000)).slice(0, 40)
  body.forEach((s, i) => {
    if (!usable(s) || s.length > 400 || headlines.has(fold(s))) return
    const toks = contentTokens(s).map(stem)
    const hits = toks.filter((t) => topic.has(t)).length
    candidates.push({ s, score: hits / Math.sqrt(toks.length + 1) + 1 / (1 + i * 0.3) })
  })
  if (!candidates.length) {
    const fallback = desc || input.title || input.text.replace(/\s+/g, ' ').trim()
    return fallback ? clip(fallback, SUMMARY_MAX_CHARS) : ''
  }
  candidates.sort((a, b) => b.score - a.score)
  const first = candidates[0]!.s
  const second = candidates.slice(1).find((c) => c.s !== first && !first.includes(c.s) && first.length + c.s.length + 1 <= SUMMARY_MAX_CHARS)
  // After a CJK full stop the next sentence follows with no space, as those scripts are written.
  const joined = second ? `${first}${/[。！？]$/.test(first) ? '' : ' '}${second.s}` : first
  return clip(second && first.length < 140 ? joined : first, SUMMARY_MAX_CHARS)
}
