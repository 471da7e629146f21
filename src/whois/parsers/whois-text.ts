/**
 * One parser for port-43 WHOIS text (RFC 3912 leaves the format to each registry). No network here:
 * raw text and hints in, a normalised record out. Layout handling lives in lines.ts, key knowledge in
 * fields.ts, whole-response verdicts in answers.ts, value clean-up in ../normalize.ts.
 */
import { domainToASCII } from 'node:url'
import { emptyParsed, type ParsedWhois } from '../types.ts'
import { answerVerdict } from './answers.ts'
import { parseDate } from './dates.ts'
import { createContactIndex } from './contacts.ts'
import { classify, type Field } from './fields.ts'
import { tokenize, type Entry } from './lines.ts'
import { cleanCountry, cleanDomain, cleanEmail, cleanRegistrar, cleanStatus, hostsFrom, isPlaceholder, readDnssec } from '../normalize.ts'

export interface WhoisParseHints {
  /** The domain asked for (helps pick the right record in multi-record answers). */
  domain?: string | null
  /** The server that answered (informational). */
  server?: string | null
  /** The registry suffix (informational). */
  tld?: string | null
}

const HANDLE = /^(?=[^\s]*[-.\d])[A-Za-z0-9][\w.-]*$/
/**
 * A registrar value that is its IANA number ("9999", "#9999", "IANA ID: 9999") or ends in one after an explicit IANA
 * label ("Fixture Registrar Ltd, IANA ID 9999", "Fixture Registrar Ltd (IANA #9999)"); a name ending in a digit
 * without that label stays a name.
 */
const IANA_LABEL = String.raw`iana(?:\s*(?:id|number|no\.?))?\s*[:#]?\s*`
const REGISTRAR_IANA = new RegExp(String.raw`^()(?:${IANA_LABEL}|#\s*)?(\d{1,6})$|^(.*\S)\s*(?:[,;]\s*\(?|\(\s*)${IANA_LABEL}(\d{1,6})\)?$`, 'i')

/** A registrar written as a handle ("FIXT-REG-7", "MARK-0292", "ua.markmonitor") rather than a name. */
export function isRegistrarHandle(value: string | null): boolean {
  return value !== null && HANDLE.test(value.trim())
}

type Scalar = Exclude<Field, 'nameServers' | 'status'>

