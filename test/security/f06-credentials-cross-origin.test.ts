/** Finding 6: the NewsAPI key (and any other credential) must not travel on a cross-origin redirect hop, in any outbound client. */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createNewsHttp } from '../../src/media/http.ts'
import { createLlmClient } from '../../src/intel/llm/client.ts'
import { createOutbound } from '../../src/fetch/outbound.ts'
import { newsApiProvider } from '../../src/media/sources/newsapi.ts'
import { isCredentialName } from '../../src/fetch/credentials.ts'
import { recorder } from './helpers.ts'

const closers: (() => Promise<void>)[] = []
after(async () => { for (const c of closers) await c() })

// Loopback on two ports plays two origins: the private allowance (any port on loopback) lets the hop happen.
const outbound = createOutbound({ allowPrivate: true, connectTimeoutMs: 500 })
closers.push(() => outbound.close())

test('the NewsAPI key header is not sent to the other origin of a redirect; a secret copied into Location is dropped', async () => {
  const other = await recorder((_req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"status":"ok","articles":[]}') })
  const api = await recorder((req, res) => {
    if (req.url?.startsWith('/v2/everything')) res.writeHead(307, { location: `http://127.0.0.1:${other.port}/v2/mirror?apiKey=news-secret-key-123&q=x` }).end()
    else res.writeHead(404).end()
  })
  closers.push(other.close, api.close)
  const provider = newsApiProvider({ baseUrl: `http://127.0.0.1:${api.port}/v2/everything`, apiKey: 'news-secret-key-123', http: createNewsHttp(outbound), timeoutMs: 2000, maxBytes: 65536 })
  await provider.search({ names: ['Acme'], adverseTerms: ['fraud'] } as never, { signal: AbortSignal.timeout(3000) })
  assert.equal(api.hits[0]!.headers['x-api-key'], 'news-secret-key-123', 'the configured origin gets its key')
  assert.equal(other.hits.length, 1, 'the redirect was followed')
  assert.equal(other.hits[0]!.headers['x-api-key'], undefined)
  assert.ok(!other.hits[0]!.url.includes('news-secret-key-123'), other.hits[0]!.url)
  assert.ok(other.hits[0]!.url.includes('q=x'), 'other parameters stay')
})

test('Authorization and cookies are kept on a same-origin hop and dropped on a cross-origin one (news client)', async () => {
  const other = await recorder()
  const src = await recorder((req, res) => {
    if (req.url === '/a') res.writeHead(302, { location: '/b' }).end()
    else if (req.url === '/b') res.writeHead(302, { location: `http://127.0.0.1:${other.port}/c` }).end()
    else res.end('?')
  })
  closers.push(other.close, src.close)
  const headers = { authorization: 'Bearer tok-1', cookie: 'sid=abc', 'x-auth-token': 't2', 'ocp-apim-subscription-key': 'k3' }
  await createNewsHttp(outbound).getText(`http://127.0.0.1:${src.port}/a`, { signal: AbortSignal.timeout(3000), timeoutMs: 2000, maxBytes: 1000, headers })
  assert.equal(src.hits[1]!.headers.authorization, 'Bearer tok-1', 'same origin keeps it')
  const h = other.hits[0]!.headers
  for (const name of Object.keys(headers)) assert.equal(h[name], undefined, name)
})

test('the model provider loses its Authorization header on a cross-origin redirect', async () => {
  const other = await recorder((_req, res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ data: [{ index: 0, embedding: [1, 0] }] })) })
  const provider = await recorder((_req, res) => { res.writeHead(307, { location: `http://127.0.0.1:${other.port}/v1/embeddings` }).end() })
  closers.push(other.close, provider.close)
  const llm = createLlmClient({ baseUrl: `http://127.0.0.1:${provider.port}/v1`, apiKey: 'sk-model-secret', embeddingsModel: 'e', timeoutMs: 2000 }, outbound)
  assert.deepEqual(await llm.embed(['x']), [[1, 0]])
  assert.equal(provider.hits[0]!.headers.authorization, 'Bearer sk-model-secret')
  assert.equal(other.hits[0]!.headers.authorization, undefined)
})

test('credential names are recognised whatever their spelling', () => {
  for (const n of ['X-Api-Key', 'x_api_key', 'apiKey', 'api-key', 'Authorization', 'Proxy-Authorization', 'Cookie', 'access_token', 'token', 'client_secret', 'password', 'X-Secret-Key', 'secret', 'key', 'code', 'Ocp-Apim-Subscription-Key', 'session_id', 'X-Auth-Token']) {
    assert.ok(isCredentialName(n), n)
  }
  for (const n of ['q', 'author', 'page', 'accept', 'content-type', 'user-agent', 'monkeys', 'language']) assert.ok(!isCredentialName(n), n)
})
