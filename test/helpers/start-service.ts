import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ConnectionOptions } from 'node:tls'
import { loadConfig } from '../../src/config/load.ts'
import { createServices, type Services } from '../../src/services.ts'
import { buildApp } from '../../src/app.ts'
import { createLogger } from '../../src/logger.ts'
import { offlineDns, stubNet, type StubNet } from './net-stub.ts'
import { loadTls, startServer, type RunningServer } from '../../src/server/start.ts'
import { secureContextOptions } from '../../src/server/tls.ts'

export interface Running {
  app: FastifyInstance
  services: Services
  /** https://… when WEBINTEL_TLS_CERT_FILE is set. */
  url: string
  /** TLS reloader and redirect listener (src/server/start.ts). */
  server: RunningServer
  dataDir: string
  /** Every log line written so far (JSON strings). */
  logs: string[]
  /** A fresh API key + secret pair. */
  newKey(opts?: { rateLimitPerMinute?: number; expiresAt?: Date }): Promise<{ id: string; apiKey: string; secretKey: string }>
  close(): Promise<void>
}

/**
 * Starts the real server on 127.0.0.1:0 with a fresh data directory. DATABASE_URL and REDIS_URL from
 * the environment are honoured, so the same suites run on PostgreSQL + Redis in CI.
 */
export async function startService(env: Record<string, string> = {}, opts: { net?: StubNet; tls?: ConnectionOptions } = {}): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-test-'))
  const config = loadConfig({
    HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_LOG_LEVEL: 'info',
    // Every outbound default points at a closed loopback port: a test that forgets to set up its
    // fixture server fails locally instead of reaching the internet.
    WEBINTEL_NEWS_PROVIDERS: 'rss:http://127.0.0.1:9/search?q={query}',
    WEBINTEL_RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/dns.json',
    WEBINTEL_WHOIS_SERVER: '127.0.0.1:9',
    // Suites send many bad credentials from 127.0.0.1 on purpose; the failed-credential throttle has its own
    // test (test/security/f20-account-caps-and-auth-throttle.test.ts), which sets a low limit.
    WEBINTEL_AUTH_FAILURES_PER_MINUTE: '100000',
    // One word-vector cache for every test service (built once, atomically renamed into place).
    WEBINTEL_INTEL_CACHE_DIR: join(tmpdir(), 'webintel-test-intel-cache'),
    // Services started by different tests share one Redis in CI: each gets its own key space.
    WEBINTEL_REDIS_PREFIX: `wt-${process.pid}-${Math.random().toString(36).slice(2, 10)}:`,
    // …and on a shared PostgreSQL, its own batch jobs (no other test's server runs them).
    WEBINTEL_JOBS_GROUP: `wt-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  })
  const logs: string[] = []
  const sink = new Writable({ write(chunk, _enc, cb) { logs.push(...String(chunk).split('\n').filter(Boolean)); cb() } })
  const log = createLogger(config.core.logLevel, sink)
  // The safe fetcher never touches real DNS or the network in tests: names resolve only through the
  // stub zone, and its connector reaches only the loopback fixtures it routes to (and throws otherwise).
  const net = opts.net ?? stubNet({}, {})
  const services = await createServices(config, log, { network: { resolve: net.resolve, connect: net.connect, dns: net.dns ?? offlineDns, tls: opts.tls } })
  // The same start as src/main.ts: TLS when WEBINTEL_TLS_CERT_FILE is set, on 127.0.0.1 and a free port.
  const tls = loadTls(config)
  const app = await buildApp(services, { logger: log, ...(tls ? { https: secureContextOptions(tls) } : {}) })
  const server = await startServer(app, { ...config, core: { ...config.core, host: '127.0.0.1', port: 0 } }, log, tls)
  const addr = app.server.address()
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
  return {
    app, services, server, url, dataDir, logs,
    async newKey(opts = {}) {
      const c = await services.apiKeys.create({ name: 'test', rateLimitPerMinute: opts.rateLimitPerMinute ?? null, expiresAt: opts.expiresAt ?? null })
      return { id: c.record.id, apiKey: c.apiKey, secretKey: c.secretKey }
    },
    async close() {
      await Promise.all([app.close(), server.close()])
      await services.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** JSON POST helper. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  const text = await res.text()
  let json: any
  try { json = JSON.parse(text) } catch { json = undefined }
  return { status: res.status, headers: res.headers, json, text }
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers })
  const text = await res.text()
  let json: any
  try { json = JSON.parse(text) } catch { json = undefined }
  return { status: res.status, headers: res.headers, json, text }
}
