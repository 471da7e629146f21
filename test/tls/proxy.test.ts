import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net, { type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { startService, type Running } from '../helpers/start-service.ts'
import { createCertKit, fingerprintOf, type CertKit, type Issued } from './certs.ts'

/**
 * The reverse-proxy examples of docs/deployment.md ("Behind a reverse proxy"), run for real: the example
 * is taken from the document, only names, ports and certificate paths are swapped for test ones, and the
 * real Caddy or nginx terminates TLS in front of a real webintel. Skipped where the binary is missing
 * (.ci/run installs both).
 */
const doc = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8')
const example = (lang: string) => {
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(doc)
  assert.ok(m, `docs/deployment.md has a ${lang} example`)
  return m[1]
}
const has = (bin: string) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).error === undefined

async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const { port } = s.address() as AddressInfo
  await new Promise((r) => s.close(r))
  return port
}

async function waitForPort(port: number, proc: ChildProcess, out: () => string, ms = 15_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (proc.exitCode !== null) assert.fail(`proxy exited (${proc.exitCode}):\n${out()}`)
    const ok = await new Promise<boolean>((r) => { const s = net.connect(port, '127.0.0.1', () => { s.end(); r(true) }); s.on('error', () => r(false)) })
    if (ok) return
    await new Promise((r) => setTimeout(r, 50))
  }
  assert.fail(`proxy did not listen on ${port}:\n${out()}`)
}

/** A request to the proxy at 127.0.0.1 for the name `localhost` (SNI and Host), verified against the test CA. */
function viaProxy(port: number, path: string, ca: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; fingerprint: string }>((resolve, reject) => {
    const req = https.request({ host: '127.0.0.1', servername: 'localhost', port, path, ca, agent: false, timeout: 10_000, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      const fingerprint = (res.socket as import('node:tls').TLSSocket).getPeerCertificate().fingerprint256
      let text = ''
      res.setEncoding('utf8').on('data', (c) => { text += c }).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text, fingerprint }))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end()
  })
}

function plainGet(port: number, path: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent: false, headers: { host: 'localhost' }, timeout: 10_000 }, (res) => { res.resume(); resolve({ status: res.statusCode!, location: res.headers.location }) })
      .on('error', reject)
  })
}

/** What both proxies must deliver in front of webintel. */
async function checkProxied(svc: Running, port: number, httpPort: number, kit: CertKit, leaf: Issued, redirectPrefix: string) {
  const health = await viaProxy(port, '/healthz', kit.ca)
  assert.equal(health.status, 200, health.text)
  assert.equal(health.fingerprint, fingerprintOf(leaf.cert), 'the proxy presents the configured certificate')
  assert.equal(health.headers['strict-transport-security'], 'max-age=31536000', 'HSTS from webintel, once')

  // A client-supplied X-Forwarded-For is replaced by the proxy: webintel logs the real peer.
  const id = `proxytest-${randomBytes(6).toString('hex')}`
  const spoofed = await viaProxy(port, '/healthz', kit.ca, { 'x-forwarded-for': '203.0.113.9', 'x-request-id': id })
  assert.equal(spoofed.status, 200)
  const line = svc.logs.find((l) => l.includes(id) && l.includes('request completed'))
  assert.ok(line, 'access line for the proxied request')
  const logged = JSON.parse(line)
  assert.equal(logged.req.remoteAddress, '127.0.0.1', line)
  assert.match(logged.req.host, /^localhost(:\d+)?$/, line)

  const page = await viaProxy(port, '/portal/signup', kit.ca)
  assert.equal(page.status, 200)
  const pre = [page.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('__Host-wi_pre='))
  assert.ok(pre && / Secure$/.test(pre), String(page.headers['set-cookie']))

  // /metrics is not served to requests that came through a forwarding proxy.
  const metrics = await viaProxy(port, '/metrics', kit.ca)
  assert.equal(metrics.status, 404)

  const redirect = await plainGet(httpPort, '/v1/whois_lookup?domain=example.com')
  assert.ok(redirect.status === 301 || redirect.status === 308, String(redirect.status))
  assert.equal(redirect.location, `${redirectPrefix}/v1/whois_lookup?domain=example.com`)
}

