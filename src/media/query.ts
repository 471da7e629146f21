/**
 * Query building: the entity name, its variants (legal-form suffix stripped or kept, accents folded so
 * "Société Générale" also finds "Societe Generale"), and a short list of adverse terms for sources whose
 * syntax accepts boolean queries (GDELT DOC 2.0, Google News, NewsAPI).
 */
import { asciiName } from './names.ts'
import type { SearchQuery } from './types.ts'

/** Legal-form suffixes (ISO 20275 entity legal forms, the common ones across jurisdictions). */
const LEGAL_FORMS = [
  'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'llc', 'l l c', 'llp', 'lp', 'plc', 'pllc',
  'gmbh', 'gmbh co kg', 'ag', 'kg', 'ohg', 'se', 'sa', 's a', 'sas', 's a s', 'sarl', 's a r l', 'srl', 's r l', 'spa', 's p a',
  'bv', 'b v', 'nv', 'n v', 'oy', 'oyj', 'ab', 'as', 'a s', 'asa', 'aps', 'kft', 'zrt', 'sp z o o', 'pty ltd', 'pty', 'pte ltd', 'pte',
  'sdn bhd', 'bhd', 'tbk', 'pt', 'ooo', 'oao', 'pao', 'zao', 'jsc', 'pjsc', 'ojsc', 'kk', 'k k', 'holdings', 'holding', 'group', 'sl', 's l',
]
const SUFFIX_RE = new RegExp(`(?:[\\s,]+(?:${LEGAL_FORMS.map((f) => f.replace(/ /g, '[\\s.&]*')).join('|')})\\.?)+$`, 'i')

/** Removes trailing legal forms ("Acme Holdings Ltd." → "Acme"); keeps the name when nothing would remain. */
export function stripLegalForm(name: string): string {
  const cleaned = name.trim().replace(/\s+/g, ' ')
  const out = cleaned.replace(SUFFIX_RE, '').replace(/[\s,&-]+$/, '').trim()
  return out.length >= 2 ? out : cleaned
}

/** True for a bare legal form ("PLC", "S.A.", "Inc."). */
export function isLegalForm(w: string): boolean {
  return SUFFIX_RE.test(` ${w.trim()}`) && ` ${w.trim()}`.replace(SUFFIX_RE, '') === ''
}

/** Name variants to search and match, most specific first, without duplicates (compared folded). */
export function nameVariants(name: string, domain?: string): string[] {
  const base = name.trim().replace(/\s+/g, ' ')
  const out: string[] = []
  const seen = new Set<string>()
  const add = (v: string) => { const k = v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim(); if (v && k.length >= 2 && !seen.has(k)) { seen.add(k); out.push(v) } }
  add(base)
  add(stripLegalForm(base))
  // the ASCII transliteration (any-ascii): accents dropped, other scripts romanised ("Газпром" → "Gazprom")
  add(asciiName(base))
  add(stripLegalForm(asciiName(base)))
  // "A, B and C" lists several names; each part is also a variant (legal forms after a comma are not names)
  const parts = base.split(/\s*[,;]\s*/).filter((p) => p && !isLegalForm(p))
  if (parts.length > 1) for (const p of parts) add(stripLegalForm(p))
  // a descriptive name ("Venezuelan state-owned energy company PdVSA") is known by its acronym
  const acronyms = base.split(/\s+/).filter((w) => /^(?:\p{Lu}{2,5}|\p{Lu}+\p{Ll}{1,2}\p{Lu}+)$/u.test(w) && !isLegalForm(w))
  if (base.split(/\s+/).length >= 3) for (const a of acronyms) add(a)
  if (domain) add(domain.toLowerCase().replace(/^www\./, ''))
  return out
}

/** Adverse terms added to boolean-capable sources (kept short: GDELT limits query length). */
export const ADVERSE_QUERY_TERMS = [
  'fraud', 'laundering', 'bribery', 'corruption', 'sanctions', 'terrorism', 'arrested', 'charged', 'convicted',
  'fined', 'lawsuit', 'bankruptcy', 'trafficking', 'scam', 'investigation',
]

export function buildSearchQuery(name: string, domain?: string): SearchQuery {
  return { names: nameVariants(name, domain), adverseTerms: ADVERSE_QUERY_TERMS }
}

const quote = (s: string) => `"${s.replace(/"/g, '')}"`

/** `("A" OR "B") (t1 OR t2 …)`: the syntax shared by GDELT DOC 2.0, Google News and NewsAPI. */
export function booleanQuery(q: SearchQuery, withTerms: boolean): string {
  const names = q.names.length > 1 ? `(${q.names.map(quote).join(' OR ')})` : quote(q.names[0] ?? '')
  if (!withTerms || q.adverseTerms.length === 0) return names
  return `${names} (${q.adverseTerms.join(' OR ')})`
}
