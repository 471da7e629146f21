/**
 * Value clean-up shared by the WHOIS text and RDAP parsers: host names, EPP status names, registrar
 * names, countries, e-mail addresses, DNSSEC flags.
 */

/** EPP status names: RFC 5731 §2.3, RGP RFC 3915 §3.2; RDAP spellings (RFC 8056 §2) map onto them. */
const EPP = [
  'ok', 'inactive', 'clientDeleteProhibited', 'clientHold', 'clientRenewProhibited', 'clientTransferProhibited',
  'clientUpdateProhibited', 'serverDeleteProhibited', 'serverHold', 'serverRenewProhibited', 'serverTransferProhibited',
  'serverUpdateProhibited', 'pendingCreate', 'pendingDelete', 'pendingRenew', 'pendingTransfer', 'pendingUpdate',
  'pendingRestore', 'addPeriod', 'autoRenewPeriod', 'renewPeriod', 'transferPeriod', 'redemptionPeriod',
  'serverRecoverProhibited',
]
const EPP_BY_FOLD = new Map(EPP.map((s) => [s.toLowerCase(), s]))

const fold = (s: string): string => s.toLowerCase().replace(/[\s_-]+/g, '')

/** Folds one status line to EPP names; null when nothing usable remains. */
export function cleanStatus(value: string): string[] | null {
  // whitespace runs collapsed first, as in cleanRegistrar: `\s*` at every position of a long run is quadratic
  // a status is a few words (with a link to its definition): a longer value is cut before the patterns, whose
  // bracket rule `\([^)]*\)` rescans the rest of the value from every unclosed "("
  let t = value.slice(0, 1000).replace(/\s+/g, ' ').replace(/\(?\s*(?:https?:\/\/|www\.)\S*\s*\)?/gi, ' ').replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim()
  t = t.replace(/\s+-(?:\s.*)?$/, '').trim()
  if (!t || t === '-') return null
  // "REGISTERED, DELEGATED, VERIFIED" (RIPN): a list of short flags
  if (t.includes(',') && t.split(',').every((p) => p.trim().length > 0 && p.trim().length <= 24)) {
    return t.split(',').flatMap((p) => cleanStatus(p) ?? [])
  }
  // "clientTransferProhibited, clientDeleteProhibited", "…; …" or "ok clientHold": split only when every part is an EPP name
  const parts = t.split(/\s*[,;]\s*|\s+/).filter(Boolean)
  if (parts.length > 1 && parts.every((p) => EPP_BY_FOLD.has(fold(p)) )) return parts.map((p) => EPP_BY_FOLD.get(fold(p))!)
  const epp = EPP_BY_FOLD.get(fold(t))
  if (epp) return [epp]
  t = t.replace(/(?<!;);+$/, '').trim()
  return t && t.length <= 80 ? [t] : null
}

/** RDAP status (RFC 8056 §2): "client transfer prohibited" → clientTransferProhibited; RDAP-only words ("active") stay. */
export function rdapStatus(value: string): string {
  return EPP_BY_FOLD.get(fold(value)) ?? value
}

const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})?\.)+[a-z0-9-]{2,63}$/
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

/**
 * Adds the host names found in one value to `into` (lower case, no trailing dot, glue IPs dropped,
 * no duplicates). Returns true when at least one host was read. `seen` holds the names already in `into`: a caller
 * that adds the values of many lines passes one set for all of them, so an answer listing tens of thousands of
 * hosts costs one look-up per host rather than a scan of the list per host (quadratic).
 */
export function hostsFrom(value: string, into: string[], seen: Set<string> = new Set(into)): boolean {
  let found = false
  for (const raw of value.toLowerCase().split(/[\s,;]+/)) {
    const h = raw.replace(/^\[|\]$/g, '').replace(/(?<!\.)\.+$/, '')
    if (!h || IPV4.test(h) || h.includes(':') || !HOST.test(h) || /^not[.-]?(?:defined|set|available)$/.test(h)) continue // placeholders ("ns1.example. not.defined.")
    found = true
    if (!seen.has(h)) { seen.add(h); into.push(h) }
  }
  return found
}

export function cleanDomain(value: string | null): string | null {
  if (!value) return null
  const d = value.trim().split(/\s+/)[0]!.toLowerCase().replace(/(?<!\.)\.+$/, '')
  return /^[^\s.]+(?:\.[^\s.]+)+$/.test(d) ? d : null
}

/**
 * Words registries and registrars write instead of a value they do not publish: "REDACTED FOR PRIVACY",
 * "Not Disclosed - Visit www.internet.ee for webbased WHOIS", "Not shown, please visit www.dnsbelgium.be …",
 * "Data Protected", "Statutory Masking Enabled", "Не оприлюднюється" (.ua), and the same in the languages
 * registries answer in ("No disponible", "Non communiqué", "Nicht öffentlich", "Não disponível", "Niet openbaar",
 * "Не указано"). Such a head followed by nothing, by punctuation or by an instruction ("for", "please", "visit",
 * "see", "para", "voir", "siehe" …) is a placeholder, never a name.
 * Words that can begin a real name ("Private", "None", "Hidden") count only when they are the whole value.
 */