export function parseWhois(raw: string, hints: WhoisParseHints = {}): ParsedWhois {
  const out = emptyParsed()
  const best = new Map<Scalar, { rank: number; value: string; block?: number }>()
  const ns: string[] = []
  const nsSeen = new Set<string>()
  let status: string[] = []
  // the states kept so far, by sameStatusKey: one look-up per state (an answer may list tens of thousands)
  let statusSeen = new Set<string>()
  let statusRank = 0
  let dataFields = 0
  const home = new Map<Scalar, { rank: number; value: string }>()
  const homeBlocks = new Set<number>()
  const entries = tokenize(raw)
  const skip = otherRecords(entries, hints.domain)
  const contacts = createContactIndex()
  for (const e of entries) {
    if (e.key === '' || e.value === '' || skip?.has(e.block)) continue
    contacts.add(e)
    let hit = classify(e.key, e.scope) ?? (e.alt !== undefined ? classify(e.alt, e.scope) : null)
    if (!hit) continue
    if (e.loose && hit.rank < 2 && hit.field !== 'nameServers') continue
    // a Korean/Japanese/Chinese label yields to the English label of the same field (KISA gives both)
    if (e.translated) hit = { field: hit.field, rank: hit.rank - 1 }
    // ISOC-IL style history "changed: registrar AT ns.il 19990605 (Assigned)": the stamp marked as the
    // assignment is the registration, below any creation key of the answer
    if (hit.field === 'updatedDate' && /\((?:assigned|created|registered)\)\s*$/i.test(e.value)) hit = { field: 'creationDate', rank: 1 }
    const f = hit.field
    if (f === 'nameServers') { if (hostsFrom(e.value, ns, nsSeen)) dataFields++; continue }
    if (f === 'status') {
      if (e.key === 'state' && /^[A-Z]{2}$/.test(e.value)) continue // a province code, not a status
      if (e.key === 'flags' && !/^(?:client|server|pending)[A-Z][A-Za-z]+$/.test(e.value.trim())) continue // DNSKEY flags (257), not a status
      // "Status: PREMIUM NAME (No match for domain …)": a status of a name nobody holds is no registration data
      if (/\b(?:no match|not found|not registered)\b/i.test(e.value)) continue
      // UANIC "status: OK-UNTIL 20131218000000": the state carries the expiry
      // JPRS "[State] Connected (2010/09/30)": the state holds until that date (the expiry)
      const until = /\buntil\s+(\d{8}(?:\d{6})?)\b/i.exec(e.value) ?? /^connected\s*\((\d{4}\/\d{2}\/\d{2})\)\s*$/i.exec(e.value)
      const untilDate = until ? parseDate(until[1]!) : null
      if (untilDate && !best.has('expirationDate')) best.set('expirationDate', { rank: 1, value: untilDate })
      const s = cleanStatus(e.value)
      // "Domain Status:" lines outrank a bare "Status:" elsewhere in the answer (.asia lists both)
      if (!s || hit.rank < statusRank) continue
      if (hit.rank > statusRank) { status = []; statusSeen = new Set(); statusRank = hit.rank }
      // AFNIC writes the same state twice ("status: ACTIVE", "eppstatus: active"): one entry per state
      for (const x of s) {
        const k = sameStatusKey(x)
        if (!statusSeen.has(k)) { statusSeen.add(k); status.push(x) }
      }
      continue
    }
    let value: string | null = e.value
    if (f === 'creationDate' || f === 'expirationDate' || f === 'updatedDate') value = parseDate(e.value)
    if (value === null) continue
    // "Not shown, please visit …", "REDACTED FOR PRIVACY": a placeholder must not outrank a name given elsewhere
    if ((f === 'registrar' || f === 'registrantOrganization' || f === 'registrantName' || f === 'registrantCountry') && isPlaceholder(value)) continue
    // "Domain Information: [ドメイン情報]" (JPRS) is a heading, not the name
    if (f === 'domain' && cleanDomain(value) === null) continue
    if (f === 'registrar') {
      // "Registrar: 9999", "Registrar: IANA ID 9999": a registrar written only as its IANA number is the id, not a
      // name (as in RDAP publicIds); "Fixture Registrar Ltd, IANA ID: 9999" gives both
      const id = REGISTRAR_IANA.exec(value.trim())
      if (id) {
        if (!best.has('registrarIanaId')) best.set('registrarIanaId', { rank: 0, value: id[2] ?? id[4]! })
        value = (id[3] ?? '').trim()
        if (!value) continue
      }
      // "Registrar: http://www.registrar.example": a web address only is the registrar's URL, not its name (a name
      // written like a host, IIS's "registrar: www.NameSRS.com", is the registrar's brand and stays a name)
      if (/^https?:\/\/\S+$/i.test(value.trim())) {
        if (!best.has('registrarUrl')) best.set('registrarUrl', { rank: 0, value: value.trim() })
        continue
      }
    }
    // a registrar handle ("MARK-0292", "ua.markmonitor") yields to a registrar name given elsewhere
    const rank = f === 'registrar' && HANDLE.test(value) ? hit.rank - 1 : hit.rank
    const prev = best.get(f)
    // several "changed:" lines of one rank (RIPE style, oldest first): the latest is the last update
    const later = f === 'updatedDate' && prev !== undefined && rank === prev.rank && prev.block === e.block && value > prev.value
    if (!prev || rank > prev.rank || later || morePrecise(f, value, prev.value)) best.set(f, { rank, value, block: e.block })
    if (f === 'domain') homeBlocks.add(e.block)
    if (homeBlocks.has(e.block) && (f === 'creationDate' || f === 'expirationDate' || f === 'updatedDate') && rank > 0) {
      const own = home.get(f)
      const ownLater = f === 'updatedDate' && own !== undefined && rank === own.rank && value > own.value
      if (!own || rank > own.rank || ownLater || morePrecise(f, value, own.value)) home.set(f, { rank, value })
    }
  }
  // a date from a block naming the domain beats one from another object (.ar: name server and contact
  // objects carry "created:" lines of their own)
  for (const [f, v] of home) if (best.get(f)!.rank < 10) best.set(f, v)
  const get = (f: Scalar): string | null => best.get(f)?.value ?? null
  out.domain = cleanDomain(get('domain')) ?? null
  out.registrar = cleanRegistrar(handleThenName(get('registrar')))
  out.registrarIanaId = /^\d{1,6}$/.test(get('registrarIanaId') ?? '') ? get('registrarIanaId') : null
  out.registrarUrl = get('registrarUrl')
  out.referralServer = referral(get('referralServer'), hints.server ?? null)
  out.creationDate = get('creationDate')
  out.expirationDate = get('expirationDate')
  out.updatedDate = get('updatedDate')
  out.nameServers = out.domain ? ns.filter((h) => h !== out.domain) : ns
  out.status = status
  out.dnssec = readDnssec(get('dnssec'))
  // a holder given by handle is resolved through its contact object (RIPE, FRED)
  const holder = contacts.holder()
  const named = get('registrantName')
  const holderName = named !== null && named.toUpperCase() === contacts.holderHandle() ? null : named
  out.registrantOrganization = cleanRegistrar(get('registrantOrganization') ?? holder?.org ?? holderName ?? holder?.name ?? null)
  out.registrantCountry = cleanCountry(get('registrantCountry') ?? holder?.country ?? null)
  out.abuseEmail = cleanEmail(get('abuseEmail'))
  if (out.registrar || out.creationDate || out.expirationDate) dataFields++
  // a reduced record ("Query rate limit exceeded. Reduced information." then domain and holder only) is a record
  if (out.domain && (named || out.registrantOrganization)) dataFields++
  if (status.some((s) => !/free|available|not ?registered|no ?object|not found|reserved|invalid/i.test(s))) dataFields++
  const verdict = answerVerdict(raw, dataFields > 0)
  if (verdict === 'available' || verdict === 'invalid' || (verdict === 'throttled' && dataFields === 0)) {
    return { ...emptyParsed(), registered: verdict === 'throttled' ? null : false, state: verdict, domain: out.domain }
  }
  if (verdict === 'reserved' || status.some((s) => /^(?:reserved|restricted|prohibited|blocked)\b/i.test(s))) {
    // held by the registry: registered when the answer carries registration data, else a name nobody holds
    return { ...out, registered: dataFields > 0 || out.domain !== null, state: 'reserved' }
  }
  if (dataFields > 0) return { ...out, registered: true, state: 'registered' }
  return { ...out, registered: false, state: 'unknown' }
}

