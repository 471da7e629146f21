/**
 * Reads a response body through its content codings (RFC 9110 §8.4) and stops at a cap on the
 * *decoded* size. Decompression is streamed with backpressure, so a gzip/brotli/deflate bomb costs
 * at most the cap plus one zlib chunk of memory before everything is destroyed.
 */
import { pipeline, Readable, type Transform } from 'node:stream'
import zlib from 'node:zlib'

/**
 * Thrown when a coded body expands more than the allowed ratio: a decompression bomb. Measured against the
 * coded bytes the first decoder has consumed (zlib `bytesWritten`), once BOMB_FLOOR_BYTES were decoded.
 */
export class DecompressionBombError extends Error {
  readonly decodedBytes: number
  readonly codedBytes: number
  constructor(decodedBytes: number, codedBytes: number) {
    super(`the body expanded ${Math.round(decodedBytes / Math.max(1, codedBytes))}:1 while decoding (${codedBytes} coded bytes gave ${decodedBytes})`)
    this.name = 'DecompressionBombError'
    this.decodedBytes = decodedBytes
    this.codedBytes = codedBytes
  }
}

/** Below this many decoded bytes the ratio is not judged: a small, very repetitive page is no threat. */
export const BOMB_FLOOR_BYTES = 1024 * 1024

export interface LimitedBody {
  body: Buffer
  /** True when the body was cut at the cap (or a corrupt coding ended it early). */
  truncated: boolean
}

/** Content codings we decode, in the order they were applied (RFC 9110 §8.4: listed in applied order). */
export function parseCodings(header: string | undefined): string[] {
  if (!header) return []
  return header.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== '' && s !== 'identity')
}

/** Transforms to undo the codings, or undefined when one is unknown (the body is then kept as sent). */
function decoders(codings: string[], first: Buffer | undefined): Transform[] | undefined {
  const out: Transform[] = []
  // Decode in reverse order of application. Lenient flush: many servers end streams abruptly.
  for (const c of [...codings].reverse()) {
    if (c === 'gzip' || c === 'x-gzip') out.push(zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH }))
    else if (c === 'br') out.push(zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }))
    else if (c === 'deflate') {
      // "deflate" should be zlib-wrapped (RFC 9110 §8.4.1.2) but raw DEFLATE is common; a zlib header has
      // CMF low nibble 8 and (CMF*256+FLG) % 31 == 0 (RFC 1950 §2.2). Only exact for a single coding.
      const zlibWrapped = first !== undefined && first.length >= 2 && (first[0] & 0x0f) === 8 && ((first[0] << 8) | first[1]) % 31 === 0
      out.push(zlibWrapped || codings.length > 1
        ? zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH })
        : zlib.createInflateRaw({ finishFlush: zlib.constants.Z_SYNC_FLUSH }))
    } else return undefined
  }
  return out
}

/** Appends chunks until the cap; returns true when the cap cut the body. */
function collector(maxBytes: number) {
  const parts: Buffer[] = []
  let size = 0
  return {
    add(chunk: Buffer): boolean {
      if (size + chunk.length > maxBytes) {
        parts.push(chunk.subarray(0, maxBytes - size))
        size = maxBytes
        return true
      }
      parts.push(chunk)
      size += chunk.length
      return false
    },
    body: () => Buffer.concat(parts, size),
  }
}

const asBuffer = (v: unknown): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array))

/**
 * Reads at most `maxBytes` decoded bytes from `source`, then destroys it. Rejects on source errors (abort,
 * reset), and with DecompressionBombError when `maxRatio` > 0 and the decoded size passes both
 * BOMB_FLOOR_BYTES and `maxRatio` × the coded bytes consumed: a bomb is refused rather than cut, so nothing
 * downstream spends time parsing the padding.
 */
export async function readLimitedBody(source: Readable, contentEncoding: string | undefined, maxBytes: number, maxRatio = 0): Promise<LimitedBody> {
  // Errors still reach us through the iterator; this listener only stops a late one after destroy() from crashing.
  source.on('error', () => {})
  const out = collector(maxBytes)
  const iterator = source[Symbol.asyncIterator]()
  const head = await iterator.next()
  if (head.done) return { body: Buffer.alloc(0), truncated: false }
  const firstChunk = asBuffer(head.value)
  const chain = decoders(parseCodings(contentEncoding), firstChunk) ?? []
  if (chain.length === 0) {
    // Identity: no stream plumbing, just the cap.
    let truncated = out.add(firstChunk)
    try {
      for (let n = truncated ? undefined : await iterator.next(); n && !n.done; n = await iterator.next()) {
        if ((truncated = out.add(asBuffer(n.value)))) break
      }
    } finally {
      source.destroy()
    }
    return { body: out.body(), truncated }
  }
  const rest = Readable.from((async function* () {
    yield firstChunk
    for (let n = await iterator.next(); !n.done; n = await iterator.next()) yield asBuffer(n.value)
  })(), { objectMode: false })
  let sourceError: unknown
  rest.once('error', (err) => { sourceError = err })
  // pipeline() forwards an error in any stage to the last one and destroys the rest.
  const stream = pipeline([rest, ...chain], () => {}) as unknown as Readable
  let truncated = false
  let decoded = 0
  const coded = () => (chain[0] as unknown as { bytesWritten: number }).bytesWritten
  try {
    for await (const chunk of stream) {
      decoded += (chunk as Buffer).length
      if (maxRatio > 0 && decoded >= BOMB_FLOOR_BYTES && decoded > maxRatio * coded()) throw new DecompressionBombError(decoded, coded())
      if ((truncated = out.add(chunk as Buffer))) break
    }
  } catch (err) {
    if (err instanceof DecompressionBombError) throw err
    if (sourceError !== undefined) throw sourceError
    truncated = true // a corrupt coding: keep what decoded cleanly
  } finally {
    for (const d of chain) d.destroy()
    rest.destroy()
    source.destroy()
  }
  return { body: out.body(), truncated }
}
