/**
 * Email addresses from mailto: links (RFC 6068), visible text (with the common obfuscations undone) and
 * Cloudflare email protection. Each candidate is validated: RFC 5321 length limits, a domain under an
 * ICANN public suffix (tldts), no file-name look-alikes (`logo@2x.png`), no reserved example domains
 * (RFC 2606 / RFC 6761).
 */
import { parse as parseDomain } from 'tldts'
import type { RuleContext } from '../bundle.ts'

const EMAIL = /[a-z0-9](?:[a-z0-9._%+'-]{0,63})@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![a-z0-9-])/gi
// Asset names shaped like addresses: icon@2x.png, font@1.5x.woff2.
const FILE_EXT = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|css|js|mjs|json|map|woff2?|ttf|eot|otf|mp[34]|webm|mov|pdf|zip|gz|php|html?|aspx?)$/i
const RESERVED = /(^|\.)(example\.(com|net|org)|test|invalid|localhost|local|example)$/i
const AT = String.raw`\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+|\s+AT\s+|\s*＠\s*|\s*\(@\)\s*|\s*\[@\]\s*)\s*`
const DOT = String.raw`\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>|\s+dot\s+|\s+DOT\s+|\[\.\]|\(\.\))\s*`
const OBFUSCATED = new RegExp(String.raw`([a-z0-9][a-z0-9._%+-]{0,63})${AT}((?:[a-z0-9-]{1,63}(?:${DOT}|\.))+[a-z]{2,24})\b`, 'gi')

export function validEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase().replace(/^mailto:/, '')
  const at = email.lastIndexOf('@')
  if (at < 1 || email.length > 254) return undefined
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return undefined
  if (!/^[a-z0-9._%+'-]+$/.test(local) || FILE_EXT.test(email) || RESERVED.test(domain)) return undefined
  if (/^\d+(\.\d+)?x$/.test(domain.split('.')[0])) return undefined // retina asset suffixes
  const p = parseDomain(domain)
  if (!p.isIcann || !p.domain || p.hostname !== domain) return undefined
  return email
}

/** Cloudflare's scheme: the first byte is an XOR key for the rest (hex-encoded). */
function decodeCf(hex: string): string | undefined {
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length % 2 || hex.length < 8) return undefined
  const key = parseInt(hex.slice(0, 2), 16)
  let out = ''
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key)
  return out
}

/** Turns `name [at] domain [dot] com`-style text back into an address-shaped string. */
export function deobfuscate(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(OBFUSCATED)) {
    // A bare " at " is ordinary prose ("write to us at acme.com") unless the domain is spelled with "dot" too.
    if (/\s(at|AT)\s/.test(m[0]) && !/[\s[({<](dot|DOT)[\s\])}>]/.test(m[2])) continue
    const domain = m[2].replace(new RegExp(DOT, 'gi'), '.')
    found.push(`${m[1]}@${domain}`)
  }
  return found
}

export function extractEmails(ctx: RuleContext): string[] {
  const out = new Set<string>()
  const add = (raw: string | undefined): void => {
    const v = raw === undefined ? undefined : validEmail(raw)
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
  const text = ctx.scan.contactText
  if (text.includes('@') || text.includes('＠')) for (const m of text.matchAll(EMAIL)) add(m[0])
  if (/\b(at|AT)\b|＠|\(@\)|\[@\]/.test(text)) for (const e of deobfuscate(text)) add(e)
  return [...out]
}
