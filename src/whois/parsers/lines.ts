/**
 * Tokeniser for WHOIS text (RFC 3912 defines no format). Turns a response into key/value entries and
 * remembers the section each entry sits in, covering the layouts registries use:
 *   `Key: value` / `Key.....: value` (ICANN RAA, RIPE-like), `[Key]   value` and `a. [Key] value` (JPRS),
 *   `Key:` + indented lines (Nominet), colon-less headers + indented `Key: value` lines (.it),
 *   `[Tech-C]` object headers (DENIC), blank-line separated RIPE objects (`nic-hdl:`, `registrar:` … blocks).
 * No field knowledge lives here: see fields.ts.
 */

export interface Entry {
  /** Normalised key: lower case, non-alphanumerics folded to single spaces. '' for a bare value line. */
  key: string
  value: string
  /** Normalised section name ('' = top level). */
  scope: string
  /** True when the key came from a colon-less `Key    value` line (only trusted for known keys). */
  loose: boolean
  /** Blank-line separated block number. */
  block: number
  /** The other half of a bilingual label ("Estado / Status": key "status", alt "estado"), read when the key gives nothing. */
  alt?: string
  /** True when the key is a Korean, Japanese, Chinese or Cyrillic label read through a label table (ranks below an English key of the same field). */
  translated?: boolean
}

/**
 * Labels of registries that answer in Korean (KISA: the Korean part comes before its English translation),
 * Japanese (JPRS without the `/e` switch) or Chinese (CNNIC-, TWNIC-style registrars), mapped to the English
 * key they stand for, whitespace removed. Only the keys the parser uses are listed.
 */
const LOCAL_KEYS = new Map<string, string>([
  // Korean (KISA)
  ['도메인이름', 'domain name'], ['등록인', 'registrant'], ['등록일', 'registered date'], ['최근정보변경일', 'last updated date'],
  ['사용종료일', 'expiration date'], ['등록대행자', 'authorized agency'], ['호스트이름', 'host name'],
  // Japanese (JPRS)
  ['ドメイン名', 'domain name'], ['登録者名', 'registrant'], ['登録年月日', 'created on'], ['有効期限', 'expires on'],
  ['状態', 'status'], ['最終更新', 'last updated'], ['ネームサーバ', 'name server'], ['組織名', 'organization'],
  // Chinese, simplified and traditional
  ['域名', 'domain name'], ['網域名稱', 'domain name'], ['注册商', 'registrar'], ['註冊商', 'registrar'],
  ['注册服务机构', 'registrar'], ['註冊服務機構', 'registrar'], ['所属注册商', 'registrar'],
  ['注册时间', 'creation date'], ['注册日期', 'creation date'], ['创建时间', 'creation date'], ['创建日期', 'creation date'],
  ['註冊日期', 'creation date'], ['註冊時間', 'creation date'], ['建立日期', 'creation date'],
  ['过期时间', 'expiration date'], ['到期时间', 'expiration date'], ['到期日期', 'expiration date'], ['过期日期', 'expiration date'],
  ['到期時間', 'expiration date'], ['過期日期', 'expiration date'], ['過期時間', 'expiration date'],
  ['更新时间', 'updated date'], ['更新日期', 'updated date'], ['更新時間', 'updated date'],
  ['域名服务器', 'name server'], ['dns服务器', 'name server'], ['網域名稱伺服器', 'name server'], ['域名伺服器', 'name server'],
  ['域名状态', 'domain status'], ['網域狀態', 'domain status'], ['狀態', 'status'], ['状态', 'status'],
  ['注册人', 'registrant'], ['注册者', 'registrant'], ['註冊人', 'registrant'], ['持有人', 'registrant'], ['所有者', 'registrant'], ['域名所有者', 'registrant'],
])

/**
 * Labels of registries and registrars that answer in Russian or Ukrainian (Cyrillic), mapped to the English key
 * they stand for (lower case, whitespace folded to one space, dashes kept). Only the keys the parser uses.
 */
