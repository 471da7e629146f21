/**
 * Trade-term score of each risk class for one page, from where its terms occur. A term in the title,
 * description, keywords or headings states what the page is; in the body it counts only when the class's
 * strong terms are a large share of the words, so a long page that mentions a class in passing stays low while a
 * short text that names the class ("online casino", "vape shop") is read as the class itself. Weak terms
 * (bet, odds, date…) add at most 0.35 — they alone never flag a page. The host name counts only as a booster
 * (a brand like "888casino" never flags a page on its own). score = 1 − e^(−1.8·S); one strong term in the
 * title gives 0.83.
 */
import type { PageSignals } from '../types.ts'
import { fold, matchTerms, otherWord, type TermHit } from './lexicon.ts'
import type { RiskClassKey } from './terms/index.ts'
import { RISK_TERMS } from './terms/index.ts'
import { hostWords, segment, type WordRank } from '../text/host-words.ts'
import { contentTokens } from '../text/tokenize.ts'
import { otherTradeHead, portalHead } from './heads.ts'

export interface TermScore { score: number; evidence: string[] }

const FIELDS: [keyof PageSignals, number][] = [['title', 1], ['description', 0.9], ['keywords', 0.7], ['headings', 0.7]]
const BODY_MAX = 0.9
const BODY_SHARE_MIN = 0.05
const BODY_SHARE_FULL = 0.1
const LONG_BODY = 150
const RARE_SHARE = 0.015
const HEAD_DAMP = 0.35
const HOST_FACTOR = 0.35
const HOST_BRAND_ONLY = 0.7
const BRAND_ONLY_WORDS = 8
const WEAK_CAP = 0.35
const LINK_TERMS_MIN = 3
const LINK_FACTOR = 0.35
const K = 1.8
const MAX_BODY_CHARS = 60_000
/** Weight of "bet" as the first or last part of a brand built from words (a medium term). */
const BET_BRAND_W = 0.6
/** Weight left to a class term the title uses as a name beside another trade's head noun (a weak term's). */
const NAME_W = 0.3
/** A short body (under LONG_BODY words) that names a class by two or more distinct strong terms (full weight, not the
 * medium ones: "meet new people" is also a social network's) speaks for it with at least this share of its weight per
 * distinct term beyond the first (two terms 0.4, three 0.8). */
const DISTINCT_G = 0.4
/** How much of the description (its opening, where a homepage says what the business is) is read for a head noun. */
const DESC_HEAD_CHARS = 80

// Single-word Latin trade terms (folded, a trailing `*` dropped): words the host-name segmentation reads even
// when the English vocabulary does not know them ("apotheke", "vape", "ejuice").
const HOST_EXTRA = new Set<string>()
for (const terms of Object.values(RISK_TERMS)) {
  for (const list of Object.values(terms)) {
    for (const raw of list.split('|')) {
      const t = fold(raw.trim().replace(/^[~+]/, '').replace(/\*$/, ''))
      if (/^[a-z]{3,}$/.test(t)) HOST_EXTRA.add(t)
    }
  }
}

/** A brand written as one word is read only from this many letters on; each of its parts needs PART_MIN letters. */
const BRAND_MIN = 6
const PART_MIN = 3
/** The other parts of a brand must be common words: among the vocabulary's COMMON_RANK most frequent. */
const COMMON_RANK = 20_000
const TOKEN = /[\p{L}\p{N}]+/gu

/**
 * Brand names built from words ("PokerKing", "GunBroker", "cryptohub"), in a title, description, keywords or
 * headings: a Latin token the vocabulary does not know (or written in camel case) is split into words the way a
 * host name is (../text/host-words.ts), and the parts are matched like any text. A token the vocabulary knows
 * ("Essex", "therapist", "cocktail", "Alphabet") is a word, not a brand, and is not split. When every part is a
 * trade term or a common word (COMMON_RANK) of at least PART_MIN letters (or digits) the brand is read like a brand-only host name (HOST_BRAND_ONLY);
 * when only its first or last part is a trade term and the rest is no word ("Sexbierum", a village), that term is
 * a booster only (HOST_FACTOR). Weak terms are never read inside a brand ("Betty", "bettor"). A brand the page's host
 * name spells (`skip`: "BestCasinoSlots" on bestcasinoslots.com) is left to the host-name reading.
 */