describe('docs/deployment.md proxy examples, run', () => {
  let kit: CertKit, leaf: Issued
  before(() => { kit = createCertKit(); leaf = kit.leaf('proxy') })
  after(() => kit?.close())

  test('Caddy example: TLS, forwarded headers, HSTS, Secure cookie, HTTP redirect', { skip: !has('caddy') && 'caddy is not installed' }, async () => {
    const [httpPort, httpsPort] = [await freePort(), await freePort()]
    const svc = await startService({ WEBINTEL_TRUST_PROXY: 'true', WEBINTEL_PUBLIC_URL: `https://localhost:${httpsPort}` })
    const dir = join(kit.dir, 'caddy')
    mkdirSync(dir)
    const upstream = new URL(svc.url).host
    const site = example('caddyfile')
      .replace('api.example.com {', `localhost {\n\ttls ${leaf.certFile} ${leaf.keyFile}`)
      .replace('127.0.0.1:5003', upstream)
    assert.ok(site.includes(upstream) && site.includes('tls '), 'the example has the expected shape')
    // Test-only global options: no admin endpoint, test ports, loopback only, state in the temporary directory.
    const config = `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tdefault_bind 127.0.0.1\n\tskip_install_trust\n\tstorage file_system ${dir}/data\n}\n\n${site}`
    writeFileSync(join(dir, 'Caddyfile'), config)
    let out = ''
    const proc = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir }, stdio: ['ignore', 'pipe', 'pipe'],
    })
    proc.stdout!.on('data', (c) => { out += c })
    proc.stderr!.on('data', (c) => { out += c })
    try {
      await waitForPort(httpsPort, proc, () => out)
      // Caddy's automatic redirect targets the standard https port (443), as in production.
      await checkProxied(svc, httpsPort, httpPort, kit, leaf, 'https://localhost')
    } finally {
      proc.kill('SIGTERM')
      if (proc.exitCode === null) await new Promise((r) => proc.once('exit', r))
      await svc.close()
    }
  })

  test('nginx example: TLS, forwarded headers, HSTS, Secure cookie, HTTP redirect', { skip: !has('nginx') && 'nginx is not installed' }, async () => {
    const [httpPort, httpsPort] = [await freePort(), await freePort()]
    const svc = await startService({ WEBINTEL_TRUST_PROXY: 'true', WEBINTEL_PUBLIC_URL: `https://localhost:${httpsPort}` })
    const dir = join(kit.dir, 'nginx')
    mkdirSync(dir)
    const upstream = new URL(svc.url).host
    const servers = example('nginx')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`)
      .replaceAll('server_name api.example.com;', 'server_name localhost;')
      .replace('/etc/letsencrypt/live/api.example.com/fullchain.pem', leaf.certFile)
      .replace('/etc/letsencrypt/live/api.example.com/privkey.pem', leaf.keyFile)
      .replace('http://127.0.0.1:5003', `http://${upstream}`)
      .replace('root /var/www/acme;', `root ${dir};`)
    assert.ok(servers.includes(leaf.certFile) && servers.includes(upstream) && servers.includes(String(httpPort)), 'the example has the expected shape')
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t};`).join('\n')
    // Test-only frame: foreground, files in the temporary directory; workers as root when the test runs as root
    // (the temporary directory is private to this user).
    const conf = `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 64; }\nhttp {\n    access_log off;\n${temp}\n${servers}\n}\n`
    writeFileSync(join(dir, 'nginx.conf'), conf)
    let out = ''
    const proc = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
    proc.stdout!.on('data', (c) => { out += c })
    proc.stderr!.on('data', (c) => { out += c })
    try {
      await waitForPort(httpsPort, proc, () => { try { return out + readFileSync(`${dir}/error.log`, 'utf8') } catch { return out } })
      // The example's redirect assumes the standard https port (443), as in production.
      await checkProxied(svc, httpsPort, httpPort, kit, leaf, 'https://localhost')
    } finally {
      proc.kill('SIGQUIT')
      if (proc.exitCode === null) await new Promise((r) => proc.once('exit', r))
      await svc.close()
    }
  })
})

test('compose.yaml\'s proxy: deploy/Caddyfile balances both nodes on /readyz health and keeps upstream keep-alive under the nodes\' 72 s', { skip: !has('caddy') && 'caddy is not installed' }, () => {
  const compose = readFileSync(new URL('../../compose.yaml', import.meta.url), 'utf8')
  assert.match(compose, /- \.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/)
  assert.match(compose, /WEBINTEL_TRUST_PROXY: "true"/)
  assert.match(compose, /WEBINTEL_PUBLIC_URL: https:\/\/\$\{WEBINTEL_DOMAIN:-localhost\}/)
  // `caddy adapt` only parses (no listener, no certificate request).
  const r = spawnSync('caddy', ['adapt', '--config', new URL('../../deploy/Caddyfile', import.meta.url).pathname, '--adapter', 'caddyfile'], {
    encoding: 'utf8', env: { PATH: process.env.PATH ?? '', WEBINTEL_DOMAIN: 'api.example.com' },
  })
  assert.equal(r.status, 0, r.stderr)
  const server = JSON.parse(r.stdout).apps.http.servers.srv0
  assert.deepEqual(server.listen, [':443'])
  assert.deepEqual(server.routes[0].match, [{ host: ['api.example.com'] }])
  const find = (v: any): any => v && typeof v === 'object' ? (v.handler === 'reverse_proxy' ? v : Object.values(v).map(find).find(Boolean)) : undefined
  const rp = find(server.routes)
  assert.ok(rp, 'a reverse_proxy handler')
  assert.deepEqual(rp.upstreams, [{ dial: 'api-1:5003' }, { dial: 'api-2:5003' }])
  assert.equal(rp.health_checks.active.uri, '/readyz')
  assert.ok(rp.transport.keep_alive.idle_timeout < 72e9)
})
