/**
 * Fixture websites for the site check: test/fixtures/sites/sitecheck/<name>/ holds a site's files (index.html,
 * <slug>.html, robots.txt, sitemap.xml) and expected.json ({ host, checks: { code: status } }). One HTTP server
 * on 127.0.0.1 serves every site by its Host header; stubNet maps each public name to it.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { startHttp, stubNet, type Fixture, type StubNet } from './net-stub.ts'

export const SITES_DIR = new URL('../fixtures/sites/sitecheck/', import.meta.url).pathname

export interface SiteFixture {
  name: string
  host: string
  dir: string
  expected: { host: string; needs_rendering?: boolean; checks: Record<string, string> }
  /** `_server.json`: one answer for every path of the site (e.g. HTTP 401 with WWW-Authenticate). */
  server?: { status: number; headers?: Record<string, string> }
}

export function loadSites(dir = SITES_DIR): SiteFixture[] {
  return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => {
    const expected = JSON.parse(readFileSync(join(dir, d.name, 'expected.json'), 'utf8'))
    const serverFile = join(dir, d.name, '_server.json')
    const server = existsSync(serverFile) ? JSON.parse(readFileSync(serverFile, 'utf8')) : undefined
    return { name: d.name, host: expected.host, dir: join(dir, d.name), expected, server }
  })
}

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', txt: 'text/plain; charset=utf-8', xml: 'application/xml' }

/** The file for a request path: "/" → index.html, "/a" → a.html or a/index.html, "/robots.txt" as is. */
function fileFor(dir: string, path: string): string | undefined {
  const clean = decodeURIComponent(path.split('?')[0]).replace(/\.\.+/g, '')
  const tries = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1).replace(/\/$/, '')}.html`, join(clean.slice(1), 'index.html')]
  return tries.map((t) => join(dir, t)).find((p) => existsSync(p) && !p.endsWith('/') && readdirSafe(p))
}

function readdirSafe(p: string): boolean {
  try { readFileSync(p); return true } catch { return false }
}

/** Serves the sites by Host (www. ignored); `hits` counts requests per host and path. */
export async function startSites(sites: SiteFixture[], handlers: Record<string, (path: string) => { status: number; headers?: Record<string, string>; body: string } | undefined> = {}):
  Promise<Fixture & { hits: string[]; inFlight: { max: number } }> {
  const byHost = new Map(sites.map((s) => [s.host, s]))
  const hits: string[] = []
  const inFlight = { now: 0, max: 0 }
  const fx = await startHttp((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^www\./, '')
    hits.push(`${host}${req.url}`)
    inFlight.now++
    inFlight.max = Math.max(inFlight.max, inFlight.now)
    res.on('close', () => { inFlight.now-- })
    const custom = handlers[host]?.(req.url ?? '/')
    if (custom) { res.writeHead(custom.status, { 'content-type': 'text/html; charset=utf-8', ...custom.headers }); res.end(custom.body); return }
    const site = byHost.get(host)
    if (site?.server) {
      res.writeHead(site.server.status, { 'content-type': 'text/html; charset=utf-8', ...site.server.headers })
      res.end(readFileSync(join(site.dir, 'index.html')))
      return
    }
    const file = site && fileFor(site.dir, req.url ?? '/')
    if (!file || file.endsWith('.json')) { res.writeHead(404, { 'content-type': 'text/html' }); res.end('<h1>Not found</h1>'); return }
    res.writeHead(200, { 'content-type': TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return { ...fx, hits, inFlight }
}

/** A stub network where every site host (and its www.) resolves to its own public-looking address, all routed to `port`. */
export function sitesNet(hosts: string[], port: number, extra: Partial<StubNet> = {}): StubNet {
  const zone: Record<string, string[][]> = {}
  hosts.forEach((h, i) => {
    const address = `93.184.215.${100 + i}`
    zone[h] = [[address]]
    zone[`www.${h}`] = [[address]]
  })
  const net = stubNet(zone, (address) => (address.startsWith('93.184.215.') ? port : undefined))
  return { ...net, ...extra }
}