const PLACEHOLDER_HEAD = /^(?:redacted|data redacted|redacted for privacy|not (?:available|disclosed|shown|applicable|public|provided|published)|withheld|non[- ]?public(?: data)?|data protected|gdpr (?:masked|redacted)|statutory masking enabled|no disponible|non disponible|non communique|nicht verfugbar|nicht offentlich|nao disponivel|nao divulgado|non disponibile|non pubblicato|niet beschikbaar|niet openbaar|datos protegidos|donnees protegees|не оприлюднюється|не указано|не публикуется|не публікується|скрыто|приховано|нет данных)(?=$|\s*[-–—,;:(|/.]|\s+(?:for|by|upon|please|visit|see|due|on|at|in|per|under|until|to|para|por|voir|siehe|vedi|zie|veja|consulte)\b)/i
const PLACEHOLDER_WHOLE = /^(?:n\/?a|none|null|nil|unknown|private|hidden|masked|-+|\*+|\.+|not? data|no information|not set)$/i
// A value that ends in a company's legal form is a registered name even when it begins like a placeholder:
// "Withheld for Privacy ehf" (a privacy service), "Data Protected, Inc.", "Redacted Media GmbH".
const LEGAL_FORM = /[\s,](?:inc|incorporated|corp|corporation|company|llc|l\.l\.c|llp|ltd|limited|plc|gmbh|ag|kg|ehf|hf|sa|s\.a|sas|sarl|srl|s\.r\.l|spa|s\.p\.a|bv|b\.v|nv|n\.v|ab|as|a\/s|aps|oy|oyj|kft|sro|s\.r\.o|ooo|pty|pte|kk|k\.k)\.?$/i

export function isPlaceholder(value: string): boolean {
  let t = value.trim()
  // accents folded: "Non communiqué", "Nicht öffentlich", "Não disponível"
  if (/[\u00c0-\u024f]/.test(t)) t = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  return t === '' || (PLACEHOLDER_HEAD.test(t) && !LEGAL_FORM.test(t)) || PLACEHOLDER_WHOLE.test(t.replace(/(?<![.!])[.!]+$/, ''))
}

/**
 * Registrar / organisation names: drop a trailing registry handle (`(R22-LRCC)`, `(292)`, `(FIXT-7)`: upper case
 * and digits joined by hyphens), a trailing web or e-mail
 * address (NIC.VE writes the holder's e-mail on the name line) and quotes around the whole value (a quote inside,
 * `ООО "Фикстура"`, stays); keep the rest as written; a placeholder is null.
 */
export function cleanRegistrar(value: string | null): string | null {
  if (!value) return null
  // whitespace runs are collapsed first: each pattern below starts with a whitespace run, which a search would
  // otherwise rescan from every position of a long run (a hostile line of spaces costs quadratic time)
  const t = value.replace(/\s+/g, ' ').replace(/\s*\((?:R\d+-\w+|\d+)\)\s*$/i, '').replace(/\s*\((?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+\)\s*$/, '').replace(/\s+https?:\/\/\S+\s*$/i, '').replace(/\s+<?[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}>?\s*$/i, '').replace(/^\s*"([^"]*)"\s*$/, '$1').replace(/\s+/g, ' ').trim()
  if (!t || isPlaceholder(t)) return null
  return t
}

export function cleanCountry(value: string | null): string | null {
  if (!value) return null
  const t = value.trim()
  if (/^[a-z]{2}$/i.test(t)) return t.toUpperCase()
  return /redacted|n\/a/i.test(t) || isPlaceholder(t) ? null : t
}

export function cleanEmail(value: string | null): string | null {
  if (!value?.includes('@')) return null
  // An address lies within one run of the characters it may hold, and is at most 320 of them (64 + 1 + 255): the
  // pattern runs on each such run alone, so a long run without an address costs one pass, not one per position.
  for (const run of value.split(/[\s<>"':;,]+/)) {
    if (run.length > 320 || !run.includes('@')) continue
    const m = /[^\s<>"':;,]+@[^\s<>"':;,]+\.[a-z]{2,}/i.exec(run)
    if (m) return m[0].toLowerCase()
  }
  return null
}

/** DNSSEC flags: "signedDelegation", "yes", "Signed" → true; "unsigned", "no", "Inactive" → false. */
export function readDnssec(value: string | null): boolean | null {
  if (!value) return null
  const t = value.trim().toLowerCase()
  if (/^(?:unsigned|no\b|false|inactive|not signed|none|n$)/.test(t)) return false
  if (/^(?:signed|yes|true|active|y$|1$)/.test(t) || /delegationsigned|signeddelegation|ds data/.test(t.replace(/\s+/g, ''))) return true
  return null
}