const CYRILLIC_KEYS = new Map<string, string>([
  // the domain
  ['домен', 'domain name'], ['доменное имя', 'domain name'], ['имя домена', 'domain name'], ["доменне ім'я", 'domain name'], ['доменне імя', 'domain name'],
  // the registrar
  ['регистратор', 'registrar'], ['регистратор домена', 'registrar'], ['реєстратор', 'registrar'], ['реєстратор домену', 'registrar'],
  // dates
  ['дата регистрации', 'creation date'], ['дата создания', 'creation date'], ['зарегистрирован', 'creation date'], ['создан', 'creation date'],
  ['дата реєстрації', 'creation date'], ['дата створення', 'creation date'], ['створено', 'creation date'], ['зареєстровано', 'creation date'],
  ['дата окончания', 'expiration date'], ['дата окончания регистрации', 'expiration date'], ['оплачен до', 'expiration date'], ['оплачено до', 'expiration date'],
  ['действителен до', 'expiration date'], ['дата закінчення', 'expiration date'], ['дата закінчення реєстрації', 'expiration date'], ['дійсний до', 'expiration date'],
  ['сплачено до', 'expiration date'],
  ['дата изменения', 'updated date'], ['дата обновления', 'updated date'], ['изменен', 'updated date'], ['обновлен', 'updated date'],
  ['дата зміни', 'updated date'], ['дата оновлення', 'updated date'], ['змінено', 'updated date'], ['оновлено', 'updated date'],
  // delegation and state
  ['серверы dns', 'name servers'], ['dns-серверы', 'name servers'], ['dns серверы', 'name servers'], ['серверы имен', 'name servers'], ['сервер dns', 'name servers'],
  ['dns-сервери', 'name servers'], ['сервери dns', 'name servers'], ['dns сервери', 'name servers'], ['сервери імен', 'name servers'],
  ['статус', 'status'], ['состояние', 'status'], ['стан', 'status'],
  // the holder
  ['администратор', 'registrant'], ['администратор домена', 'registrant'], ['владелец', 'registrant'], ['владелец домена', 'registrant'],
  ['регистрант', 'registrant'], ['власник', 'registrant'], ['власник домену', 'registrant'], ['реєстрант', 'registrant'],
  ['организация', 'organization'], ['організація', 'organization'], ['страна', 'country'], ['країна', 'country'],
])

/** True when the string holds a Cyrillic letter (U+0400–U+052F). */
function hasCyrillic(k: string): boolean {
  for (let j = 0; j < k.length; j++) { const ch = k.charCodeAt(j); if (ch >= 0x0400 && ch < 0x0530) return true }
  return false
}

/** True when the string holds a character of a CJK or Hangul block (U+3040 and above, below the surrogates). */
function hasCjk(k: string): boolean {
  for (let j = 0; j < k.length; j++) { const ch = k.charCodeAt(j); if (ch >= 0x3040 && ch < 0xd800) return true }
  return false
}

/**
 * A Latin-script key folded to ASCII: accents are taken off before non-alphanumerics become spaces, so the
 * labels of registries that answer in French, Spanish, Portuguese or Czech read as words ("Date de création" →
 * "date de creation", not "date de cr ation").
 */
function latinKey(k: string): string {
  const lower = k.toLowerCase()
  const ascii = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}+/gu, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/đ/g, 'd').replace(/ı/g, 'i')
  return ascii.replace(/[^a-z0-9]+/g, ' ').trim()
}

/**
 * A bilingual label, the registry's language then English ("Nome de domínio / Domain Name", "Estado / Status",
 * "Titular / Registrant"): the half after " / " is the key, the other half is kept as an alternative. When only
 * one half is in Latin script, that half is the key.
 */
