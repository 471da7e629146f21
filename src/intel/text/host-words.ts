/**
 * Words of a host name: "bestcasinoslots.com" → "best casino slots". Brands join words without spaces, so a
 * host label is segmented by the most probable sequence of words (Viterbi over split points, each word costing
 * its Zipf code length log(rank + 2), as in docs/intel.md "Host-name words"): a known word costs less the more
 * common it is, an unknown run costs more the longer it is, digits are a word of their own ("888casino" →
 * "888 casino"). Hyphens already separate words. Only the registrable part is read: the public suffix and
 * `www` are dropped.
 */
import { domainToUnicode } from 'node:url'
import { parse as parseDomain } from 'tldts'

/** Rank of a word in a frequency-ordered vocabulary (0 = most common), or −1 when unknown. */
export type WordRank = (word: string) => number

const MAX_LABEL = 40
const MAX_WORD = 20
/** Per-word cost: fewer, longer words win over many short ones ("expertsexchange" → experts exchange). */
const WORD_COST = 3
const UNKNOWN_COST = (n: number): number => 12 + 3 * n
/** Words of one or two letters are read only when very common ("a", "my", "go"). */
const SHORT_MAX_RANK = 2_000

/**
 * The most probable words of one run of lower-case Latin letters and digits (a host label, or a brand written as one
 * word in a title: "pokerking" → poker king).
 */
export function segment(label: string, rank: WordRank, extra: ReadonlySet<string> = new Set()): string[] {
  const n = label.length
  const best = new Float64Array(n + 1).fill(Infinity)
  const from = new Int32Array(n + 1)
  best[0] = 0
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - MAX_WORD); j < i; j++) {
      if (best[j] === Infinity) continue
      const w = label.slice(j, i)
      let c: number
      if (/^\d+$/.test(w)) c = (j > 0 && /\d/.test(label[j - 1]!)) || (i < n && /\d/.test(label[i]!)) ? Infinity : 1
      else if (extra.has(w)) c = WORD_COST + 6
      else {
        const r = /^[a-z]+$/.test(w) ? rank(w) : -1
        c = r >= 0 && (w.length > 2 || r < SHORT_MAX_RANK) ? WORD_COST + Math.log(r + 2) : UNKNOWN_COST(w.length)
      }
      if (best[j]! + c < best[i]!) { best[i] = best[j]! + c; from[i] = j }
    }
  }
  const out: string[] = []
  for (let i = n; i > 0; i = from[i]!) out.push(label.slice(from[i]!, i))
  return out.reverse()
}

/**
 * The words of `url`'s host (or a bare host name), in order; [] for IP addresses and hosts that cannot be
 * parsed. `extra` are words to read even when the vocabulary does not know them (trade terms such as "vape").
 */
export function hostWords(url: string, rank: WordRank, extra: ReadonlySet<string> = new Set()): string[] {
  let host = url
  try { host = new URL(url.includes('://') ? url : `http://${url}`).hostname } catch { return [] }
  const p = parseDomain(host)
  if (p.isIp || !p.domainWithoutSuffix) return []
  const labels = [...(p.subdomain ? p.subdomain.split('.').filter((l) => l !== 'www') : []), p.domainWithoutSuffix]
  const out: string[] = []
  for (const label of labels) {
    // An internationalised label (RFC 3492 punycode) is read in its own script, unsegmented.
    if (label.startsWith('xn--')) { out.push(domainToUnicode(label) || label); continue }
    for (const part of label.toLowerCase().split('-')) {
      if (!part) continue
      if (part.length > MAX_LABEL || !/^[a-z0-9]+$/.test(part)) { out.push(part); continue }
      out.push(...segment(part, rank, extra))
    }
  }
  return out
}