export function brandTerms(text: string, rank: WordRank, skip: ReadonlySet<string> = new Set()): { text: string; f: number }[] {
  const out: { text: string; f: number }[] = []
  for (const raw of text.slice(0, 5000).match(TOKEN) ?? []) {
    const camel = /\p{Ll}\p{Lu}/u.test(raw)
    const t = fold(raw)
    if (t.length < BRAND_MIN || t.length > 40 || !/^[a-z0-9]+$/.test(t) || !/[a-z]{3}/.test(t)) continue
    if ((!camel && rank(t) >= 0) || skip.has(t) || otherWord(t)) continue
    if (matchTerms(t).hits.length) continue
    const pieces = camel ? raw.split(/(?<=\p{Ll})(?=\p{Lu})/u).map(fold) : [t]
    const parts = pieces.flatMap((p) => /^[a-z0-9]+$/.test(p) ? segment(p, rank, HOST_EXTRA) : [p])
    if (parts.length < 2) continue
    const known = parts.every((p) => /^\d+$/.test(p) || (p.length >= PART_MIN && (HOST_EXTRA.has(p) || (rank(p) >= 0 && rank(p) < COMMON_RANK))))
    if (known) out.push({ text: parts.join(' '), f: HOST_BRAND_ONLY })
    // A brand written in camel case from the trade's own phrase in any language ("SubeArchivos", "ApuestasYa"): its
    // capitals already mark the words, so a multi-word trade term spelt by them is read like a known brand.
    else if (camel && matchTerms(pieces.join(' ')).hits.some((h) => h.w >= 0.6 && h.term.includes(' '))) out.push({ text: pieces.join(' '), f: HOST_BRAND_ONLY })
    else {
      const ends = [parts[0]!, parts.at(-1)!].filter((p) => HOST_EXTRA.has(p))
      if (ends.length) out.push({ text: ends.join(' '), f: HOST_FACTOR })
    }
  }
  return out
}

