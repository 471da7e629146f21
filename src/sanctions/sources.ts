/**
 * Downloads of operator-configured list sources (WEBINTEL_SANCTIONS_SOURCES, docs/sanctions.md) into a temporary
 * folder, for the same importer as `webintel sanctions import`. The URLs are operator-configured endpoints: they go
 * through the outbound policy (src/fetch/outbound.ts) as configured; a redirect to another origin is public-only.
 * Each file is capped at `maxBytes` (a larger one fails instead of being cut), all files of a source share one
 * deadline, and a conditional GET (RFC 9110 §13.1: If-None-Match, If-Modified-Since) skips an unchanged list.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Outbound } from '../fetch/outbound.ts'
import type { SanctionsSource } from './config.ts'

/** What the server said about the main file last time, sent back to skip an unchanged list. */
export interface Validators { etag?: string; lastModified?: string }

export type Download =
  | { status: 'unchanged' }
  | { status: 'downloaded'; /** The file or folder to import, in `dir`. */ path: string; dir: string; validators: Validators; bytes: number; cleanup(): void }

/** A URL as logged and shown: its query (which may hold an access token) is left out. */
export function shownUrl(url: string | URL): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`
}

/** Writes the download folder in an importer's message as the URL directory it came from. */
export function withUrlPaths(message: string, dir: string, url: string): string {
  return message.split(dir).join(shownUrl(new URL('.', url)).replace(/\/$/, ''))
}

export class SourceDownloadError extends Error {
  override name = 'SourceDownloadError'
}

export interface DownloadOptions { maxBytes: number; timeoutMs: number; signal?: AbortSignal; previous?: Validators }

/** The file name a URL's path ends with, safe to write (the format sniffer also reads it). */
function fileNameOf(url: URL): string {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '')
  return last || 'list'
}

/** OFAC legacy CSV: the three files published beside sdn.csv (or cons_prim.csv), in the same case. */
export function ofacSiblings(mainFile: string): string[] {
  const upper = mainFile === mainFile.toUpperCase()
  const names = /^cons_prim\.csv$/i.test(mainFile) ? ['cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'] : ['add.csv', 'alt.csv', 'sdn_comments.csv']
  return upper ? names.map((n) => n.toUpperCase()) : names
}

/** Drops an answer's body without an unhandled 'aborted' error. */
function discard(body: { on(ev: 'error', fn: () => void): unknown; destroy(): unknown }): void {
  body.on('error', () => {})
  body.destroy()
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v
}

async function getFile(outbound: Outbound, url: URL, dest: string, o: DownloadOptions & { signal: AbortSignal; conditional: boolean; userSignal?: AbortSignal }): Promise<{ unchanged: true } | { unchanged: false; bytes: number; validators: Validators }> {
  const headers: Record<string, string> = { accept: '*/*', 'accept-encoding': 'identity' }
  if (o.conditional && o.previous?.etag) headers['if-none-match'] = o.previous.etag
  if (o.conditional && o.previous?.lastModified) headers['if-modified-since'] = o.previous.lastModified
  const shown = shownUrl(url)
  const stopped = () => new SourceDownloadError(`${shown}: ${o.userSignal?.aborted ? 'stopped (shutting down)' : `timed out after ${o.timeoutMs} ms`}`)
  let res
  try {
    res = await outbound.request(url.href, { configured: true, maxRedirects: 3, signal: o.signal, headers, headersTimeoutMs: o.timeoutMs, bodyTimeoutMs: o.timeoutMs })
  } catch (err) {
    if (o.signal.aborted) throw stopped()
    throw new SourceDownloadError(`${shown}: ${(err as Error).message}`)
  }
  if (res.statusCode === 304 && o.conditional && (o.previous?.etag || o.previous?.lastModified)) {
    discard(res.body)
    return { unchanged: true }
  }
  if (res.statusCode < 200 || res.statusCode > 299) {
    discard(res.body)
    throw new SourceDownloadError(`${shown}: the server answered HTTP ${res.statusCode}`)
  }
  const declared = Number(header(res.headers['content-length']))
  if (Number.isFinite(declared) && declared > o.maxBytes) {
    discard(res.body)
    throw new SourceDownloadError(`${shown}: ${declared} bytes, more than the ${o.maxBytes}-byte cap (WEBINTEL_SANCTIONS_DOWNLOAD_MAX_BYTES)`)
  }
  let bytes = 0
  const cap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length
      if (bytes > o.maxBytes) cb(new SourceDownloadError(`${shown}: more than the ${o.maxBytes}-byte cap (WEBINTEL_SANCTIONS_DOWNLOAD_MAX_BYTES)`))
      else cb(null, chunk)
    },
  })
  try {
    await pipeline(res.body, cap, createWriteStream(dest), { signal: o.signal })
  } catch (err) {
    if (err instanceof SourceDownloadError) throw err
    if (o.signal.aborted) throw stopped()
    throw new SourceDownloadError(`${shown}: download failed (${(err as Error).message})`)
  }
  return { unchanged: false, bytes, validators: { etag: header(res.headers.etag), lastModified: header(res.headers['last-modified']) } }
}

/**
 * Downloads one source into a fresh temporary folder: the file itself, or for `ofac-csv` the folder of four files.
 * `unchanged` when the main file's server answered 304 to the previous validators (the siblings are then not
 * asked for: OFAC publishes the four together). Throws SourceDownloadError for any failure, leaving nothing behind.
 */
export async function downloadSource(outbound: Outbound, source: SanctionsSource, o: DownloadOptions): Promise<Download> {
  const signal = o.signal ? AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs)]) : AbortSignal.timeout(o.timeoutMs)
  const main = new URL(source.url)
  const name = fileNameOf(main)
  const dir = mkdtempSync(join(tmpdir(), 'webintel-sanctions-'))
  const cleanup = () => rmSync(dir, { recursive: true, force: true })
  try {
    const first = await getFile(outbound, main, join(dir, name), { ...o, signal, userSignal: o.signal, conditional: true })
    if (first.unchanged) { cleanup(); return { status: 'unchanged' } }
    let bytes = first.bytes
    if (source.format === 'ofac-csv') {
      for (const sibling of ofacSiblings(name)) {
        const r = await getFile(outbound, new URL(sibling, main), join(dir, sibling), { ...o, signal, userSignal: o.signal, conditional: false })
        if (!r.unchanged) bytes += r.bytes
      }
      return { status: 'downloaded', path: dir, dir, validators: first.validators, bytes, cleanup }
    }
    return { status: 'downloaded', path: join(dir, name), dir, validators: first.validators, bytes, cleanup }
  } catch (err) {
    cleanup()
    throw err
  }
}
