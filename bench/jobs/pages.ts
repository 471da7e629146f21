/**
 * The loopback page server the job benches fetch from: `/p/<i>` answers page i (mod the page count) as
 * UTF-8 HTML. Pages are the metadata dev pages of the shared data unless the caller passes its own.
 */
import http from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'

export const devPages = (root: string): Buffer[] => {
  const dir = resolve(root, '../shared/data/metadata/dev/pages')
  return readdirSync(dir).filter((f) => f.endsWith('.html')).sort().map((f) => readFileSync(join(dir, f)))
}

export const servePages = async (pages: Buffer[]): Promise<{ server: http.Server; port: number; avgKb: number }> => {
  const server = http.createServer((req, res) => {
    const i = Number(/\/p\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(pages[i % pages.length])
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const avgKb = pages.reduce((a, p) => a + p.length, 0) / pages.length / 1024
  return { server, port: (server.address() as AddressInfo).port, avgKb }
}
