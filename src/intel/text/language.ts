/**
 * Language detection (tinyld: pure JS trigram profiles, no downloads). The declared `lang` of the page (HTML
 * `lang`, BCP 47 / RFC 5646) is trusted when present; otherwise the text decides: for Latin-script text a clear
 * majority of one language's function words first (./function-words.ts: proper nouns do not sway it as they
 * sway trigrams), then the trigram profiles. Short or ambiguous text reports 'und' (RFC 5646 §4.1:
 * undetermined) rather than a guess.
 */
import { createRequire } from 'node:module'
import { latinLetters } from '../../text/scripts.ts'
import { functionWordLanguage } from './function-words.ts'

// Its trigram profiles take about 40 MiB once loaded: loaded on the first detection, not at import, so a
// process that never categorizes (CLI, job workers, a server before its first such request) does not pay it.
let detect: ((text: string) => string) | undefined
const loadDetect = () => (detect ??= (createRequire(import.meta.url)('tinyld') as { detect: (text: string) => string }).detect)

/**
 * Latin letters below which Latin-script text is too short for trigram detection: a login page's 50 letters
 * came out as Berber, a casino title's as Turkish. Other scripts narrow the choice by themselves.
 */
const MIN_LATIN_LETTERS = 60

export function detectLanguage(text: string, declared?: string): string {
  const tag = declared?.trim().toLowerCase().split(/[-_]/)[0]
  if (tag && /^[a-z]{2,3}$/.test(tag)) return tag
  const sample = text.slice(0, 2000)
  if (sample.replace(/\s+/g, '').length < 12) return 'und'
  const { letters, latin } = latinLetters(sample)
  // Prose in a Latin-script language says so through its function words, which proper nouns do not sway; a
  // page with a fifth or more of its letters in another script is left to the profiles (a Japanese shop with an
  // English slogan is Japanese).
  if (latin * 5 >= letters * 4) {
    const byWords = functionWordLanguage(sample)
    if (byWords) return byWords
  }
  if (latin * 2 >= letters && latin < MIN_LATIN_LETTERS) return 'und'
  return loadDetect()(sample) || 'und'
}
