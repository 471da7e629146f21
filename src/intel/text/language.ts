/**
 * Language detection (tinyld: pure JS trigram profiles, no downloads). The declared `lang` of the page (HTML
 * `lang`, BCP 47 / RFC 5646) is trusted when present; otherwise the text decides, and short or ambiguous
 * text reports 'und' (RFC 5646 §4.1: undetermined) rather than a guess.
 */
import { createRequire } from 'node:module'

// Its trigram profiles take about 40 MiB once loaded: loaded on the first detection, not at import, so a
// process that never categorizes (CLI, job workers, a server before its first such request) does not pay it.
let detect: ((text: string) => string) | undefined
const loadDetect = () => (detect ??= (createRequire(import.meta.url)('tinyld') as { detect: (text: string) => string }).detect)

export function detectLanguage(text: string, declared?: string): string {
  const tag = declared?.trim().toLowerCase().split(/[-_]/)[0]
  if (tag && /^[a-z]{2,3}$/.test(tag)) return tag
  const sample = text.slice(0, 2000)
  if (sample.replace(/\s+/g, '').length < 12) return 'und'
  return loadDetect()(sample) || 'und'
}
