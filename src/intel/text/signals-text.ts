/**
 * Flattens PageSignals into one weighted text. Title, description and headings are repeated because on a
 * web page they state the topic more reliably than body text (navigation, footers, ads).
 */
import type { PageSignals } from '../types.ts'

export function urlWords(url: string | undefined): string {
  if (!url) return ''
  try {
    const u = new URL(url)
    const host = u.hostname.replace(/^www\./, '').split('.').slice(0, -1).join(' ')
    return `${host} ${decodeURIComponent(u.pathname).replace(/[^\p{L}\p{N}]+/gu, ' ')}`.trim()
  } catch { return '' }
}

export function signalsText(s: PageSignals, maxChars = 60_000): string {
  const kw = Array.isArray(s.keywords) ? s.keywords.join(', ') : (s.keywords ?? '')
  const head = [s.title, s.title, s.description, s.description, kw, ...(s.headings ?? []).slice(0, 30), ...(s.headings ?? []).slice(0, 10),
    (s.jsonLdTypes ?? []).join(' '), urlWords(s.url)].filter(Boolean).join('. ')
  const links = (s.linkTexts ?? []).slice(0, 150).join('. ')
  return `${head}. ${s.text.slice(0, maxChars)}. ${links}`
}
