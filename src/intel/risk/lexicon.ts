/**
 * Dictionary matching of the merchant-risk trade terms (./terms) in any language. Text and terms are folded
 * the same way (Unicode NFKD, combining marks removed, lower case, a few letters without a decomposition
 * mapped: ı→i, ł→l, ø→o, ß→ss), so accents and Arabic diacritics do not matter. Terms in scripts written without
 * spaces between words (Han, kana, Hangul, Thai) and in Arabic and Hebrew script (whose article and clitics
 * attach to the word) are found as substrings; other terms on word boundaries, a trailing `*` letting the last word
 * continue. Nothing here depends on the page's declared language: a French title on a `lang="en"` page, or
 * a Latin brand name in a Chinese title, is read as written.
 */
import { RISK_TERMS, type RiskClassKey } from './terms/index.ts'

interface Term {
  cls: RiskClassKey
  /** Folded form (substring terms are searched with it). */
  text: string
  /** The term as written in ./terms, shown as evidence. */
  label: string
  /** Folded words (word-boundary terms). */
  words: string[]
  /** Per word: it may continue (`*` after it in ./terms: `ставк* на спорт` matches "ставки на спорт"). */
  prefixes: boolean[]
  prefix: boolean
  substring: boolean
  w: number
}

// Letters with no decomposition that writers use interchangeably: Latin ones; Greek final sigma; Hebrew final
// forms (a term that ends in one also matches the word with a suffix, ביטקוין → ביטקוינים); the Persian and Urdu
// forms of Arabic letters (ک ی ۀ), alef maksura and teh marbuta as commonly written (ى → ي, ة → ه); tatweel and
// zero-width (non-)joiners, which Persian writes inside words or not at all (شرط‌بندی = شرطبندی), are dropped.
const EXTRA_FOLD: Record<string, string> = {
  'ı': 'i', 'ł': 'l', 'ø': 'o', 'đ': 'd', 'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ς': 'σ',
  'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ', 'ک': 'ك', 'ی': 'ي', 'ى': 'ي', 'ۀ': 'ه', 'ة': 'ه', 'ـ': '', '\u200c': '', '\u200d': '',
}
export function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[ıłøđßæœςךםןףץکیىۀةـ\u200c\u200d]/g, (c) => EXTRA_FOLD[c]!)
}
const WORD = /[\p{L}\p{N}]+/gu
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}]/u
export const foldedWords = (folded: string): string[] => folded.match(WORD) ?? []

function compile(): { byFirst: Map<string, Term[]>; byPrefix3: Map<string, Term[]>; substrings: Term[] } {
  const byFirst = new Map<string, Term[]>(), byPrefix3 = new Map<string, Term[]>()
  const substrings: Term[] = []
  const seen = new Set<string>()
  const push = (m: Map<string, Term[]>, k: string, t: Term) => { const l = m.get(k); if (l) l.push(t); else m.set(k, [t]) }
  for (const terms of Object.values(RISK_TERMS)) {
    for (const [cls, list] of Object.entries(terms) as [RiskClassKey, string][]) {
      for (let raw of list.split('|')) {
        raw = raw.trim()
        if (!raw) continue
        let w = 1
        if (raw[0] === '~') { w = 0.3; raw = raw.slice(1) } else if (raw[0] === '+') { w = 0.6; raw = raw.slice(1) }
        const prefix = raw.endsWith('*')
        const label = raw.replace(/\*/g, '').normalize('NFC').toLowerCase()
        const body = fold(label)
        const key = `${cls}\u0000${fold(raw)}`
        if (seen.has(key)) continue
        seen.add(key)
        if (SPACELESS.test(body)) { substrings.push({ cls, text: body, label, words: [], prefixes: [], prefix: false, substring: true, w }); continue }
        // Each space-separated part may end in `*`: its last word may then continue.
        const words: string[] = [], prefixes: boolean[] = []
        for (const part of fold(raw).split(/\s+/)) {
          const ws = foldedWords(part)
          ws.forEach((x, i) => { words.push(x); prefixes.push(i === ws.length - 1 && part.endsWith('*')) })
        }
        if (words.length === 0) continue
        const t: Term = { cls, text: words.join(' '), label, words, prefixes, prefix, substring: false, w }
        if (prefixes[0] && words[0]!.length >= 3) push(byPrefix3, words[0]!.slice(0, 3), t)
        else push(byFirst, words[0]!, t)
      }
    }
  }
  return { byFirst, byPrefix3, substrings }
}
const INDEX = compile()

export interface TermHit { cls: RiskClassKey; term: string; w: number; count: number }

/** Every trade term in one piece of text, with how often it occurs. */
export function matchTerms(text: string): { hits: TermHit[]; words: number } {
  const folded = fold(text)
  const words = foldedWords(folded)
  const counts = new Map<Term, number>()
  const add = (t: Term) => counts.set(t, (counts.get(t) ?? 0) + 1)
  const rest = (t: Term, i: number): boolean => {
    for (let j = 1; j < t.words.length; j++) {
      const x = words[i + j]
      if (x === undefined || !(t.prefixes[j] ? x.startsWith(t.words[j]!) : x === t.words[j])) return false
    }
    return true
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    for (const t of INDEX.byFirst.get(w) ?? []) if (rest(t, i)) add(t)
    if (w.length >= 3) for (const t of INDEX.byPrefix3.get(w.slice(0, 3)) ?? []) if (w.startsWith(t.words[0]!) && rest(t, i)) add(t)
  }
  if (SPACELESS.test(folded)) {
    for (const t of INDEX.substrings) {
      for (let at = folded.indexOf(t.text); at >= 0; at = folded.indexOf(t.text, at + t.text.length)) add(t)
    }
  }
  // Scripts without spaces count characters, not "words", towards the text's length.
  let length = words.length
  for (const w of words) if (SPACELESS.test(w)) length += Math.floor(w.length / 3)
  return { hits: [...counts].map(([t, count]) => ({ cls: t.cls, term: t.label, w: t.w, count })), words: length }
}
