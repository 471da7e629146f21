// A 300-item job survives a SIGKILL of the server: the process is killed part-way, started again on the same
// data directory, and the job completes with 300 results, each index once; the CSV export holds the same items
// as the JSON one. Items in flight at the kill run again (their leases lapse), so a page may be fetched twice,
// but its result is written once.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { spawnNode, type SpawnedNode } from '../scale/spawn-node.ts'
import { postJson, getJson } from '../helpers/start-service.ts'
import { startPages, waitForJob, allResults } from './helpers.ts'

const API_KEY = 'jobs-kill-bootstrap-key-0123456789'
const headers = { 'x-api-key': API_KEY }
let pages: Awaited<ReturnType<typeof startPages>>
let dataDir: string
let node: SpawnedNode | undefined

before(async () => {
  pages = await startPages({ slowMs: 60 })
  dataDir = mkdtempSync(join(tmpdir(), 'webintel-jobs-kill-'))
})
after(async () => {
  await node?.stop()
  await pages?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const env = () => ({
  WEBINTEL_DATA_DIR: dataDir,
  WEBINTEL_BOOTSTRAP_API_KEY: API_KEY, WEBINTEL_BOOTSTRAP_SECRET_KEY: 'jobs-kill-bootstrap-secret-0123456789',
  // The fixture pages are on 127.0.0.1; this test is about the runner, not the address guard.
  WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_FETCH_CACHE_TTL_MS: '0',
  WEBINTEL_RATE_LIMIT_PER_MINUTE: '1000000', WEBINTEL_JOBS_LEASE_MS: '1500', WEBINTEL_JOBS_POLL_MS: '50',
})

test('SIGKILL part-way, restart on the same data directory: 300 results, each index once, CSV = JSON', async () => {
  node = await spawnNode(env())
  const items = Array.from({ length: 300 }, (_, i) => ({ url: `http://127.0.0.1:${pages.port}/slow/${i}`, fields: ['title', 'description'] }))
  const created = await postJson(`${node.url}/v1/jobs`, { operation: 'scrape_metadata', items }, headers)
  assert.equal(created.status, 202, created.text)
  const id = created.json.data.id

  let before = 0
  for (let i = 0; i < 400; i++) {
    const s = await getJson(`${node.url}/v1/jobs/${id}`, headers)
    before = s.json.data.counts.done
    if (before >= 60) break
    await new Promise((r) => setTimeout(r, 25))
  }
  assert.ok(before >= 60 && before < 300, `killed part-way (done ${before})`)
  node.proc.kill('SIGKILL')
  const exit = await node.exit()
  assert.equal(exit.signal, 'SIGKILL')

  node = await spawnNode(env())
  const done = await waitForJob(node.url, id, headers, 120_000)
  assert.equal(done.status, 'completed')
  assert.equal(done.counts.succeeded, 300)
  assert.equal(done.counts.failed, 0)

  const json = await allResults(node.url, id, headers, 1000)
  assert.equal(json.length, 300)
  assert.deepEqual(json.map((x) => x.index), Array.from({ length: 300 }, (_, i) => i))
  for (const x of json) assert.equal(x.result.title, `Page ${x.index}`)

  const csv = parse(await (await fetch(`${node.url}/v1/jobs/${id}/results?format=csv`, { headers })).text(), { columns: true }) as Record<string, string>[]
  assert.equal(csv.length, 300)
  assert.deepEqual(csv.map((r) => Number(r.index)), json.map((x) => x.index))
  for (const [i, r] of csv.entries()) {
    assert.equal(r.status, 'ok')
    assert.equal(r.url, json[i].input.url)
    assert.deepEqual(JSON.parse(r.result_json), json[i].result)
  }
  // Every page was fetched; only items in flight at the kill could run twice.
  const twice = [...pages.hits.entries()].filter(([, n]) => n > 1).length
  assert.equal(pages.hits.size, 300)
  assert.ok(twice <= 16, `${twice} items ran twice (at most the items in flight)`)
})
