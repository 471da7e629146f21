/**
 * Test network for the safe fetcher: a stub resolver (names → answers, optionally changing between
 * lookups) and a connector that maps "public" addresses to 127.0.0.1 fixture servers and throws for
 * anything else, so even a guard bug cannot send a packet anywhere but loopback.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { ConnectTarget, Connector, Resolver } from '../../src/fetch/address-guard.ts'
import { connectTcp } from '../../src/fetch/tcp.ts'
import type { DnsResolver } from '../../src/sitecheck/checks/email-auth.ts'

export interface StubNet {
  resolve: Resolver
  connect: Connector
  lookups: string[]
  connects: ConnectTarget[]
  /** MX/TXT lookups (site check email_authentication); startService uses offlineDns when unset. */
  dns?: DnsResolver
}

/** DNS for MX/TXT in tests: every query fails as if no DNS server answered, so nothing leaves the machine. */
export const offlineDns: DnsResolver = {
  async resolveMx() { throw Object.assign(new Error('stub dns: offline'), { code: 'ECONNREFUSED' }) },
  async resolveTxt() { throw Object.assign(new Error('stub dns: offline'), { code: 'ECONNREFUSED' }) },
}

/** MX/TXT answers from a zone; a name without records answers ENODATA (no record: a result, not a failure). */
export function stubDns(zone: { mx?: Record<string, string[]>; txt?: Record<string, string[]> }): DnsResolver & { queries: string[] } {
  const queries: string[] = []
  const none = (name: string) => Object.assign(new Error(`stub dns: no records for ${name}`), { code: 'ENODATA' })
  return {
    queries,
    async resolveMx(name) {
      queries.push(`MX ${name}`)
      const v = zone.mx?.[name]
      if (!v) throw none(name)
      return v.map((exchange, i) => ({ exchange, priority: 10 * (i + 1) }))
    },
    async resolveTxt(name) {
      queries.push(`TXT ${name}`)
      const v = zone.txt?.[name]
      if (!v) throw none(name)
      return v.map((t) => [t])
    },
  }
}

/**
 * zone: name → answer sets; lookup n gets set min(n, last). routes: public address → loopback port (a map, or a
 * function for address patterns); an address without a route throws in the connector.
 */
export function stubNet(zone: Record<string, string[][]>, routes: Record<string, number> | ((address: string) => number | undefined)): StubNet {
  const lookups: string[] = []
  const connects: ConnectTarget[] = []
  const seen = new Map<string, number>()
  return {
    lookups,
    connects,
    async resolve(hostname) {
      lookups.push(hostname)
      const sets = zone[hostname] ?? zone[`${hostname}.`]
      if (!sets) throw Object.assign(new Error(`stub: no such name ${hostname}`), { code: 'ENOTFOUND' })
      const n = seen.get(hostname) ?? 0
      seen.set(hostname, n + 1)
      return sets[Math.min(n, sets.length - 1)].map((address) => ({ address, family: net.isIP(address) }))
    },
    async connect(target) {
      connects.push(target)
      const port = typeof routes === 'function' ? routes(target.address) : routes[target.address]
      if (port === undefined) throw Object.assign(new Error(`stub connector: no route to ${target.address}`), { code: 'ECONNREFUSED' })
      return connectTcp('127.0.0.1', port, target.signal)
    },
  }
}

export interface Fixture { port: number; close(): Promise<void> }

/** An HTTP server on 127.0.0.1, port 0. */
export async function startHttp(handler: http.RequestListener): Promise<Fixture> {
  const server = http.createServer(handler)
  server.keepAliveTimeout = 100
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

/** A raw TCP server on 127.0.0.1, port 0 (for malformed or slow responses). */
export async function startRaw(onSocket: (socket: net.Socket) => void): Promise<Fixture> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => {}); onSocket(s) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()) }),
  }
}

/** Public-looking addresses used as test routes (never contacted: the stub connector maps them). */
export const PUBLIC_A = '93.184.215.14'
export const PUBLIC_B = '93.184.215.15'
