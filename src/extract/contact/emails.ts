/**
 * Email addresses from mailto: links (RFC 6068), visible text (with the common obfuscations undone) and
 * Cloudflare email protection. Each candidate is validated: RFC 5321 length limits, a domain under an
 * ICANN public suffix (tldts), no file-name look-alikes (`logo@2x.png`), no reserved example domains
 * (RFC 2606 / RFC 6761).
 */
import { domainToASCII, domainToUnicode } from 'node:url'
import { parse as parseDomain } from 'tldts'
import type { RuleContext } from '../bundle.ts'

// Asset names shaped like addresses: icon@2x.png, font@1.5x.woff2.
const FILE_EXT = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|css|js|mjs|json|map|woff2?|ttf|eot|otf|mp[34]|webm|mov|pdf|zip|gz|php|html?|aspx?)$/i
const RESERVED = /(^|\.)(example\.(com|net|org)|test|invalid|localhost|local|example)$/i
// Obfuscation tokens, undone by plain replacements. Page text is untrusted: every pattern here starts at a
// literal character and has no nested quantifiers, so the work stays linear in the text length.
const AT_TOKEN = /[ \t]?(?:\[\s{0,3}at\s{0,3}\]|\(\s{0,3}at\s{0,3}\)|\{\s{0,3}at\s{0,3}\}|<\s{0,3}at\s{0,3}>|\[@\]|\(@\)|＠)[ \t]?/gi
const DOT_TOKEN = /[ \t]?(?:\[\s{0,3}dot\s{0,3}\]|\(\s{0,3}dot\s{0,3}\)|\{\s{0,3}dot\s{0,3}\}|<\s{0,3}dot\s{0,3}>|\[\.\]|\(\.\))[ \t]?/gi
// A bare " at " only counts when the domain is spelled with a bare " dot " too ("ann at acme dot com").
const BARE_AT = / (?:at|AT) (?=[a-z0-9-]{1,63} (?:dot|DOT) [a-z])/g
const BARE_DOT = / (?:dot|DOT) (?=[a-z0-9])/g
const DOMAIN_SO_FAR = /^[a-z0-9-]+(?:(?:\.| dot | DOT )[a-z0-9-]+)*$/i
const HAS_TOKEN = /[[({<]\s{0,3}(?:at|dot|@|\.)\s{0,3}[\])}>]|＠| (?:at|AT) [a-z0-9-]{1,63} (?:dot|DOT) /

// Around each "@": the longest local part ending there and a domain starting after it (RFC 5321 §4.5.3.1 limits).
const LOCAL_CHAR = /[a-z0-9._%+'-]/i
// Labels may be internationalised (RFC 5890): letters and marks of any script, as written on the page.
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]{1,23}|xn--[a-z0-9-]{1,59})(?![\p{L}\p{M}\p{N}-])/iu
const MAX_AT = 2000

/**
 * A valid address, lower-cased, with an internationalised domain in its Unicode form (`info@bücher-haus.de`,
 * also when the page wrote the punycode `xn--bcher-haus-9db.de`), so one mailbox is listed once. Length and
 * public-suffix checks run on the ASCII (punycode, RFC 5891) form. Local parts stay ASCII (RFC 5321).
 */
export function validEmail(raw: string): string | undefined {
  const written = raw.trim().normalize('NFC').toLowerCase().replace(/^mailto:/, '')
  const at0 = written.lastIndexOf('@')
  if (at0 < 1) return undefined
  const ascii = domainToASCII(written.slice(at0 + 1))
  if (!ascii) return undefined
  const email = `${written.slice(0, at0)}@${ascii}`
  const at = email.lastIndexOf('@')
  if (at < 1 || email.length > 254) return undefined
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return undefined
  if (!/^[a-z0-9._%+'-]+$/.test(local) || FILE_EXT.test(email) || RESERVED.test(domain)) return undefined
  if (/^\d+(\.\d+)?x$/.test(domain.split('.')[0])) return undefined // retina asset suffixes
  const p = parseDomain(domain)
  if (!p.isIcann || !p.domain || p.hostname !== domain) return undefined
  return domain.includes('xn--') ? `${local}@${domainToUnicode(domain)}` : email
}

/** Cloudflare's scheme: the first byte is an XOR key for the rest (hex-encoded). */
function decodeCf(hex: string): string | undefined {
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length % 2 || hex.length < 8) return undefined
  const key = parseInt(hex.slice(0, 2), 16)
  let out = ''
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key)
  return out
}

/** Turns `name [at] domain [dot] com`-style text back into address-shaped text. */
export function deobfuscate(text: string): string {
  const t = text.replace(AT_TOKEN, '@').replace(BARE_AT, '@').replace(DOT_TOKEN, '.')
  // A bare " dot " becomes "." only inside a domain: right after "@label" (checked without backtracking).
  return t.replace(BARE_DOT, (m, offset: number) => {
    const at = t.lastIndexOf('@', offset)
    return at !== -1 && offset - at < 256 && DOMAIN_SO_FAR.test(t.slice(at + 1, offset)) ? '.' : m
  })
}

export function extractEmails(ctx: RuleContext): string[] {
  const out = new Set<string>()
  const seen = new Set<string>() // validation parses the domain: once per distinct candidate
  const add = (raw: string | undefined): void => {
    if (raw === undefined || seen.has(raw)) return
    seen.add(raw)
    const v = validEmail(raw)
    if (v) out.add(v)
  }
  for (const a of ctx.scan.anchors) {
    const href = a.href.trim()
    if (/^mailto:/i.test(href)) {
      let addr = href.slice(7).split('?')[0]
      try { addr = decodeURIComponent(addr) } catch { /* keep raw */ }
      for (const part of addr.split(/[,;]/)) add(part)
    } else if (href.includes('/cdn-cgi/l/email-protection#')) add(decodeCf(href.split('#')[1] ?? ''))
  }
  for (const hex of ctx.scan.cfEmails) add(decodeCf(hex))
  let text = ctx.scan.contactText
  // Cheap literal checks first: the token regex is only worth running when a token can be there.
  if (HAS_TOKEN.test(text)) text = deobfuscate(text)
  // Look only around each "@" instead of running a regex over the whole text (it can be 200k characters).
  for (let i = text.indexOf('@'), n = 0; i !== -1 && n < MAX_AT; i = text.indexOf('@', i + 1), n++) {
    let s = i
    while (s > 0 && i - s < 64 && LOCAL_CHAR.test(text[s - 1])) s--
    while (s < i && !/[a-z0-9]/i.test(text[s])) s++ // a local part starts with a letter or digit
    if (s === i) continue
    const domain = DOMAIN.exec(text.slice(i + 1, i + 256))
    if (domain) add(`${text.slice(s, i)}@${domain[0]}`)
  }
  return [...out]
}
