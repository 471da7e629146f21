/**
 * Child-process entry for the one-time resource conversion:
 *   node convert-cli.ts <vectors.json> <vectors-cache.bin> <wordnet-dict-dir> <antonyms-cache.txt> [relations-cache.txt] [phrases-cache.txt]
 * Builds whichever cache is missing. Run apart from the server so the 300 MB vector source (≈ 700 MB parse
 * peak) and the 30 MB WordNet files (≈ 350 MB peak for the relation scan) never count against the server's
 * own memory.
 */
import { existsSync } from 'node:fs'
import { convertVectors } from './vectors.ts'
import { writeAntonyms } from './antonyms.ts'
import { buildRelations, writePhrases } from './synonyms.ts'

const [source, cache, wordnet, antonyms, relations, phrases] = process.argv.slice(2)
if (!source || !cache || !wordnet || !antonyms) {
  process.stderr.write('usage: convert-cli.ts <vectors.json> <cache.bin> <wordnet-dict> <antonyms.txt> [relations.txt] [phrases.txt]\n')
  process.exit(2)
}
if (!existsSync(cache)) convertVectors(source, cache)
if (!existsSync(antonyms)) writeAntonyms(wordnet, antonyms)
if (relations && !existsSync(relations)) buildRelations(wordnet, relations)
if (phrases && !existsSync(phrases)) writePhrases(wordnet, phrases)
