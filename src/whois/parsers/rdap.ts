/**
 * RDAP domain object → ParsedWhois (RFC 9083 §5.3; status values RFC 9083 §10.2.2 / RFC 8056;
 * event actions RFC 9083 §10.2.3; jCard RFC 7095). No network here.
 */
import { domainToASCII } from 'node:url'
import { emptyParsed, type ParsedWhois } from '../types.ts'
import { parseDate } from './dates.ts'
import { cleanCountry, cleanEmail, cleanRegistrar, hostsFrom, rdapStatus } from '../normalize.ts'

type Json = Record<string, unknown>

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

/**
 * One jCard property (`["fn", {}, "text", "Example Inc."]`, RFC 7095 §3.3). Property names are matched without
 * regard to case (vCard names are case-insensitive, RFC 6350 §3.3; some servers write `FN`). When a property is given
 * several times (one per language), the one with the lowest `pref` parameter (RFC 6350 §5.3) wins, else the first.
 */
function vcard(entity: Json, name: string): unknown[] | null {
  // ["vcard", [properties]] (RFC 7095 §3.3); some servers leave out the "vcard" head and give the properties alone
  const va = arr(entity.vcardArray)
  const card = Array.isArray(va[0]) ? va : va[1]
  const found = arr(card).filter((p): p is unknown[] => Array.isArray(p) && typeof p[0] === 'string' && p[0].toLowerCase() === name)
  const pref = (p: unknown[]): number => {
    const v = isObj(p[1]) ? Number(Object.entries(p[1]).find(([k]) => k.toLowerCase() === 'pref')?.[1]) : NaN
    return Number.isFinite(v) ? v : 101 // RFC 6350 §5.3: 1 (most preferred) … 100
  }
  // one pass (an answer may repeat a property many times): the first of the lowest pref
  let best: unknown[] | null = null, bestPref = Infinity
  for (const p of found) {
    const v = pref(p)
    if (v < bestPref) { best = p; bestPref = v }
  }
  return best
}

/**
 * The text of a jCard property. A structured `org` (RFC 6350 §6.6.4: organisation name, then units) gives the
 * organisation name; other structured values are joined.
 */
function vcardText(entity: Json, name: string): string | null {
  const p = vcard(entity, name)
  const v = p?.[3]
  if (Array.isArray(v)) return name === 'org' ? str(v.find((x) => str(x) !== null)) : str(v.join(' '))
  return str(v)
}

/** A registrar's name: `fn`, else `org`; a placeholder (`Data Redacted`, RFC 9537) is skipped for the next. */
function vcardName(entity: Json): string | null {
  for (const name of ['fn', 'org']) {
    const v = cleanRegistrar(vcardText(entity, name))
    if (v) return v
  }
  return null
}

/** Country: the `cc` parameter (RFC 8605) or the adr's last component (RFC 6350 §6.3.1). */
function vcardCountry(entity: Json): string | null {
  const adr = vcard(entity, 'adr')
  if (!adr) return null
  const cc = isObj(adr[1]) ? str(adr[1].cc) : null
  if (cc) return cleanCountry(cc)
  const v = adr[3]
  return Array.isArray(v) ? cleanCountry(str(v[6])) : null
}

function roles(e: Json): string[] {
  // an array of strings (RFC 9083 §5.1); a single role written as a string is read too
  return (typeof e.roles === 'string' ? [e.roles] : arr(e.roles)).filter((r): r is string => typeof r === 'string').map((r) => r.toLowerCase())
}

/** Entity levels read under the answer: registries nest two or three (registrar → abuse contact). */
const MAX_ENTITY_DEPTH = 16

/**
 * All entities, nested ones included (abuse contacts sit under the registrar, RFC 9083 §5.1), in document
 * order, down to MAX_ENTITY_DEPTH levels. A loop with its own stack, so a hostile answer nested thousands
 * of levels deep cannot overflow the call stack.
 */
function allEntities(root: Json, out: Json[] = []): Json[] {
  const stack: { e: Json; depth: number }[] = arr(root.entities).filter(isObj).reverse().map((e) => ({ e, depth: 1 }))
  while (stack.length > 0) {
    const { e, depth } = stack.pop()!
    out.push(e)
    if (depth < MAX_ENTITY_DEPTH) {
      const kids = arr(e.entities).filter(isObj)
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ e: kids[i]!, depth: depth + 1 })
    }
  }
  return out
}

/**
 * The A-label name of a domain or nameserver object: `ldhName`, else `unicodeName` converted (RFC 9083 §3; some
 * servers give only the U-label, or write U-labels into ldhName), lower case, no trailing dot.
 */