/** A host name: labels of letters, digits and hyphens, a dot, and a public suffix of letters. */
const HOST_NAME = /^(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i
/** The host names a title writes as words of their own (at most three). */
export function titleHosts(title: string): string[] {
  return title.slice(0, 300).split(/[\s|:,;()[\]«»"'–—]+/).map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/gi, '')).filter((w) => w.includes('.') && HOST_NAME.test(w)).slice(0, 3)
}

/** An outlet (the word is the same in most languages of ./terms) and a discount of 80 % or more, in a title or description. */
const OUTLET = /(?<![\p{L}\p{N}])outlets?(?![\p{L}\p{N}])/u
const DEEP_DISCOUNT = /(?<![\p{N}.,])[89]\d\s?%/u
const OUTLET_W = 0.6

const SPACELESS_TERM = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}]/u

/**
 * How many distinct terms of class `cls` the hits of one text hold. A term read inside a longer one of the same class
 * ("casino" in "online casino") or as the start of the same word ("nud*" in "nude") is not counted apart, nor a form
 * of the same term with other separators.
 */
function titleTerms(hits: readonly TermHit[], cls: RiskClassKey): number {
  const words = (x: string): string[] => x.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  // Forms of one term that differ only by their separators ("online casino", "online-casino") are one term (else each
  // would count as read inside the other, and neither would count).
  const terms = [...new Map(hits.filter((h) => h.cls === cls).map((h) => h.term.toLowerCase()).map((t) => [words(t).join(' '), t] as const)).values()]
  const inside = (a: string, b: string): boolean => {
    if (a === b) return false
    // Terms of scripts written without spaces are matched as substrings, so they are compared as substrings.
    if (SPACELESS_TERM.test(a)) return b.includes(a)
    const aw = words(a), bw = words(b)
    for (let k = 0; k + aw.length <= bw.length; k++) if (aw.every((w, j) => bw[k + j]!.startsWith(w))) return true
    return false
  }
  return terms.filter((t) => !terms.some((u) => inside(t, u))).length
}

const asText = (v: unknown): string => Array.isArray(v) ? v.join('. ') : typeof v === 'string' ? v : ''

/**
 * `rank` (a frequency-ordered vocabulary) lets the host name be split into words; without it only the trade
 * terms themselves are known to the segmentation.
 */
export function termScores(s: PageSignals, rank: WordRank = () => -1): Map<RiskClassKey, TermScore> {
  // class → term → best (weight × field factor) and where it was.
  const best = new Map<RiskClassKey, Map<string, { w: number; f: number; where: string }>>()
  // A title that names another trade's head noun ("Casino Pizza Bar", "Radiocarbon Dating Laboratory", ./heads.ts)
  // says what the business is: the class terms in that title are its name or a modifier, and count as weak terms
  // wherever they occur on the page ("… in Casino, NSW"); the class's other terms count as usual.
  // A title that names the class by two or more distinct terms ("Bitcoin mining: cheap electricity, cloud mining",
  // "Dental dams, sex toys – adult shop") is that trade's whatever other head it holds: one class word beside a
  // head is a name or a modifier, two are what the business sells.
  const names = new Set<string>()
  // A title that is only a brand (no term of any class: "Maple & Pine", "Biocoop Lyon") leaves it to the description's
  // first words to say what the business is ("Board games, coffee and cake", "Épicerie bio…"): a head noun there is read
  // like one in the title, for the single-term rule below (the title's terms are not names: it has none).
  const titleHead = Boolean(s.title && otherTradeHead(s.title))
  const descHead = !titleHead && Boolean(s.description && !matchTerms((s.title ?? '').slice(0, 5000)).hits.some((h) => h.w >= 0.6) &&
    otherTradeHead(s.description.slice(0, DESC_HEAD_CHARS)))
  const head = titleHead || descHead
  if (titleHead) {
    const hits = matchTerms((s.title ?? '').slice(0, 5000)).hits
    for (const h of hits) if (titleTerms(hits, h.cls) < 2) names.add(`${h.cls}\u0000${h.term}`)
  }
  const note = (cls: RiskClassKey, term: string, w: number, f: number, where: string) => {
    if (names.has(`${cls}\u0000${term}`)) w = Math.min(w, NAME_W)
    let m = best.get(cls)
    if (!m) best.set(cls, m = new Map())
    const e = m.get(term)
    if (!e || e.w * e.f < w * f) m.set(term, { w, f, where })
  }
  // The body speaks for a class only when the class's strong terms are a large share of its words
  // (≥ 10 % gives full weight, ≤ 5 % none): news and sports pages name casinos and betting in passing.
  // A long body where the class is rare (< 1.5 %) also weakens a title that names it: a news headline
  // ("Tobacco giants hail court ruling") over an article, not a shop.
  const share = new Map<RiskClassKey, number>()
  let bodyWords = 0
  let bodyHits: ReturnType<typeof matchTerms>['hits'] = []
  if (s.text) {
    const m = matchTerms(s.text.slice(0, MAX_BODY_CHARS))
    bodyWords = m.words; bodyHits = m.hits
    for (const h of bodyHits) if (h.w >= 0.6) share.set(h.cls, (share.get(h.cls) ?? 0) + h.w * h.count)
    for (const [c, v] of share) share.set(c, v / Math.max(bodyWords, 10))
    // A homepage's text is mostly furniture (menus, cookie banner, login, footer, payment logos): the trade's words
    // are a few items among many, under the share a page about the class would have. In a short body, two or more
    // distinct strong terms of one class ("Casino" in the menu, "responsible gambling" in the footer) are what the
    // site is built around; one term is a side mention (a hotel near a casino, a café's poker night).
    // A portal (a newspaper, a magazine, a TV guide, a sports club: `portalHead` in the title or the description's
    // opening) lists many sections, of which the trade may be one or two ("Casino", "Poker results", a club's betting
    // partner): there the distinct-terms reading does not apply, and the body speaks only by a higher share.
    const portal = Boolean((s.title && portalHead(s.title)) || (s.description && portalHead(s.description.slice(0, DESC_HEAD_CHARS), false)))
    const distinct = new Map<RiskClassKey, number>()
    if (bodyWords < LONG_BODY && !portal) {
      const strongHits = bodyHits.filter((h) => h.w >= 1)
      for (const c of new Set(strongHits.map((h) => h.cls))) distinct.set(c, titleTerms(strongHits, c))
    }
    for (const h of bodyHits) {
      // A portal's short body (its menu of sections) needs the share a page about the class would have before it
      // counts at all: the thresholds move up by their span (10 % none, 15 % full).
      const lo = portal ? BODY_SHARE_FULL : BODY_SHARE_MIN
      let g = Math.min(1, Math.max(0, ((share.get(h.cls) ?? 0) - lo) / (BODY_SHARE_FULL - BODY_SHARE_MIN)))
      const d = distinct.get(h.cls) ?? 0
      if (d >= 2) g = Math.max(g, Math.min(1, (d - 1) * DISTINCT_G))
      if (g > 0) note(h.cls, h.term, h.w, BODY_MAX * g, 'text')
    }
  }
  const headDamp = (cls: RiskClassKey): number => bodyWords >= LONG_BODY && (share.get(cls) ?? 0) < RARE_SHARE ? HEAD_DAMP : 1
  // The host's words, and each run of up to four of them written as one ("bestcasinoslots"): the host's own words.
  // A host name written in the title ("spinjackpotz.com", "Bet365.com – Sports": common on homepages of 2018) is read
  // the same way: it is the brand, and the page's address may not be the one it was served from.
  const titleHost = titleHosts(s.title ?? '').flatMap((h) => hostWords(h, rank, HOST_EXTRA))
  const hostW = [...(s.url ? hostWords(s.url, rank, HOST_EXTRA) : []), ...titleHost]
  const own = new Set<string>()
  for (let i = 0; i < hostW.length; i++) for (let j = i + 1; j <= Math.min(hostW.length, i + 4); j++) own.add(hostW.slice(i, j).join(''))
  for (const [field, f] of FIELDS) {
    const text = asText(s[field])
    if (!text) continue
    for (const h of matchTerms(text.slice(0, 5000)).hits) note(h.cls, h.term, h.w, f * headDamp(h.cls), field)
    for (const b of brandTerms(text, rank, own)) {
      for (const h of matchTerms(b.text).hits) if (h.w >= 0.6) note(h.cls, h.term, h.w, f * b.f * headDamp(h.cls), field)
      // Bookmakers name themselves "Bet" + a word or a word + "bet" ("Betway", "Betfred", "Mostbet"): in a brand whose
      // every part is a word, that "bet" is a medium gambling term (alone, as a word, it stays weak: "place a bet").
      const parts = b.text.split(' ')
      if (b.f === HOST_BRAND_ONLY && parts.length >= 2 && (parts[0] === 'bet' || parts.at(-1) === 'bet')) note('gambling', 'bet', BET_BRAND_W, f * b.f * headDamp('gambling'), field)
    }
  }
  // A brand's outlet that promises 80 % off or more in its title or description is how fake shops selling copies of
  // branded goods present themselves (consumer-protection warnings name such discounts as the sign); an outlet village or
  // a seasonal sale says one without the other, and a real outlet's clearance rarely goes past 70 %. Read as one medium
  // counterfeit term.
  const lead = `${s.title ?? ''} ${s.description ?? ''}`.slice(0, 1000)
  if (OUTLET.test(fold(lead)) && DEEP_DISCOUNT.test(lead)) note('counterfeit', 'outlet at 80 % off or more', OUTLET_W, 1, 'title')
  // Link texts (menus, buttons) speak for a class only when several distinct links name it with a strong term: a
  // casino whose page is a JavaScript shell still has "Casino", "Live casino", "Slots", "Sports betting" in its
  // menu, while a news site's single "Betting" section link does not make it a bookmaker. Links are counted, not
  // terms: "Online casino" matches several nested terms but is one link.
  if (s.linkTexts?.length) {
    const texts = [...new Set(s.linkTexts.slice(0, 300).map((t) => t.trim().toLowerCase()).filter(Boolean))]
    const perLink = texts.map((t) => matchTerms(t).hits.filter((h) => h.w >= 1))
    const links = new Map<RiskClassKey, number>()
    for (const hits of perLink) for (const cls of new Set(hits.map((h) => h.cls))) links.set(cls, (links.get(cls) ?? 0) + 1)
    for (const hits of perLink) for (const h of hits) if ((links.get(h.cls) ?? 0) >= LINK_TERMS_MIN) note(h.cls, h.term, h.w, LINK_FACTOR, 'links')
  }
  if (hostW.length) {
    // A page that says little beyond its brand (title, description and text under BRAND_ONLY_WORDS content
    // words once the host's own words are left out) is read by its host name too.
    const said = contentTokens(`${s.title ?? ''} ${s.description ?? ''} ${s.text.slice(0, 2000)}`, 200)
      .filter((w) => !own.has(w)).length
    const f = said < BRAND_ONLY_WORDS ? HOST_BRAND_ONLY : HOST_FACTOR
    for (const h of matchTerms(hostW.join(' ')).hits) note(h.cls, h.term, h.w, f, 'host')
  }
  const out = new Map<RiskClassKey, TermScore>()
  for (const [cls, terms] of best) {
    let strong = 0, weak = 0, strongTerms = 0
    const ev: [string, number][] = []
    for (const [term, { w, f, where }] of terms) {
      if (w >= 0.6) { strong += w * f; strongTerms++ } else weak += w * f
      ev.push([`${term} (${where})`, w * f])
    }
    // On a page whose title names another trade, one strong term of a class is a side mention or another sense
    // ("weed control" on a lawn-care page): it counts as a weak term; a page that sells the class names it twice.
    const S = head && strongTerms < 2 ? Math.min(WEAK_CAP, strong + weak) : strong + Math.min(WEAK_CAP, weak)
    out.set(cls, { score: 1 - Math.exp(-K * S), evidence: ev.sort((a, b) => b[1] - a[1]).map(([e]) => e) })
  }
  return out
}
