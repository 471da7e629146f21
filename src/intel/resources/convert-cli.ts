/**
 * Child-process entry for the one-time vector conversion: `node convert-cli.ts <source.json> <cache.bin>`.
 * Run apart from the server so the 300 MB source and its ~700 MB parse peak never count against the
 * server's own memory.
 */
import { convertVectors } from './vectors.ts'

const [source, cache] = process.argv.slice(2)
if (!source || !cache) {
  process.stderr.write('usage: convert-cli.ts <source.json> <cache.bin>\n')
  process.exit(2)
}
convertVectors(source, cache)
