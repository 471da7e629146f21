// One User-Agent rule for every outbound request (docs/fetch.md, User-Agent): the outbound stack (news sources,
// the model provider, sanctions downloads) and the RDAP client send the configured one, whatever the caller set.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createOutbound } from '../../../src/fetch/outbound.ts'
import { DEFAULT_USER_AGENT } from '../../../src/fetch/config.ts'
import { rdapGet } from '../../../src/whois/rdap/client.ts'

const seen: string[] = []
const servers: Server[] = []
async function serve(handler: (path: string) => { status: number; headers?: Record<string, string>; body?: string }): Promise<string> {
  const s = createServer((req, res) => {
    seen.push(`${req.url} ${req.headers['user-agent']}`)
    const r = handler(req.url ?? '/')
    res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers }).end(r.body ?? '{}')
  })
  servers.push(s)
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`
}
after(() => { for (const s of servers) s.close() })

test('the outbound stack sends the configured User-Agent on every hop, replacing the caller\'s', async () => {
  const b = await serve(() => ({ status: 200 }))
  const a = await serve(() => ({ status: 302, headers: { location: `${b}/landed` } }))
  const out = createOutbound({ allowPrivate: true, connectTimeoutMs: 2000, userAgent: 'webintel-test/1 (+https://ops.example.org)' })
  try {
    seen.length = 0
    const res = await out.request(`${a}/start`, { configured: true, signal: AbortSignal.timeout(5000), headersTimeoutMs: 5000, bodyTimeoutMs: 5000, headers: { 'User-Agent': 'something-else/0.1' } })
    await res.body.dump()
    assert.equal(res.statusCode, 200)
    assert.deepEqual(seen, ['/start webintel-test/1 (+https://ops.example.org)', '/landed webintel-test/1 (+https://ops.example.org)'])
  } finally { await out.close() }
})

test('without a configured one, the default User-Agent', async () => {
  const a = await serve(() => ({ status: 200 }))
  const out = createOutbound({ allowPrivate: true, connectTimeoutMs: 2000 })
  try {
    seen.length = 0
    const res = await out.request(`${a}/x`, { configured: true, signal: AbortSignal.timeout(5000), headersTimeoutMs: 5000, bodyTimeoutMs: 5000 })
    await res.body.dump()
    assert.deepEqual(seen, [`/x ${DEFAULT_USER_AGENT}`])
  } finally { await out.close() }
})

test('RDAP requests carry the configured User-Agent', async () => {
  const a = await serve(() => ({ status: 200, body: '{"objectClassName":"domain"}' }))
  const out = createOutbound({ allowPrivate: true, connectTimeoutMs: 2000, userAgent: 'webintel-test/2' })
  try {
    seen.length = 0
    const r = await rdapGet(out, `${a}/domain/example.com`, AbortSignal.timeout(5000))
    assert.equal(r.status, 200)
    assert.deepEqual(seen, ['/domain/example.com webintel-test/2'])
  } finally { await out.close() }
})
