import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadSection } from '../../../src/config/vars.ts'
import { intelSection, llmOptionsFrom } from '../../../src/intel/config.ts'
import { engineWith, sharedEngine, RECIPE_PAGE } from './helpers.ts'

// A local 127.0.0.1 server speaking the OpenAI-compatible protocol (chat completions + embeddings).
const seen: { path: string; auth?: string; body: any }[] = []
let mode: 'ok' | 'slow' | 'error' = 'ok'
const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  let raw = ''
  for await (const chunk of req) raw += chunk
  const body = JSON.parse(raw)
  seen.push({ path: req.url ?? '', auth: req.headers.authorization, body })
  if (mode === 'slow') await new Promise((r) => setTimeout(r, 1500))
  if (mode === 'error') { res.writeHead(500).end('{}'); return }
  res.setHeader('content-type', 'application/json')
  if (req.url === '/v1/chat/completions') {
    // The fake model always prefers the candidate named "Cars", whatever the page says.
    const names: string[] = JSON.parse(/Candidates: (\[.*\])/.exec(body.messages[1].content)![1]!)
    const categories = names.map((n) => ({ name: n, confidence: n === 'Cars' ? 0.97 : 0.03 / (names.length - 1) }))
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify({ categories }) } }] }))
  } else if (req.url === '/v1/embeddings') {
    // Embeds every input to the same vector: cosine 1.
    res.end(JSON.stringify({ data: body.input.map((_: string, index: number) => ({ index, embedding: [1, 0, 0] })) }))
  } else res.writeHead(404).end('{}')
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
after(() => server.close())

test('config: provider options only when a base URL and a model are set', () => {
  assert.equal(llmOptionsFrom(loadSection(intelSection, {})), undefined)
  const c = loadSection(intelSection, { WEBINTEL_LLM_BASE_URL: base, WEBINTEL_LLM_MODEL: 'm', WEBINTEL_LLM_TIMEOUT_MS: '500' })
  assert.deepEqual(llmOptionsFrom(c), { baseUrl: base, apiKey: undefined, model: 'm', embeddingsModel: undefined, timeoutMs: 500, mode: 'blend' })
  assert.throws(() => loadSection(intelSection, { WEBINTEL_LLM_TIMEOUT_MS: 'soon' }), /WEBINTEL_LLM_TIMEOUT_MS/)
})

test('chat provider with JSON schema output is blended with the embedded engine', async () => {
  mode = 'ok'; seen.length = 0
  const e = await engineWith({ baseUrl: base, apiKey: 'sk-test', model: 'fake-chat', timeoutMs: 10_000, mode: 'blend' })
  const r = await e.categorize(RECIPE_PAGE, { customCategories: ['Cooking', 'Cars'] })
  const plain = await (await sharedEngine()).categorize(RECIPE_PAGE, { customCategories: ['Cooking', 'Cars'] })
  assert.equal(r.source, 'blend')
  assert.equal(r.warnings, undefined)
  const conf = (x: typeof r, n: string) => x.categories.find((c) => c.name === n)!.confidence
  assert.ok(Math.abs(conf(r, 'Cars') - (conf(plain, 'Cars') + 0.97) / 2) < 0.001, 'equal-weight average')
  const replaced = await (await engineWith({ baseUrl: base, model: 'fake-chat', timeoutMs: 10_000, mode: 'replace' })).categorize(RECIPE_PAGE, { customCategories: ['Cooking', 'Cars'] })
  assert.equal(replaced.source, 'llm')
  assert.equal(replaced.dominantCategory, 'Cars', 'replace mode takes the model answer')
  const call = seen.find((s) => s.path === '/v1/chat/completions')!
  assert.equal(call.auth, 'Bearer sk-test')
  assert.equal(call.body.response_format.type, 'json_schema')
  assert.equal(call.body.model, 'fake-chat')
})

test('embeddings provider takes part in similarity', async () => {
  mode = 'ok'
  const e = await engineWith({ baseUrl: base, embeddingsModel: 'fake-embed', timeoutMs: 10_000, mode: 'replace' })
  const r = await e.similarity('a cat on a mat', 'stock markets fell sharply')
  assert.equal(r.source, 'llm')
  assert.equal(r.similarityScore, 1)
})

test('timeouts and failures fall back to the embedded engine with a warning', async () => {
  const warned: unknown[] = []
  const log = { debug() {}, info() {}, error() {}, warn(o: unknown) { warned.push(o) } }
  const e = await engineWith({ baseUrl: base, model: 'fake-chat', embeddingsModel: 'fake-embed', timeoutMs: 200, mode: 'blend' }, log)
  mode = 'slow'
  const r = await e.categorize(RECIPE_PAGE, { customCategories: ['Cooking', 'Cars'] })
  assert.equal(r.source, 'embedded')
  assert.equal(r.dominantCategory, 'Cooking')
  assert.equal(r.warnings?.[0]?.code, 'provider_fallback')
  mode = 'error'
  const s = await e.similarity('a cat on a mat', 'a cat on a mat')
  assert.equal(s.source, 'embedded')
  assert.equal(s.similarityScore, 1)
  assert.equal(s.warnings?.[0]?.code, 'provider_fallback')
  assert.equal(warned.length, 2)
})

test('built-in tree with a chat provider: a refined tier-2 entry keeps its path and takes its tier-1 node\'s model probability', async () => {
  mode = 'ok'
  const { readFileSync } = await import('node:fs')
  const { signalsFromHtml } = await import('../../../src/intel/signals.ts')
  const casino = signalsFromHtml(readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8'), 'https://casino.example/')
  const e = await engineWith({ baseUrl: base, model: 'fake-chat', timeoutMs: 10_000, mode: 'replace' })
  const r = await e.categorize(casino)
  const entry = r.categories.find((c) => c.name === 'Casinos & Gambling')!
  assert.deepEqual(entry.path, ['Attractions', 'Casinos & Gambling'])
  const other = r.categories.find((c) => c.name === 'Sports')!
  assert.equal(entry.confidence, other.confidence, 'the model gave Attractions what it gave every other tier-1 node')
})

test('Variant B with a local provider: the category fields follow the model; risk score, risk matches and summary do not', async () => {
  mode = 'ok'
  const page = {
    title: 'Lucky Harbour Casino – 200 free spins on your first deposit',
    description: 'Play slots, live roulette and blackjack at Lucky Harbour. Fast withdrawals.',
    text: 'Join today and claim your welcome package. Over 3,000 slot games and live dealer tables around the clock.',
  }
  const withModel = await (await engineWith({ baseUrl: base, model: 'fake-chat', embeddingsModel: 'fake-embed', timeoutMs: 10_000, mode: 'replace' })).aiResponse(page, { customCategories: ['Gambling', 'Cars'] })
  const plain = await (await sharedEngine()).aiResponse(page, { customCategories: ['Gambling', 'Cars'] })
  assert.equal(plain.category, 'Gambling')
  assert.equal(withModel.category, 'Cars', 'the model (which always answers Cars) decides the category in replace mode')
  assert.notEqual(withModel.categoryConfidenceScore, plain.categoryConfidenceScore)
  assert.equal(withModel.highRiskSimilarityScore, plain.highRiskSimilarityScore)
  assert.ok(withModel.highRiskSimilarityScore >= 0.8)
  assert.deepEqual(withModel.highRiskMatches, plain.highRiskMatches)
  assert.equal(withModel.summary, plain.summary)
  assert.deepEqual(withModel.categoryEvidence, plain.categoryEvidence)
})