function bilingual(k: string): [key: string, alt: string] | null {
  const i = k.indexOf(' / ')
  if (i <= 0) return null
  const a = k.slice(0, i).trim()
  const b = k.slice(i + 3).trim()
  if (!/\p{L}/u.test(a) || !/\p{L}/u.test(b)) return null
  const latin = (x: string): boolean => !hasCjk(x) && !hasCyrillic(x)
  return latin(a) && !latin(b) ? [normKey(a), normKey(b)] : [normKey(b), normKey(a)]
}

// the same few hundred keys recur in every response; memoised (bounded) because this runs per line
const keyMemo = new Map<string, string>()
// raw keys read through CYRILLIC_KEYS (a translated label, below an English one of the same field)
const cyrillicKeys = new Set<string>()

export function normKey(k: string): string {
  let n = keyMemo.get(k)
  if (n === undefined) {
    if (keyMemo.size > 20_000) { keyMemo.clear(); cyrillicKeys.clear() }
    const cyr = !hasCjk(k) && hasCyrillic(k) ? CYRILLIC_KEYS.get(k.toLowerCase().replace(/[\s_]+/g, ' ').trim()) : undefined
    if (cyr !== undefined) cyrillicKeys.add(k)
    n = cyr ?? (hasCjk(k) ? LOCAL_KEYS.get(k.toLowerCase().replace(/\s+/g, '')) : undefined) ?? latinKey(k)
    keyMemo.set(k, n)
  }
  return n
}

