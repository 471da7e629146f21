/** A 127.0.0.1 server playing the news sources: routes by path prefix, records every request. */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Route { status?: number; type?: string; body: string; delayMs?: number }
export interface FixtureServer { base: string; requests: { path: string; url: URL; headers: IncomingMessage['headers'] }[]; routes: Map<string, Route>; close(): Promise<void> }

export const fixture = (name: string) => readFileSync(new URL(`../../fixtures/media/${name}`, import.meta.url), 'utf8')

export async function startFixtureServer(routes: Record<string, Route>): Promise<FixtureServer> {
  const map = new Map(Object.entries(routes))
  const requests: FixtureServer['requests'] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ path: url.pathname, url, headers: req.headers })
    const route = map.get(url.pathname)
    const send = () => {
      if (!route) { res.writeHead(404).end('not found'); return }
      res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'application/json' }).end(route.body)
    }
    if (route?.delayMs) setTimeout(send, route.delayMs); else send()
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`, requests, routes: map,
    close: () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()) }),
  }
}
