/**
 * Port-43 WHOIS client (RFC 3912): open TCP, send the query line, read until the server closes.
 * The response charset is not declared by the protocol: UTF-8 when the bytes are valid UTF-8, else
 * ISO-8859-1 (what most legacy ccTLD servers send).
 */
import { connect } from 'node:net'
import { AppError } from '../../errors.ts'

export interface Port43Request {
  host: string
  port: number
  query: string
  signal: AbortSignal
  /** Largest response accepted; longer answers are cut (RFC 3912 sets no limit). */
  maxBytes?: number
}

export function decodeWhois(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf)
  } catch {
    return buf.toString('latin1')
  }
}

export function queryPort43(req: Port43Request): Promise<string> {
  const max = req.maxBytes ?? 1 << 20
  return new Promise((resolve, reject) => {
    if (req.signal.aborted) { reject(timeoutError(req)); return }
    const chunks: Buffer[] = []
    let size = 0
    const sock = connect({ host: req.host, port: req.port })
    const onAbort = (): void => { sock.destroy(); reject(timeoutError(req)) }
    req.signal.addEventListener('abort', onAbort, { once: true })
    const done = (): void => { req.signal.removeEventListener('abort', onAbort) }
    sock.on('connect', () => sock.end(`${req.query}\r\n`))
    sock.on('data', (b: Buffer) => {
      size += b.length
      if (size <= max) chunks.push(b)
      else sock.destroy()
    })
    sock.on('close', () => { done(); resolve(decodeWhois(Buffer.concat(chunks))) })
    sock.on('error', (err: NodeJS.ErrnoException) => {
      done()
      reject(new AppError('fetch_failed', `WHOIS server ${req.host} failed`, { cause: err, details: { server: req.host, reason: err.code ?? 'error' } }))
    })
  })
}

function timeoutError(req: Port43Request): AppError {
  return new AppError('upstream_timeout', `WHOIS server ${req.host} timed out`, { details: { server: req.host } })
}
