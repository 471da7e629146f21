/**
 * One local HTTP server that plays every hostile upstream of the hostile cases A1–A5 (docs/benchmarks.md) (and a healthy page), by path.
 * Used by test/reliability/hostile-api.test.ts and the A-scenarios of bench/load. Listens on 127.0.0.1 only.
 */
import http from 'node:http'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'

export interface HostileUpstream {
  port: number
  /** Requests received so far (a test can wait until its request has reached the upstream). */
  readonly received: number
  close(): Promise<void>
}

/** An endless stream of one repeated chunk (never ends: the reader must cut it). */
function endless(chunk: Buffer): Readable {
  return new Readable({ read() { this.push(chunk) } })
}

function bomb(res: http.ServerResponse, encoding: 'gzip' | 'br') {
  res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding })
  const z = encoding === 'gzip' ? zlib.createGzip({ level: 9 }) : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
  const src = endless(Buffer.alloc(64 * 1024, 0x20)) // spaces: decodes to "HTML" of any length
  src.pipe(z).pipe(res)
  res.on('close', () => { src.destroy(); z.destroy() })
}

/** Streams `head`, then `count` copies of `unit`, then `tail`, with backpressure. */
function stream(res: http.ServerResponse, head: string, unit: string, count: number, tail: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  let left = count
  const batch = Math.max(1, Math.floor(64 * 1024 / unit.length))
  const src = new Readable({
    read() {
      if (left === count) this.push(head)
      if (left <= 0) { this.push(tail); this.push(null); return }
      const n = Math.min(batch, left)
      left -= n
      this.push(unit.repeat(n))
    },
  })
  src.pipe(res)
  res.on('close', () => src.destroy())
}

/**
 * The one-element page with `count` attributes, built once per count and kept: the upstream shares the test's
 * thread, and building 200,000 attributes per request (about 100 ms) would count as the service's own stall.
 */
const attrsPages = new Map<number, Buffer>()
export function attrsPage(count: number): Buffer {
  let page = attrsPages.get(count)
  if (!page) {
    const parts = ['<!doctype html><html><head><title>attrs</title></head><body><div ']
    for (let i = 0; i < count; i++) parts.push(`a${i}="v" `)
    parts.push('>x</div></body></html>')
    page = Buffer.from(parts.join(''))
    attrsPages.set(count, page)
  }
  return page
}

export const HEALTHY_PAGE = (() => {
  const para = '<p>Webintel benchmark fixture paragraph with enough words to look like a real article body.</p>\n'
  let body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture article</title>' +
    '<meta name="description" content="A local page for the hostile-mix benchmark."></head><body><article>'
  while (body.length < 10 * 1024 - 30) body += para
  return body + '</article></body></html>'
})()

export const HOSTILE_PATHS = ['/gzip-bomb', '/br-bomb', '/endless', '/drip', '/no-headers', '/loop/0', '/cycle-a', '/nested?depth=100000', '/attrs?count=200000', '/huge-attr?mib=50'] as const

export async function startHostileUpstream(): Promise<HostileUpstream> {
  const timers = new Set<NodeJS.Timeout>()
  let received = 0
  const server = http.createServer((req, res) => {
    received++
    const url = new URL(req.url ?? '/', 'http://x')
    const n = Number(url.searchParams.get('depth') ?? url.searchParams.get('count') ?? url.searchParams.get('mib') ?? 0)
    switch (url.pathname) {
      case '/ok': { const t = setTimeout(() => { timers.delete(t); res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HEALTHY_PAGE) }, 20); timers.add(t); return }
      case '/gzip-bomb': return bomb(res, 'gzip')
      case '/br-bomb': return bomb(res, 'br')
      case '/endless': return stream(res, '<!doctype html><html><body>', '<p>more and more</p>', Number.MAX_SAFE_INTEGER, '')
      case '/drip': {
        res.writeHead(200, { 'content-type': 'text/html' })
        const t = setInterval(() => res.write('x'), 100)
        timers.add(t)
        res.on('close', () => { clearInterval(t); timers.delete(t) })
        return
      }
      case '/no-headers': return // accepts the request and never answers
      case '/cycle-a': return void res.writeHead(302, { location: '/cycle-b' }).end()
      case '/cycle-b': return void res.writeHead(302, { location: '/cycle-a' }).end()
      case '/nested': return stream(res, '<!doctype html><html><head><title>deep</title></head><body>', '<div>', n, 'bottom')
      case '/attrs': {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(attrsPage(n))
        return
      }
      case '/huge-attr': return stream(res, '<!doctype html><html><head><title>huge</title><meta name="description" content="', 'A'.repeat(64 * 1024), n * 16, '"></head><body>x</body></html>')
    }
    if (url.pathname.startsWith('/loop/')) {
      const hop = Number(url.pathname.slice(6))
      return void res.writeHead(302, { location: `/loop/${hop + 1}` }).end()
    }
    res.writeHead(404).end()
  })
  server.keepAliveTimeout = 5000
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    port: (server.address() as AddressInfo).port,
    get received() { return received },
    close: () => new Promise((r) => { for (const t of timers) { clearTimeout(t); clearInterval(t) } server.closeAllConnections(); server.close(() => r()) }),
  }
}