/**
 * "fixture (Fixture Registrar LLC)" (AMNIC): a one-word handle with the registrar's name in parentheses gives the
 * name. A name followed by a web address or a note ("Megazone(http://…)", "MarkMonitor, Inc (TLDs)") stays as written;
 * a trailing handle in parentheses ("Tucows Inc. (R11-LROR)", "Fixture Registrar Ltd (FIXT-7)") is dropped by
 * cleanRegistrar. A handle in square brackets before or after the name
 * ("[FIXT-REG-7] Fixture Registrar Ltd", "Fixture Registrar Ltd [FIXT-REG-7]") is dropped; a bracketed note that is
 * not a handle (Nominet "[Tag = FIXTURE]") stays.
 */
function handleThenName(value: string | null): string | null {
  if (!value) return value
  const b = /^\[([^\]\s]+)\]\s*(\S.*)$/.exec(value.trim()) ?? /^(.*\S)\s*\[([^[\]\s]+)\]$/.exec(value.trim())
  if (b) {
    const [handle, name] = b[0].trim().startsWith('[') ? [b[1]!, b[2]!] : [b[2]!, b[1]!]
    if (HANDLE.test(handle) && !HANDLE.test(name.trim())) return name.trim()
  }
  const m = /^([a-z0-9][\w.-]*)\s+\(([^()]+)\)$/i.exec(value.trim())
  if (!m || !HANDLE_WORD.test(m[1]!) || !/\s/.test(m[2]!.trim()) || /[:/@]/.test(m[2]!)) return value
  return m[2]!.trim()
}
const HANDLE_WORD = /^(?:[a-z0-9._-]+|[A-Z0-9]+(?:-[A-Z0-9]+)+)$/

/** Two states are the same when they are equal without regard to case (and of one length): the same key. */
function sameStatusKey(s: string): string {
  return `${s.length}:${s.toLowerCase()}`
}

/** Two readings of the same day (registry date-only vs. registrar timestamp): the one with a time wins. */
function morePrecise(f: Scalar, value: string, prev: string): boolean {
  if (f !== 'creationDate' && f !== 'expirationDate' && f !== 'updatedDate') return false
  return prev.endsWith('T00:00:00Z') && !value.endsWith('T00:00:00Z') && prev.slice(0, 10) === value.slice(0, 10)
}

/**
 * Multi-record answers (legacy Verisign "Server Name:" records, registry + registrar concatenations):
 * when one block names the domain asked for, blocks naming another domain or host are left out.
 */
function otherRecords(entries: Entry[], domain: string | null | undefined): Set<number> | null {
  if (!domain) return null
  const want = domain.toLowerCase().replace(/\.$/, '')
  const other = new Set<number>()
  const matched = new Set<number>()
  for (const e of entries) {
    if (e.scope !== '' || (e.key !== 'domain name' && e.key !== 'domain' && e.key !== 'server name' && e.key !== 'puny name')) continue
    let v = e.value.toLowerCase().split(/\s/)[0]!.replace(/\.$/, '')
    if (/[^\x00-\x7f]/.test(v)) v = domainToASCII(v) || v // IDN written in Unicode (RFC 5891)
    if (v === want) matched.add(e.block)
    else if (v.includes('.')) other.add(e.block)
  }
  // a block naming the domain asked for stays even when it also lists variants (CNNIC: IDN variants in one block)
  for (const b of matched) other.delete(b)
  return matched.size > 0 && other.size > 0 ? other : null
}

function referral(value: string | null, self: string | null): string | null {
  if (!value) return null
  const host = value.replace(/^(?:r?whois|https?):\/\//i, '').replace(/\/.*$/, '').trim().toLowerCase()
  if (!/^[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?$/.test(host) || host === self) return null
  return host
}
