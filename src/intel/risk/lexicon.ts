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

// Russian and Ukrainian sites write their trade in Latin letters too (slugs, domains, titles written without a
// Cyrillic keyboard: "igrovye avtomaty", "sayt znakomstv"). Each strong or medium Cyrillic term of those two languages
// is therefore also a Latin term, romanised the way such text usually is (close to BGN/PCGN, ISO 9 letters ь and ъ
// dropped; х both as kh and h): "знакомств*" → "znakomstv*", "игровые автоматы" → "igrovye avtomaty". A romanised
// form shorter than 5 letters, or one that another language already lists (so that language's weight stands), is not
// added; nor are forms that are ordinary words of a Latin-script language (TRANSLIT_SKIP: English "patron",
// "intimate", "preparation", "spays", "Kryptonite", Polish "zakładka" (bookmark), "preparat" and "narkotyki" of the news, Czech
// "samotný" (itself), the climbing "Karabiner", the Indian city Kalyan, German and Scandinavian "Replik" (a reply),
// "protein" and "kreatinin" of any lab report).
const TRANSLIT_LANGS: Record<string, Record<string, string>> = {
  ru: { а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya' },
  uk: { а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'yu', я: 'ya', '\'': '' },
}
const TRANSLIT_SKIP = /^(?:patron|krypto|intim|preparat|spays|zakladk|narkot[iy]k|samotn|karabin|kalyan|replik|protein|kreatin)/
export function romanise(term: string, lang: string): string[] {
  const map = TRANSLIT_LANGS[lang]
  if (!map || !/\p{Script=Cyrillic}/u.test(term)) return []
  const lower = term.normalize('NFC').toLowerCase()
  const out = [...lower].map((c) => map[c] ?? c).join('')
  if (/\p{Script=Cyrillic}/u.test(out)) return []
  const alt = lower.includes('х') ? [...lower].map((c) => c === 'х' ? 'h' : map[c] ?? c).join('') : undefined
  return [out, ...(alt ? [alt] : [])]
}

function compile(): { byFirst: Map<string, Term[]>; byPrefix3: Map<string, Term[]>; substrings: Term[] } {
  const byFirst = new Map<string, Term[]>(), byPrefix3 = new Map<string, Term[]>()
  const substrings: Term[] = []
  const seen = new Set<string>()
  const push = (m: Map<string, Term[]>, k: string, t: Term) => { const l = m.get(k); if (l) l.push(t); else m.set(k, [t]) }
  // Latin terms every language writes itself (folded, `*` kept): a romanised Cyrillic term equal to one is not added.
  const latin = new Set<string>()
  for (const terms of Object.values(RISK_TERMS)) for (const list of Object.values(terms)) for (const raw of list.split('|')) latin.add(fold(raw.trim().replace(/^[~+]/, '')))
  const lists: [RiskClassKey, string][] = []
  for (const [lang, terms] of Object.entries(RISK_TERMS)) {
    for (const [cls, list] of Object.entries(terms) as [RiskClassKey, string][]) {
      lists.push([cls, list])
      if (!TRANSLIT_LANGS[lang]) continue
      const extra: string[] = []
      for (const raw of list.split('|').map((x) => x.trim())) {
        if (!raw || raw[0] === '~') continue
        const mark = raw[0] === '+' ? '+' : ''
        for (const r of romanise(raw.slice(mark.length), lang)) {
          const f = fold(r)
          if (f.replace(/[^a-z]/g, '').length < 5 || latin.has(f) || TRANSLIT_SKIP.test(f)) continue
          extra.push(mark + r)
        }
      }
      if (extra.length) lists.push([cls, extra.join('|')])
    }
  }
  {
    for (const [cls, list] of lists) {
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

// Japanese negates a verb or noun by what follows it: a Japanese term directly followed by ない, ません or なし (ず is left out: folded it reads す, "to do")
// ("賭けない" does not gamble, "ニコチンなし" nicotine-free) says the page does NOT do the trade.
const JA_TERM = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u
const JA_NEGATED = /^(?:ない|なし|ません)/u

// Words that begin like a prefix term (`porn*`, `glock*`, `replica*`, Swedish `porr*`) but are another word or a
// place: read off a review of every prefix term against the vector vocabulary and the ordinary words of the term
// languages, not off pages. Place names (Pornic and Pornichet in Loire-Atlantique, Milford, Hanford, Porrentruy),
// Thai given names (Pornthip, Pornchai…), German "Nudeln" (noodles) and "Glocke" (bell, Glockenspiel), English
// "nudge", "replication", "supplementary", "torrential", "escorted" (a tour), "hazards" and "hazardous" (the Polish,
// Czech and Slovak gambling word `hazard*` is also English), "carabiner" (climbing), Italian
// "fusilli", "porri" (leeks), French "vapeur" (steam), Swedish and English "porridge", Turkish "seksen" (eighty),
// the names Purohit and Purolator, Spanish "chicharrón", the Hungarian dish "kaszinótojás". A guarded word never matches a prefix term; the term's
// own stem ("porn", "glock") and its real inflections still do.
const PREFIX_SKIP = new RegExp('^(?:' + [
  'pornic|pornichet|pornthip|porntip|pornchai|pornsak|pornanong|porntiva',
  'nudel.*|nudg.*|nudibranch.*|milford.*|milfoil.*|hanford|porrentruy|porridge.*|porr[aeio]|porras|porres|porritt|porrett[ao]|porrini|porrata',
  'glocke.*|glockner.*|replicat.*|replicab.*|replicant.*|supplementar.*|supplemental.*|torrential.*|torrente[sn]?|torrenti',
  'hazards|hazardous.*|hazarded|hazarding|escorted|carabiner.*|karabiner.*|fusilli|fusilier.*|vapeur.*|seksen.*|purohit.*|purolator|chicharron.*',
  'kaszinotojas.*',
].join('|') + ')$')

/** A folded word that begins like a prefix term but is another word or a place (PREFIX_SKIP). */
export const otherWord = (folded: string): boolean => PREFIX_SKIP.test(folded)

// Ordinary compounds in which a trade word has another sense (a time slot, not a slot machine): a term whose words
// fall inside one of them does not count. English "slots" is a gambling term; a grocery's "delivery slots", a
// booking page's "time slots" and a computer's "memory slots" are not. The same for English "hazard" (a fire or
// health hazard, not the Polish gambling word), "nude" as a colour of make-up and shoes, and "escort" as a vehicle
// or police escort; "dating" of a pregnancy scan or of carbon, and dating violence (a helpline).
const SENSE = [
  'delivery slot*', 'time slot*', 'timeslot*', 'booking slot*', 'appointment slot*', 'collection slot*', 'click and collect slot*',
  'available slot*', 'expansion slot*', 'memory slot*', 'card slot*', 'sim slot*', 'pcie slot*', 'parking slot*', 'interview slot*',
  'fire hazard', 'health hazard', 'safety hazard', 'hazard analysis', 'hazard assessment*', 'hazard identification', 'hazard warning*',
  'hazard light*', 'hazard map*', 'hazard communication', 'hazard perception', 'moral hazard', 'natural hazard', 'choking hazard',
  'occupational hazard', 'hazard pay', 'trip hazard', 'chemical hazard', 'electrical hazard', 'flood hazard',
  'nude lip*', 'nude heel*', 'nude pump*', 'nude shade*', 'nude colo*', 'nude tone*', 'nude nail*', 'nude makeup', 'nude make-up',
  'nude sandal*', 'nude palette*', 'nude eyeshadow*', 'nude gloss', 'nude polish', 'nude tights',
  'dating scan*', 'pregnancy dating', 'carbon dating', 'radiocarbon dating', 'dating violence', 'dating abuse',
  'escort vehicle*', 'police escort*', 'motorcycle escort*', 'funeral escort*', 'pilot car escort*', 'oversize load escort*',
].map((p) => {
  const ws = foldedWords(fold(p))
  return ws.map((w, i) => ({ w, prefix: i === ws.length - 1 && p.endsWith('*') }))
})

/** Phrases of a `|` list, folded into words and filed by their first word (a position is tried only against the phrases
 * that start with its word). */
const phrases = (list: string): Map<string, string[][]> => {
  const out = new Map<string, string[][]>()
  for (const p of new Set(list.split('|').map((p) => foldedWords(fold(p.trim()))).filter((w) => w.length).map((w) => w.join(' ')))) {
    const ws = p.split(' ')
    const at = out.get(ws[0]!)
    if (at) at.push(ws); else out.set(ws[0]!, [ws])
  }
  return out
}
const NO_PHRASES: readonly string[][] = []
const from = (index: Map<string, string[][]>, w: string | undefined): readonly string[][] => index.get(w ?? '') ?? NO_PHRASES
const startsAt = (words: string[], i: number, p: string[]): boolean => p.every((x, j) => words[i + j] === x)

// A casino named as a landmark: a hotel, a restaurant or a flat "near the Casino de Monte-Carlo", "à deux pas du casino",
// "vicino al Casinò", "gegenüber dem Casino", "рядом с казино" is somewhere, not something sold. The casino word up to
// PLACE_SPAN words after a phrase of nearness (or, in Turkish, before a postposition of nearness) does not count. A casino
// hotel says "our casino", "the casino floor"; an operator "play at our casino" — no phrase of nearness.
const PLACE_SPAN = 4
const NEAR = phrases(
  'near|nearby|next to|close to|opposite|across from|steps from|steps away from|minutes from|walk to|walking distance of|' +
  'walking distance to|walking distance from|stone\'s throw from|overlooking|facing|beside|around the corner from|' +
  'pres du|pres de|a deux pas du|a deux pas de|a cote du|face au|en face du|proche du|a proximite du|a quelques pas du|a quelques minutes du|' + // fr
  'vicino al|vicino a|vicino alla|a pochi passi dal|a pochi passi da|a due passi dal|di fronte al|accanto al|nei pressi del|' + // it
  'gegenuber dem|gegenuber vom|gegenuber|neben dem|nahe dem|nahe am|in der nahe des|in der nahe vom|unweit des|unweit vom|wenige schritte vom|' + // de
  'cerca del|junto al|frente al|al lado del|a pasos del|a pocos minutos del|perto do|ao lado do|em frente ao|proximo ao|' + // es, pt
  'vlakbij|tegenover|dichtbij|naast het|obok|naprzeciwko|w poblizu|niedaleko|' + // nl, pl
  'рядом с|недалеко от|напротив|возле|около|в шаге от|в нескольких минутах от') // ru
const NEAR_AFTER = new Set(['yakininda', 'yakin', 'karsisinda', 'yaninda', 'yakinlarinda']) // tr: "kumarhanenin yakınında"
const PLACE_WORD = /^(?:casin|kasin|kaszin|kasyn|казино|kumarhane)/
// The same in scripts written without spaces: the casino word and its postposition or preposition of nearness.
// Folded like the text (Hangul syllables fold to their letters).
const PLACE_SPACELESS = new RegExp(fold(String.raw`카지노\s*(?:인근|근처|옆|주변|와\s*가까운|까지\s*도보)|(?:邻近|临近|靠近|鄰近|臨近)\s*(?:赌场|賭場)|(?:赌场|賭場)\s*(?:附近|旁边|旁邊)|カジノ\s*(?:近く|まで徒歩|から徒歩|の近く)`), 'gu')

// A coin among the payment methods of an ordinary shop ("We accept Visa, Mastercard, PayPal and Bitcoin", "Payment:
// PayPal, Western Union, Bitcoin") is a way to pay, not the crypto trade: a coin word within PAY_SPAN words of a list that
// holds a payment network or wallet (PAY_BRAND) and either a word of payment (PAY) or a second brand does not count,
// unless a verb of buying or trading governs it ("Buy Bitcoin with Visa or Mastercard" is an exchange's offer).
const PAY_SPAN = 8
const PAY = phrases(
  'we accept|accepted|accepts|accepting|pay with|pay by|payment|payments|payment methods|payment options|' +
  'nous acceptons|paiement|paiements|moyens de paiement|wir akzeptieren|zahlung|zahlungsarten|zahlungsmethoden|bezahlen mit|' +
  'accettiamo|pagamento|pagamenti|metodi di pagamento|aceptamos|pago|pagos|metodos de pago|aceitamos|formas de pagamento|' +
  'wij accepteren|betalen met|betaalmethoden|akceptujemy|platnosc|platnosci|принимаем|оплата|способы оплаты|kabul ediyoruz|odeme|odeme yontemleri')
const PAY_BRAND = phrases(
  'visa|mastercard|maestro|amex|american express|discover|paypal|apple pay|google pay|klarna|sofort|ideal|bancontact|giropay|' +
  'western union|moneygram|skrill|neteller|paysafecard|neosurf|qiwi|yoomoney|papara|alipay|wechat pay|bank transfer|wire transfer|' +
  'virement|bonifico|uberweisung|transferencia|havale|eft|cash on delivery|contre remboursement|nachnahme|contrassegno|carte bancaire|credit card|debit card')
// "We accept Bitcoin": a shop's own sentence of acceptance right before the coin names a way to pay even without a list.
const ACCEPT = phrases('we accept|nous acceptons|wir akzeptieren|accettiamo|aceptamos|aceitamos|wij accepteren|akceptujemy|kabul ediyoruz|also accept|now accept|now accepting')
const ACCEPT_SPAN = 3
const COIN_WORD = /^(?:bitcoin|btc|crypto|krypto|cripto|kripto|крипт|ethereum|eth|litecoin|ltc|usdt|tether|dogecoin|doge|monero|xmr|solana|usdc|bnb|trx)/
const BUY_VERB = /^(?:buy|sell|trade|exchange|swap|purchase|kaufen|kauf|verkaufen|handeln|acheter|achetez|vendre|comprare|compra|vendere|comprar|vender|купить|купите|продать|обмен|satin|al|sat|kopen|kupic|kup)$/

/** Word positions of a casino named as a landmark and of a coin named among a shop's payment methods. */
function contextMask(words: string[]): Set<number> {
  const out = new Set<number>()
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    if (PLACE_WORD.test(w)) {
      let near = false
      for (let k = Math.max(0, i - PLACE_SPAN - 4); k < i && !near; k++) for (const p of from(NEAR, words[k])) if (k + p.length <= i && i - (k + p.length) < PLACE_SPAN && startsAt(words, k, p)) { near = true; break }
      if (!near && (NEAR_AFTER.has(words[i + 1] ?? '') || NEAR_AFTER.has(words[i + 2] ?? ''))) near = true
      if (near) out.add(i)
    }
    if (COIN_WORD.test(w)) {
      if (BUY_VERB.test(words[i - 1] ?? '') || BUY_VERB.test(words[i - 2] ?? '')) continue
      let accepted = false
      for (let k = Math.max(0, i - ACCEPT_SPAN - 2); k < i && !accepted; k++) for (const p of from(ACCEPT, words[k])) if (k + p.length <= i && i - (k + p.length) < ACCEPT_SPAN && startsAt(words, k, p)) { accepted = true; break }
      if (accepted) { out.add(i); continue }
      const lo = Math.max(0, i - PAY_SPAN), hi = Math.min(words.length, i + PAY_SPAN + 1)
      let pay = 0, brands = 0
      for (let k = lo; k < hi; k++) {
        if (k === i) continue
        if (from(PAY, words[k]).some((p) => startsAt(words, k, p))) pay++
        if (from(PAY_BRAND, words[k]).some((p) => startsAt(words, k, p))) brands++
      }
      if (brands >= 1 && (pay >= 1 || brands >= 2)) out.add(i)
    }
  }
  return out
}

/** Word positions covered by an ordinary compound of SENSE. */
function senseMask(words: string[]): Set<number> {
  const out = contextMask(words)
  for (let i = 0; i < words.length; i++) {
    for (const p of SENSE) {
      if (i + p.length > words.length) continue
      if (p.every((x, j) => x.prefix ? words[i + j]!.startsWith(x.w) : words[i + j] === x.w)) for (let j = 0; j < p.length; j++) out.add(i + j)
    }
  }
  return out
}

// A short Arabic-script term (three letters or fewer) found as a substring must be the word itself, with only the
// clitics Arabic attaches to a word around it: the conjunctions and prepositions before it (و ف ب ل ك, the article
// ال and their combinations) and the endings after it (feminine, plural and dual endings, possessive pronouns).
// Otherwise a short root matches inside longer words: صيد (hunting) inside صيدلية (pharmacy), حب (love) inside
// صاحب (owner) or حبوب (pills). Forms are folded like the text (ة → ه). Longer terms are specific enough as
// substrings.
const AR_SHORT = /^\p{Script=Arabic}{1,3}$/u
const AR_LETTER = /\p{Script=Arabic}/u
const AR_BEFORE = new Set(['', 'ال', 'و', 'ف', 'ب', 'ل', 'ك', 'س', 'وال', 'فال', 'بال', 'كال', 'لل', 'ولل', 'فلل', 'وب', 'ول', 'فب', 'فل', 'وس'])
const AR_AFTER = new Set(['', 'ه', 'ات', 'ين', 'ون', 'ان', 'ها', 'هم', 'هن', 'ي', 'ك', 'نا', 'كم', 'يه', 'يات', 'ته', 'تها', 'اتها', 'هما'])
const AR_AFFIX_MAX = 4
function arabicWordAt(text: string, at: number, len: number): boolean {
  let b = at
  while (b > 0 && at - b <= AR_AFFIX_MAX && AR_LETTER.test(text[b - 1]!)) b--
  let e = at + len
  while (e < text.length && e - at - len <= AR_AFFIX_MAX && AR_LETTER.test(text[e]!)) e++
  return AR_BEFORE.has(text.slice(b, at)) && AR_AFTER.has(text.slice(at + len, e))
}

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
  const mask = senseMask(words)
  const masked = (t: Term, i: number): boolean => mask.size > 0 && t.words.some((_, j) => mask.has(i + j))
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    for (const t of INDEX.byFirst.get(w) ?? []) if (rest(t, i) && !masked(t, i)) add(t)
    if (w.length >= 3) {
      for (const t of INDEX.byPrefix3.get(w.slice(0, 3)) ?? []) {
        if (w.startsWith(t.words[0]!) && (w === t.words[0] || !PREFIX_SKIP.test(w)) && rest(t, i) && !masked(t, i)) add(t)
      }
    }
  }
  if (SPACELESS.test(folded)) {
    const spaceless = folded.replace(PLACE_SPACELESS, ' ')
    for (const t of INDEX.substrings) {
      for (let at = spaceless.indexOf(t.text); at >= 0; at = spaceless.indexOf(t.text, at + t.text.length)) {
        if (JA_TERM.test(t.text) && JA_NEGATED.test(spaceless.slice(at + t.text.length, at + t.text.length + 3))) continue
        if (AR_SHORT.test(t.text) && !arabicWordAt(spaceless, at, t.text.length)) continue
        add(t)
      }
    }
  }
  // Scripts without spaces count characters, not "words", towards the text's length.
  let length = words.length
  for (const w of words) if (SPACELESS.test(w)) length += Math.floor(w.length / 3)
  return { hits: [...counts].map(([t, count]) => ({ cls: t.cls, term: t.label, w: t.w, count })), words: length }
}