/** `Key: value` / `Key.....: value` split at the first colon (a linear scan: this runs on every line). */
function splitKv(t: string): [string, string] | null {
  let c = t.indexOf(':')
  // Chinese layouts write a full-width colon ("注册商：…")
  const wide = c < 0 || t.charCodeAt(0) > 0x2fff ? t.indexOf('\uff1a') : -1
  if (wide > 0 && (c <= 0 || wide < c)) c = wide
  if (c <= 0 || c > 62 || (t.charCodeAt(c + 1) === 47 && t.charCodeAt(c + 2) === 47)) return null
  let end = c
  let letter = false
  for (let j = 0; j < c; j++) {
    const ch = t.charCodeAt(j)
    if (((ch | 32) >= 97 && (ch | 32) <= 122) || (ch >= 0x3040 && ch < 0xd800) || (ch >= 0x0400 && ch < 0x0530)) { letter = true; break }
  }
  if (!letter) return null
  while (end > 0) { const ch = t.charCodeAt(end - 1); if (ch === 32 || ch === 9 || ch === 46) end--; else break }
  const key = t.slice(0, end)
  if (key.includes('[') || key.includes(']')) return null
  if (key.includes('(') && !key.includes(')')) return null // "host (2001:db8::1)": an address, not a key
  // "ns2.example.net 2001:db8::5" (Nominet, .ac.uk, .tw): a name server followed by its IPv6 glue address
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+\.?\s+[0-9a-f]{0,4}$/i.test(key)) return null
  return [key, t.slice(c + 1)]
}
const RE_KV = { test: (t: string): boolean => splitKv(t) !== null }
const RE_BRACKET = /^(?:[a-z]\.?\s+|[a-z]\.)?\[([^\]]{1,40})\](.*)$/
// "Date de creation#. . . . . 10/01/2007" (JWhoisServer)
const RE_HASH = /^([A-Za-z][^#]{1,50}?)\s*#[\s.]*(.*)$/
const RE_DOTS = /^([A-Za-z][A-Za-z ./()-]{1,40}?)\s*\.{3,}\s*(\S.*)$/
// "Record created on 2010-08-13" (TWNIC, EENet): a sentence whose last words name the field
const RE_ON = /^((?:[A-Za-z]+ ){0,3}(?:created|expires?|updated|modified|changed|registered|renewed)(?: on| at)?)\s+(\d.*|[A-Za-z]{3,9}[ -]\d.*)$/i
const RE_LOOSE = /^([A-Za-z][A-Za-z ./()_-]{1,40}?)(?:\t+|\s{2,})(\S.*)$/
/** First keys of RIPE-style objects that describe something other than the domain itself. */
const OBJECT_KEYS = new Set(['nic hdl', 'person', 'role', 'contact', 'registrar', 'organisation', 'organization', 'key', 'keyset', 'nsset', 'ns list', 'holder', 'admin c', 'tech c'])

const MIDBLOCK_OBJECT = new Set(['contact', 'nic hdl', 'role'])

interface Section { name: string; indent: number; inner: number }

function indentOf(line: string): number {
  let i = 0
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++
  return i
}

/** True when `needle` starts within the first `max` characters (cheap guard before a regex). */
function within(t: string, needle: string, max: number): boolean {
  const k = t.indexOf(needle)
  return k > 0 && k <= max
}

function isComment(t: string): boolean {
  const c = t.charCodeAt(0)
  // % (RIPE), # (many), >>> (ICANN footer), -- (signature), [ … ] banners (JPRS)
  return c === 37 || c === 35 || t.startsWith('>>>') || t.startsWith('--') || (c === 91 && t.endsWith(']') && t.length > 44) || t.startsWith('*')
}

/** A `Key:` without value heads a section when the next line is indented deeper or is a bare value. */
/** Keys that name a block of lines even when the lines below are not indented (.tr "** Registrar:"). */
const HEADER_KEY = /^(?:registrar|registrant|holder|owner|(?:admin\w*|tech\w*|billing|zone)(?: contact)?|contacts?|domain servers|name ?servers|dns servers)(?: information)?$/

function opensSection(lines: string[], i: number, indent: number, key: string): boolean {
  let next = lines[i + 1]
  // one blank line between a header and its values is common (HKIRC, .ws)
  if (next !== undefined && next.trim() === '') {
    next = lines[i + 2]
    if (next === undefined || next.trim() === '' || splitKv(next.trim()) !== null) return false
  }
  if (next === undefined) return false
  if (HEADER_KEY.test(key) && next.trim() !== '') return true
  const t = next.trim()
  if (t === '') return false
  if (indentOf(next) > indent) return true
  return !RE_KV.test(t) && !RE_BRACKET.test(t)
}

export function tokenize(raw: string): Entry[] {
  const lines = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n').split('\n') : raw.split('\n')
  const out: Entry[] = []
  let section: Section | null = null
  let object = ''
  let block = 0
  let blockStart = true
  let last: Entry | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    let t = line.trim()
    if (t === '') {
      // "Name Servers:" + blank line + values (HKIRC, .ws): the header still owns the next lines
      if (last && last.value === '' && section && section.name === last.key && section.inner < 0) continue
      if (!blockStart) block++
      blockStart = true; section = null; object = ''; last = null
      continue
    }
    let starred = false
    if (t.charCodeAt(0) === 42 && t.startsWith('** ') && t.includes(':')) { t = t.slice(3).trim(); starred = true } // .tr "** Registrar:"
    else if (isComment(t)) continue
    const indent = indentOf(line)
    if (section && section.inner < 0) section.inner = indent
    if (section && section.inner > section.indent && indent <= section.indent) section = null
    let key = ''
    let value = ''
    let loose = false
    let kv: [string, string] | null
    let bracket = false
    const br = t.indexOf('[')
    let m = br >= 0 && br < 4 ? RE_BRACKET.exec(t) : null
    if (m) {
      key = m[1]!; value = m[2]!.trim(); bracket = true
      if (value === '' && /^\[[^\]]+\]$/.test(t) && !/^\s\s$/.test(line.slice(-2))) { // two trailing blanks (`\s{2,}$` on the line restarted at each blank of a long indent)
        // DENIC "[Tech-C]": an object header
        section = { name: normKey(key), indent, inner: -1 }
        blockStart = false; last = null
        continue
      }
    } else if ((kv = splitKv(t)) && !(kv[0].length <= 6 && /^(?:https?|ftp|mailto)$/i.test(kv[0])) && !(/\d/.test(kv[0]) && RE_ON.test(t))) {
      key = kv[0]; value = kv[1].trim()
      if (value.startsWith('..')) value = value.replace(/^\.+\s*/, '') // "Registrar:.........Name" (.tg)
    } else if (t.length < 90 && (m = RE_ON.exec(t)) && !/^last\b/i.test(m[1]!)) {
      // a subject is required: "Record created on …" describes the domain, "Last updated on …" (RIPN) the database
      // "Record expires on 2021-08-13 00:00:00": checked after the colon split fails or splits inside a time
      key = m[1]!; value = m[2]!.trim()
    } else if (within(t, '#.', 52) && (m = RE_HASH.exec(t))) {
      key = m[1]!; value = m[2]!.trim()
    } else if (within(t, '...', 44) && (m = RE_DOTS.exec(t))) {
      key = m[1]!; value = m[2]!.trim()
    } else if (indent < 8 && (within(t, '  ', 42) || within(t, '\t', 42)) && (m = RE_LOOSE.exec(t)) && !m[1]!.endsWith('.')) {
      key = m[1]!; value = m[2]!.trim(); loose = true
    }
    const bi = key.includes(' / ') ? bilingual(key) : null
    const nk = bi ? bi[0] : key ? normKey(key) : ''
    if (value.startsWith('!') && /^![A-Za-z]+$/.test(value)) value = '' // YAML type tag ("registrar: !Registrar")
    if (nk === '' || key.length > 60) {
      // a bare line: a value of the open header, a continuation of the previous entry, or a colon-less header
      const next = lines[i + 1]
      if (!section && indent === 0 && t.length <= 40 && !/[.,;!?]$/.test(t) && next !== undefined && next.trim() !== '' && !(last && last.value === '') &&
        (indentOf(next) > 0 || !(RE_KV.test(next.trim()) || RE_BRACKET.test(next.trim())) || HEADER_KEY.test(normKey(t)))) {
        // "DNS servers" then "Name....: ns1.example." lines (.tn): a header of key/value lines too
        section = { name: (t.includes(' / ') ? bilingual(t)?.[0] : undefined) ?? normKey(t), indent, inner: -1 }
        blockStart = false; last = null
        continue
      }
      if (last && last.value === '') out.push({ key: last.key, value: t, scope: last.scope, loose: false, block })
      else if (section && last && last.scope === section.name && indent > section.inner) out.push({ key: last.key, value: t, scope: last.scope, loose: false, block })
      else if (section) out.push({ key: section.name, value: t, scope: '', loose: false, block })
      else if (last && indent > 0) out.push({ key: last.key, value: t, scope: last.scope, loose: false, block })
      // else: free text (notices, disclaimers) carries no field
      blockStart = false
      continue
    }
    if (blockStart) object = OBJECT_KEYS.has(nk) && block > 0 ? nk : ''
    // FRED/RIPE answers without blank lines: a contact or nsset object starts mid-block
    else if (MIDBLOCK_OBJECT.has(nk) && !section && value !== '' && !value.includes(' ')) object = nk // a handle, not AFNIC's "contact: <name>"
    blockStart = false
    const scope = section ? section.name : object
    const entry: Entry = { key: nk, value, scope, loose, block }
    if (bi) entry.alt = bi[1]
    if (key.charCodeAt(0) > 0x2fff || hasCjk(key) || cyrillicKeys.has(key)) entry.translated = true
    if (value === '' && !loose && !bracket && (starred || opensSection(lines, i, indent, nk))) {
      // "Registrar:" followed by indented or bare lines: open a section named after the key
      section = { name: nk, indent, inner: -1 }
    }
    out.push(entry)
    last = entry
  }
  return out
}
