/**
 * The SDK's batch jobs methods against the started server (its batch runner on): create with Idempotency-Key,
 * wait with progress, read every result through the page iterator, cancel, time out, honour Retry-After, and the
 * webhook secret. Every page is a loopback fixture.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startService, type Running } from '../helpers/start-service.ts'
import { stubNet, PUBLIC_A } from '../helpers/net-stub.ts'
import { startPages } from '../jobs/helpers.ts'
import {
  createWebintel, isWebintelError, type JobResultItem, type JobStatus, type JobResultsPage, type Webintel,
} from '../../packages/sdk/src/index.ts'

describe('@webintel/sdk batch jobs against the started server', () => {
  let svc: Running
  let pages: Awaited<ReturnType<typeof startPages>>
  let apiKey: string
  let wi: Webintel
  before(async () => {
    pages = await startPages({ slowMs: 400 })
    const net = stubNet({ 'shop.example.com': [[PUBLIC_A]] }, { [PUBLIC_A]: pages.port })
    svc = await startService({ WEBINTEL_JOBS_POLL_MS: '50', WEBINTEL_FETCH_CACHE_TTL_MS: '0' }, { net })
    svc.services.batch.start()
    apiKey = (await svc.newKey({ rateLimitPerMinute: 100_000 })).apiKey
    wi = createWebintel({ baseUrl: svc.url, apiKey, retry: false })
  })
  after(async () => { await svc?.close(); await pages?.close() })

  test('scrape_metadata job: Idempotency-Key, waitForJob with progress, every result through the iterators', async () => {
    const items = Array.from({ length: 12 }, (_, i) => i === 4 ? 'http://shop.example.com/missing' : { url: `http://shop.example.com/p/${i}`, fields: ['title', 'description'] })
    const job = await wi.createJob({ operation: 'scrape_metadata', items }, { idempotencyKey: 'sdk-jobs-test-1' })
    assert.match(job.id, /^job_/)
    assert.equal(job.total, 12)
    assert.equal(job.operation, 'scrape_metadata')
    const again = await wi.createJob({ operation: 'scrape_metadata', items }, { idempotencyKey: 'sdk-jobs-test-1' })
    assert.equal(again.id, job.id, 'the same key returns the same job')

    const seen: JobStatus[] = []
    const done = await wi.waitForJob(job, { intervalMs: 50, timeoutMs: 60_000, onProgress: (s) => seen.push(s) })
    assert.equal(done.status, 'completed')
    assert.deepEqual({ ...done.counts }, { done: 12, succeeded: 11, failed: 1, cancelled: 0, pending: 0, running: 0 })
    assert.ok(seen.length >= 1)
    assert.deepEqual(seen.at(-1), done, 'onProgress saw the final status')
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i].progress >= seen[i - 1].progress, 'progress never goes back')

    const pagesRead: JobResultsPage<'scrape_metadata'>[] = []
    for await (const page of wi.jobResultPages(job, { limit: 5 })) pagesRead.push(page)
    assert.deepEqual(pagesRead.map((p) => p.items.length), [5, 5, 2])
    assert.equal(pagesRead.at(-1)!.next_cursor, null)

    const all: JobResultItem<'scrape_metadata'>[] = []
    for await (const item of wi.jobResults(job, { limit: 5 })) all.push(item)
    assert.deepEqual(all.map((x) => x.index), Array.from({ length: 12 }, (_, i) => i))
    assert.deepEqual(all, pagesRead.flatMap((p) => p.items))
    for (const x of all) {
      if (x.index === 4) { assert.equal(x.status, 'error'); assert.equal(x.error?.code, 'fetch_failed'); continue }
      assert.equal(x.status, 'ok')
      // Typed by the operation: the scrape_metadata data shape.
      const title: string | undefined = x.result?.title
      assert.equal(title, `Page ${x.index}`)
      assert.equal(x.result?.description, `Description of page ${x.index}`)
    }
    // The id alone works too, and a single page read directly.
    const first = await wi.getJobResults(job.id, { limit: 3 })
    assert.deepEqual(first.items.map((x) => x.index), [0, 1, 2])
    assert.ok(first.next_cursor)
    const next = await wi.getJobResults(job.id, { limit: 3, cursor: first.next_cursor! })
    assert.deepEqual(next.items.map((x) => x.index), [3, 4, 5])
    assert.ok((await wi.listJobs()).some((j) => j.id === job.id))
    // page by page through next_cursor, and every job at once
    const page = await wi.listJobsPage({ limit: 1 })
    assert.equal(page.jobs.length, 1)
    const listed: string[] = []
    for await (const j of wi.allJobs({ limit: 1 })) listed.push(j.id)
    assert.ok(listed.includes(job.id))
    assert.equal(new Set(listed).size, listed.length)
    if (listed.length > 1) assert.ok(page.next_cursor)
  })

  test('waitForJob: timeout, abort, cancelJob; then the cancelled status is final', async () => {
    const items = Array.from({ length: 60 }, (_, i) => `http://shop.example.com/slow/${i}`)
    const job = await wi.createJob({ operation: 'scrape_metadata', items })
    await assert.rejects(wi.waitForJob(job, { intervalMs: 50, timeoutMs: 300 }), (e: unknown) => {
      assert.ok(isWebintelError(e, 'wait_timeout'))
      assert.match(e.message, new RegExp(`job ${job.id} did not end within 300 ms`))
      assert.ok(['queued', 'running'].includes((e.details?.job as JobStatus).status))
      return true
    })
    const stop = new AbortController()
    const waiting = wi.waitForJob(job, { intervalMs: 50, signal: stop.signal })
    setTimeout(() => stop.abort(new Error('stopped by the test')), 100)
    await assert.rejects(waiting, /stopped by the test/)

    const cancelled = await wi.cancelJob(job)
    assert.equal(cancelled.status, 'cancelled')
    const final = await wi.waitForJob(job.id, { intervalMs: 50, timeoutMs: 30_000 })
    assert.equal(final.status, 'cancelled')
    assert.ok(final.counts.cancelled > 0)
  })

  test('waitForJob honours Retry-After on a refused poll (429) and on a status answer', async () => {
    const job = await wi.createJob({ operation: 'scrape_metadata', items: ['http://shop.example.com/slow/100', 'http://shop.example.com/slow/101'] })
    let polls = 0
    // Stands in for a proxy in front of the server: the first poll is refused with 429 Retry-After: 2, the
    // second answer carries Retry-After: 3; every other request goes through untouched.
    const proxied = createWebintel({
      baseUrl: svc.url, apiKey, retry: false,
      fetch: async (req) => {
        const isPoll = req.method === 'GET' && new URL(req.url).pathname === `/v1/jobs/${job.id}`
        if (isPoll && ++polls === 1) {
          return new Response(JSON.stringify({ success: false, error: { code: 'rate_limited', message: 'slow down' } }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '2' } })
        }
        const res = await fetch(req)
        if (!isPoll || polls !== 2) return res
        const headers = new Headers(res.headers)
        headers.set('retry-after', '3')
        return new Response(await res.arrayBuffer(), { status: res.status, headers })
      },
    })
    const waits: number[] = []
    // The fake sleep records what it was asked and waits only a little, so the job still progresses.
    const done = await proxied.waitForJob(job, { intervalMs: 100, timeoutMs: 60_000, sleep: async (ms) => { waits.push(ms); await new Promise((r) => setTimeout(r, 100)) } })
    assert.equal(done.status, 'completed')
    assert.equal(waits[0], 2000, 'the 429 was waited out for its Retry-After')
    if (polls > 2) assert.equal(waits[1], 3000, 'a longer Retry-After on a status answer replaces the interval')
    assert.ok(waits.slice(2).every((w) => w === 100), `then the interval: ${waits.join(',')}`)
  })

  test('errors and the webhook secret', async () => {
    await assert.rejects(wi.getJob('job_doesnotexist'), (e: unknown) => isWebintelError(e, 'not_found') && e.status === 404)
    await assert.rejects(wi.waitForJob('job_doesnotexist', { intervalMs: 10 }), (e: unknown) => isWebintelError(e, 'not_found'))
    await assert.rejects(wi.createJob({ operation: 'scrape_metadata', items: ['http://shop.example.com/p/1', { url: 'not a url' }] }), (e: unknown) => {
      assert.ok(isWebintelError(e, 'invalid_request'))
      assert.equal((e.details?.fields as { index: number }[])[0].index, 1)
      return true
    })
    const own = createWebintel({ baseUrl: svc.url, apiKey: (await svc.newKey()).apiKey, retry: false })
    assert.deepEqual(await own.webhookSecretStatus(), { configured: false, created_at: null })
    const s = await own.rotateWebhookSecret()
    assert.match(s.secret, /^whsec_/)
    assert.equal(s.previous_valid_until, null)
    assert.equal((await own.webhookSecretStatus()).configured, true)
    const rotated = await own.rotateWebhookSecret()
    assert.notEqual(rotated.secret, s.secret)
    assert.ok(rotated.previous_valid_until, 'the previous secret stays valid for a while')
  })
})