function ldh(o: Json): string | null {
  const name = (str(o.ldhName) ?? str(o.unicodeName))?.replace(/\.$/, '')
  if (!name) return null
  return (/[^\x00-\x7f]/.test(name) ? domainToASCII(name) || null : name.toLowerCase())
}

export function parseRdap(json: unknown): ParsedWhois {
  const out = emptyParsed()
  if (!isObj(json)) return out
  if (typeof json.errorCode === 'number') {
    return { ...out, registered: json.errorCode === 404 ? false : null, state: json.errorCode === 404 ? 'available' : 'unknown' }
  }
  out.domain = ldh(json)
  let registrarExpiry: string | null = null
  for (const ev of arr(json.events)) {
    if (!isObj(ev)) continue
    const when = parseDate(str(ev.eventDate))
    const action = str(ev.eventAction)?.toLowerCase()
    if (!when || !action) continue
    if (action === 'registration') out.creationDate ??= when
    else if (action === 'expiration') out.expirationDate ??= when
    else if (action === 'last changed') out.updatedDate ??= when
    else if (action === 'registrar expiration') registrarExpiry ??= when // IANA RDAP JSON values registry
  }
  // the registry's expiry is authoritative; a registrar's own expiry only when the registry gives none
  out.expirationDate ??= registrarExpiry
  const nsSeen = new Set<string>()
  for (const ns of arr(json.nameservers)) if (isObj(ns)) hostsFrom(ldh(ns) ?? '', out.nameServers, nsSeen)
  out.status = [...new Set(arr(json.status).map((s) => str(s)).filter((s): s is string => s !== null).map(rdapStatus))]
  if (isObj(json.secureDNS) && typeof json.secureDNS.delegationSigned === 'boolean') out.dnssec = json.secureDNS.delegationSigned
  let registrarNamed = false
  for (const e of allEntities(json)) {
    const r = roles(e)
    if (r.includes('registrar') && !registrarNamed) {
      // a registrar entity without a jCard (some ccTLD servers) is named by its handle, unless that is a bare IANA
      // number; a later registrar entity that gives a name replaces a handle
      const handle = str(e.handle)
      const name = vcardName(e)
      registrarNamed = name !== null
      out.registrar = name ?? out.registrar ?? cleanRegistrar(handle && !/^\d+$/.test(handle) ? handle : null)
      for (const id of arr(e.publicIds)) {
        if (isObj(id) && /iana/i.test(str(id.type) ?? '') && !out.registrarIanaId) out.registrarIanaId = str(id.identifier)
      }
      for (const l of arr(e.links)) if (isObj(l) && l.rel === 'about' && !out.registrarUrl) out.registrarUrl = str(l.href)
    }
    if (r.includes('abuse') && !out.abuseEmail) out.abuseEmail = cleanEmail(vcardText(e, 'email'))
    if (r.includes('registrant')) {
      // a redacted org is no holder; the fn is then a person (or redacted too), not an organisation
      out.registrantOrganization ??= cleanRegistrar(vcardText(e, 'org') ?? vcardText(e, 'fn'))
      out.registrantCountry ??= vcardCountry(e)
    }
  }
  return { ...out, registered: true, state: out.status.some((s) => /reserved/i.test(s)) ? 'reserved' : 'registered' }
}

/**
 * The registrar's own RDAP URL: a `related` link of type application/rdap+json (RFC 9083 §4.2, RFC 8288) to a domain
 * object, in the domain's links or, where some registries put it, in the registrar entity's links.
 */
export function rdapRelatedLink(json: unknown): string | null {
  if (!isObj(json)) return null
  const registrars = allEntities(json).filter((e) => roles(e).includes('registrar'))
  for (const links of [json.links, ...registrars.map((e) => e.links)]) {
    for (const l of arr(links)) {
      if (isObj(l) && l.rel === 'related' && (l.type === undefined || /rdap\+json/.test(String(l.type)))) {
        const href = str(l.href)
        if (href && /\/domain\//i.test(href) && /^https?:\/\//i.test(href)) return href
      }
    }
  }
  return null
}

/** Merges a registrar's RDAP answer into the registry's: the registry stays authoritative, gaps are filled. */
export function mergeParsed(registry: ParsedWhois, registrar: ParsedWhois): ParsedWhois {
  const out = { ...registry }
  for (const k of Object.keys(out) as (keyof ParsedWhois)[]) {
    const a = out[k]
    const b = registrar[k]
    if ((a === null || (Array.isArray(a) && a.length === 0)) && b !== null && !(Array.isArray(b) && b.length === 0)) {
      (out as Record<string, unknown>)[k] = b
    }
  }
  return out
}
