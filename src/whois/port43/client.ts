/**
 * Port-43 WHOIS client (RFC 3912): open TCP, send the query line, read until the server closes.
 * The response charset is not declared by the protocol: UTF-8 when the bytes are valid UTF-8, else
 * ISO-8859-1 (what most legacy ccTLD servers send).
 */
import { connect, type Socket } from 'node:net'
import { AppError } from '../../errors.ts'

export interface Port43Request {
  host: string
  port: number
  query: string
  signal: AbortSignal
  /** Largest response accepted; longer answers are cut (RFC 3912 sets no limit). */
  maxBytes?: number
  /**
   * Opens the connection (a learned referral: resolved once, checked, pinned, port 43 only). Without it the
   * configured host is connected to as it is written.
   */
  open?: (signal: AbortSignal) => Promise<Socket>
}

export function decodeWhois(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf)
  } catch {
    return buf.toString('latin1')
  }
}

export async function queryPort43(req: Port43Request): Promise<string> {
  if (/[\r\n\0]/.test(req.query)) throw new AppError('invalid_request', 'a WHOIS query is one line', { details: { server: req.host } })
  let opened: Socket | undefined
  if (req.open) {
    if (req.signal.aborted) throw timeoutError(req)
    try {
      opened = await req.open(req.signal)
    } catch (err) {
      if (req.signal.aborted) throw timeoutError(req)
      throw err
    }
  }
  return exchange(req, opened)
}

function exchange(req: Port43Request, opened: Socket | undefined): Promise<string> {
  const max = req.maxBytes ?? 1 << 20
  return new Promise((resolve, reject) => {
    if (req.signal.aborted) { opened?.destroy(); reject(timeoutError(req)); return }
    const chunks: Buffer[] = []
    let size = 0
    const sock = opened ?? connect({ host: req.host, port: req.port })
    const onAbort = (): void => { sock.destroy(); reject(timeoutError(req)) }
    req.signal.addEventListener('abort', onAbort, { once: true })
    const done = (): void => { req.signal.removeEventListener('abort', onAbort) }
    if (opened) sock.end(`${req.query}\r\n`)
    else sock.on('connect', () => sock.end(`${req.query}\r\n`))
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
