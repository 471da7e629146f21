/**
 * Name normalisation for cache keys and comparisons across scripts: any-ascii transliterates every script
 * to ASCII ("Wïrecard" → "Wirecard", "Газпром" → "Gazprom", "Société Générale" → "Societe Generale"), then
 * case and punctuation are dropped.
 */
import anyAscii from 'any-ascii'

/** ASCII transliteration of a name (letters outside Latin included), spacing kept. */
export function asciiName(name: string): string {
  return anyAscii(name.normalize('NFC')).replace(/\s+/g, ' ').trim()
}

/** The comparison key of a name: transliterated, lower case, runs of other characters → one space. */
export function normalisedName(name: string): string {
  return asciiName(name).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()
}
