// `node bench/tls/run.ts` — the cost of native TLS, against the real server process (node src/main.ts) on
// loopback: kept-alive throughput of GET /healthz over http and over https (autocannon in this process), the
// rate of full handshakes (a new connection per request, no session resumption), the server's RSS, and how long
// a SIGHUP reload takes to reach new handshakes. Certificates are generated with `openssl` at run time (EC
// P-256, as Let's Encrypt issues by default, and RSA 2048). The load generator shares the machine with the
// server, so the figures are relative: report them with the machine's state.
//   BENCH_DURATION_S (default 10), BENCH_CONNECTIONS (default 50), BENCH_HANDSHAKES (default 1000)
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import tls from 'node:tls'
import { execFileSync } from 'node:child_process'
import { createCertKit } from '../../test/tls/certs.ts'

type Autocannon = (opts: Record<string, unknown>) => Promise<any>
const autocannon = (await import('autocannon' as string)).default as Autocannon
const ROOT = resolve(import.meta.dirname, '../..')
const duration = Number(process.env.BENCH_DURATION_S ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const handshakes = Number(process.env.BENCH_HANDSHAKES ?? 1000)

async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const { port } = s.address() as AddressInfo
  await new Promise((r) => s.close(r))
  return port
}

/** One request on a brand-new TLS connection (full handshake): resolves when the answer has arrived. */
function oneShot(port: number, ca: string, secure: boolean): Promise<void> {
  return new Promise((res, rej) => {
    const s: net.Socket = secure ? tls.connect({ host: '127.0.0.1', port, ca, servername: 'localhost' }) : net.connect(port, '127.0.0.1')
    s.once(secure ? 'secureConnect' : 'connect', () => s.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'))
    let got = ''
    s.on('data', (c) => { got += c })
    s.on('end', () => (got.startsWith('HTTP/1.1 200') ? res() : rej(new Error(got.slice(0, 80)))))
    s.on('error', rej)
  })
}

async function start(env: Record<string, string>, secure: boolean, ca: string) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-bench-tls-'))
  const proc: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=16', 'src/main.ts'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: String(port), WEBINTEL_DATA_DIR: dataDir, WEBINTEL_INTEL_PRELOAD: 'false', WEBINTEL_SECRET: 'bench-secret-0123456789abcdef0123456789', ...env },
  })
  const end = Date.now() + 20_000
  for (;;) {
    try { await oneShot(port, ca, secure); break } catch { if (Date.now() > end) throw new Error('server did not start') }
    await new Promise((r) => setTimeout(r, 100))
  }
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))![1]) / 1024
  return {
    port, proc, rss,
    async stop() { proc.kill('SIGTERM'); await new Promise((r) => proc.once('exit', r)); rmSync(dataDir, { recursive: true, force: true }) },
  }
}

const pct = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

const kit = createCertKit()
const ec = kit.leaf('ec')
// An RSA 2048 leaf signed by the same root (many commercial certificates are RSA).
execFileSync('openssl', ['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'rsa.key', '-out', 'rsa.csr', '-subj', '/CN=localhost'], { cwd: kit.dir, stdio: 'ignore' })
writeFileSync(join(kit.dir, 'rsa.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n')
execFileSync('openssl', ['x509', '-req', '-in', 'rsa.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '7', '-days', '2', '-sha256', '-extfile', 'rsa.ext', '-out', 'rsa.pem'], { cwd: kit.dir, stdio: 'ignore' })

console.log(`# webintel TLS bench — ${new Date().toISOString()} — ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
console.log(`# GET /healthz, ${connections} kept-alive connections for ${duration} s; ${handshakes} sequential new connections`)
const modes: { name: string; secure: boolean; env: Record<string, string> }[] = [
  { name: 'http', secure: false, env: {} },
  { name: 'https EC P-256', secure: true, env: { WEBINTEL_TLS_CERT_FILE: ec.certFile, WEBINTEL_TLS_KEY_FILE: ec.keyFile } },
  { name: 'https RSA 2048', secure: true, env: { WEBINTEL_TLS_CERT_FILE: join(kit.dir, 'rsa.pem'), WEBINTEL_TLS_KEY_FILE: join(kit.dir, 'rsa.key') } },
]
try {
  for (const m of modes) {
    const server = await start(m.env, m.secure, kit.ca)
    try {
      const rssIdle = server.rss()
      const url = `${m.secure ? 'https' : 'http'}://127.0.0.1:${server.port}/healthz`
      await autocannon({ url, connections, duration: 2 })
      const r = await autocannon({ url, connections, duration })
      const times: number[] = []
      const t0 = performance.now()
      for (let i = 0; i < handshakes; i++) { const t = performance.now(); await oneShot(server.port, kit.ca, m.secure); times.push(performance.now() - t) }
      const perS = handshakes / ((performance.now() - t0) / 1000)
      console.log(`${m.name}: kept-alive ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms errors ${r.errors}; new connection per request ${Math.round(perS)} req/s p50 ${pct(times, 0.5).toFixed(2)} ms p99 ${pct(times, 0.99).toFixed(2)} ms; server RSS idle ${rssIdle.toFixed(1)} MiB, after ${server.rss().toFixed(1)} MiB`)
    } finally { await server.stop() }
  }

  // SIGHUP reload: time until a new handshake presents the new certificate.
  const live = mkdtempSync(join(kit.dir, 'live-'))
  const next = kit.leaf('next')
  writeFileSync(join(live, 'cert.pem'), ec.cert)
  writeFileSync(join(live, 'key.pem'), ec.key)
  const server = await start({ WEBINTEL_TLS_CERT_FILE: join(live, 'cert.pem'), WEBINTEL_TLS_KEY_FILE: join(live, 'key.pem'), WEBINTEL_TLS_RELOAD_DEBOUNCE_MS: '60000' }, true, kit.ca)
  try {
    const want = new (await import('node:crypto')).X509Certificate(next.cert).fingerprint256
    const seen = () => new Promise<string>((res, rej) => { const s = tls.connect({ host: '127.0.0.1', port: server.port, ca: kit.ca, servername: 'localhost' }, () => { const f = s.getPeerCertificate().fingerprint256; s.end(); res(f) }); s.on('error', rej) })
    writeFileSync(join(live, 'key.pem'), next.key)
    writeFileSync(join(live, 'cert.pem'), next.cert)
    const t = performance.now()
    server.proc.kill('SIGHUP')
    while (await seen() !== want) { /* poll on fresh handshakes */ }
    console.log(`reload: SIGHUP to first new handshake with the new certificate ${(performance.now() - t).toFixed(1)} ms`)
  } finally { await server.stop() }
} finally { kit.close() }
