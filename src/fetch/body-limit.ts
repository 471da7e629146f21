/**
 * Reads a response body through its content codings (RFC 9110 §8.4) and stops at a cap on the
 * *decoded* size. Decompression is streamed with backpressure, so a gzip/brotli/deflate bomb costs
 * at most the cap plus one zlib chunk of memory before everything is destroyed.
 */
import { pipeline, Readable, type Transform } from 'node:stream'
import zlib from 'node:zlib'

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

/** Reads at most `maxBytes` decoded bytes from `source`, then destroys it. Rejects on source errors (abort, reset). */
export async function readLimitedBody(source: Readable, contentEncoding: string | undefined, maxBytes: number): Promise<LimitedBody> {
  const codings = parseCodings(contentEncoding)
  // Errors still reach us through the iterator; this listener only stops a late one after destroy() from crashing.
  source.on('error', () => {})
  const iterator = source[Symbol.asyncIterator]()
  const head = await iterator.next()
  if (head.done) return { body: Buffer.alloc(0), truncated: false }
  const firstChunk = Buffer.from(head.value as Uint8Array)
  const chain = decoders(codings, firstChunk) ?? []
  const rest = Readable.from((async function* () {
    yield firstChunk
    for (let n = await iterator.next(); !n.done; n = await iterator.next()) yield n.value as Buffer
  })(), { objectMode: false })
  let sourceError: unknown
  rest.once('error', (err) => { sourceError = err })
  // pipeline() forwards an error in any stage to the last one and destroys the rest.
  const stream: Readable = chain.length === 0 ? rest : pipeline([rest, ...chain], () => {}) as unknown as Readable

  const parts: Buffer[] = []
  let size = 0
  let truncated = false
  try {
    for await (const chunk of stream) {
      const buf = chunk as Buffer
      if (size + buf.length > maxBytes) {
        parts.push(buf.subarray(0, maxBytes - size))
        size = maxBytes
        truncated = true
        break
      }
      parts.push(buf)
      size += buf.length
    }
  } catch (err) {
    if (sourceError !== undefined || chain.length === 0) throw sourceError ?? err
    truncated = true // a corrupt coding: keep what decoded cleanly
  } finally {
    for (const d of chain) d.destroy()
    rest.destroy()
    source.destroy()
  }
  return { body: Buffer.concat(parts, size), truncated }
}
