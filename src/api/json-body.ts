/**
 * The `application/json` body parser of every surface. Each refusal says which rule the body broke, in the
 * surface's envelope (the thrown AppError goes through the surface's error mapper):
 * - UTF-8 only (RFC 8259 §8.1); a leading byte order mark is ignored, as §8.1 allows;
 * - no `Content-Encoding` (415: send the body uncompressed);
 * - one JSON text (RFC 8259 §2), with V8's reason and position when it is malformed;
 * - at most MAX_JSON_DEPTH nested arrays and objects: no request of the API nests deeper; a 6 MB job body
 *   nested 3,000,000 levels held the main thread 3.4 s in JSON.parse, then overflowed the stack (500);
 * - no `__proto__` key and no `constructor.prototype` (prototype writes once merged into another object).
 */
import type { FastifyInstance } from 'fastify'
import { AppError, isAppError } from '../errors.ts'

/** Deepest nesting of arrays and objects accepted in a request body. */
export const MAX_JSON_DEPTH = 64

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * True when the raw JSON nests arrays and objects deeper than `max`. A byte scan (quotes and backslashes are
 * ASCII, so UTF-8 needs no decoding; RFC 8259 §7, §8.1) that stops at the first level over `max`: run before
 * JSON.parse, which spent 3.4 s of the main thread on a 6 MB body nested 3,000,000 levels deep.
 */
export function nestsDeeperThan(body: Uint8Array, max: number): boolean {
  let depth = 0
  let inString = false
  let escaped = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (inString) {
      if (escaped) escaped = false
      else if (c === 0x5c) escaped = true
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) { if (++depth > max) return true }
    else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** The first forbidden key of a parsed body (its nesting is already bounded); iterative. */
function forbiddenKey(value: unknown): string | undefined {
  const stack: unknown[] = [value]
  while (stack.length) {
    const v = stack.pop()
    if (v === null || typeof v !== 'object') continue
    if (Array.isArray(v)) { for (const x of v) stack.push(x); continue }
    for (const [k, x] of Object.entries(v)) {
      if (k === '__proto__') return '__proto__'
      if (k === 'constructor' && x !== null && typeof x === 'object' && Object.hasOwn(x, 'prototype')) return 'constructor.prototype'
      stack.push(x)
    }
  }
  return undefined
}

export function parseJsonBody(body: Buffer, contentEncoding: string | undefined): unknown {
  const encoding = contentEncoding?.trim().toLowerCase()
  if (encoding && encoding !== 'identity') {
    throw new AppError('unsupported_media_type', `Content-Encoding ${encoding} is not accepted: send the JSON body uncompressed`)
  }
  let text: string
  try { text = utf8.decode(body) } catch {
    throw new AppError('invalid_request', 'The body is not valid UTF-8 (JSON is sent as UTF-8: RFC 8259 §8.1)')
  }
  if (text.trim() === '') throw new AppError('invalid_request', 'The JSON body is empty')
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
    throw new AppError('invalid_request', `The body is nested more than ${MAX_JSON_DEPTH} levels deep`, { details: { max_depth: MAX_JSON_DEPTH } })
  }
  let value: unknown
  try { value = JSON.parse(text) } catch (err) {
    throw new AppError('invalid_request', `The body is not valid JSON: ${(err as Error).message}`)
  }
  // Walk the parsed value only when such a key can be in it: spelled out, or hidden behind \u escapes.
  const forbidden = /__proto__|constructor|\\u/.test(text) ? forbiddenKey(value) : undefined
  if (forbidden) {
    throw new AppError('invalid_request', `The body contains the key "${forbidden}", which is refused (it would write an object prototype)`, { details: { fields: [{ field: `body.${forbidden}`, problem: 'is a reserved name' }] } })
  }
  return value
}

/**
 * Replaces Fastify's JSON parser (route body limits still apply: the body is read as a buffer under them). A
 * refusal goes to the surface's error handler, unless `keep` turns it into a body for the handler to answer in
 * its own terms (the MCP endpoint's JSON-RPC errors); `keep` returning undefined leaves it a refusal.
 */
export function installJsonBodyParser(app: FastifyInstance, keep?: (err: AppError) => unknown): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer, request.headers['content-encoding']))
    } catch (err) {
      const kept = keep && isAppError(err) ? keep(err) : undefined
      if (kept === undefined) done(err as Error, undefined)
      else done(null, kept)
    }
  })
}
