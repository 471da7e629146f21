// The extraction worker pool (docs/extract.md, worker pool): same documents as the main thread, pages over the time limit
// or that kill their worker end as an empty document with a warning, the pool recovers, and close() leaves
// no handle behind.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import { extractHtml } from '../../../src/extract/engine.ts'
import { createExtractPool, type ExtractPoolOptions } from '../../../src/extract/pool.ts'
import { osThreadId, threadCpuMs } from '../../../src/extract/os-thread.ts'

const FIXTURES = new URL('../../fixtures/extract/contacts/', import.meta.url)
const WORKERS = new URL('../../fixtures/extract/workers/', import.meta.url)
const URL_ = 'https://www.acme-tools.com/contact'
const utf8 = (s: string) => ({ bytes: Buffer.from(s, 'utf8'), charset: 'utf-8' })
const fixturePages = () => readdirSync(FIXTURES).filter((f) => f.endsWith('.html')).map((f) => readFileSync(new URL(f, FIXTURES), 'utf8'))
const pool = (o: Partial<ExtractPoolOptions> = {}) => createExtractPool({ workers: 1, timeLimitMs: 10_000, maxHeapMb: 256, ...o })

/** A large page (well over the 512 KiB lane threshold) with multi-byte text, contacts and links. */
function largePage(): string {
  const rows: string[] = []
  for (let i = 0; i < 6000; i++) rows.push(`<p>Zürich – 東京 № ${i} <a href="/p/${i}">link ${i} €</a> info${i % 7}@acme-tools.com +41 44 668 18 ${String(i % 100).padStart(2, '0')}</p>`)
  return `<!doctype html><html lang="de-CH"><head><title>Größe</title><meta property="og:site_name" content="Acme"></head><body>${rows.join('\n')}</body></html>`
}

/** 200k attributes on one element (hostile-upstream.ts `/attrs`): ≥ 0.25 s of parsing on this machine. */
function attributePage(): string {
  let i = 0
  return '<!doctype html><html><head><title>attrs</title></head><body><div ' + Array.from({ length: 200_000 }, () => `a${i++}="v" `).join('') + '>x</div></body></html>'
}

test('the pool gives exactly the in-thread document: fixture pages, a large page, a legacy charset, text input', async () => {
  const p = pool()
  try {
    for (const html of fixturePages()) assert.deepEqual(await p.extract(utf8(html), URL_), await extractHtml(utf8(html), URL_))
    const big = largePage()
    assert.ok(Buffer.byteLength(big) > 512 * 1024)
    const opts = { maxTextChars: 5000, maxLinks: 50 }
    const doc = await p.extract(utf8(big), URL_, opts)
    assert.deepEqual(doc, await extractHtml(utf8(big), URL_, opts))
    assert.equal(doc.title, 'Größe')
    assert.equal(doc.links.length, 50)
    const latin = { bytes: Buffer.from('<title>Caf\xe9 \x80</title><p>' + 'd\xe9j\xe0 vu '.repeat(80_000), 'latin1'), charset: 'windows-1252' }
    assert.deepEqual(await p.extract(latin, URL_), await extractHtml(latin, URL_))
    assert.equal((await p.extract({ text: big }, URL_)).title, 'Größe')
    assert.equal(p.stats.restarts, 0)
  } finally { await p.close() }
})

test('the bytes are copied: a Buffer sliced from a shared pool stays intact and usable by the caller', async () => {
  const p = pool()
  try {
    const shared = Buffer.from('xxxx<title>Slice</title>yyyy')
    const slice = shared.subarray(4, 24)
    assert.equal((await p.extract({ bytes: slice, charset: 'utf-8' }, URL_)).title, 'Slice')
    assert.equal(shared.toString(), 'xxxx<title>Slice</title>yyyy')
  } finally { await p.close() }
})

test('a real hostile page over the time limit ends as an empty document with extract_time_limit', async () => {
  const p = pool({ timeLimitMs: 100 })
  try {
    const doc = await p.extract(utf8(attributePage()), URL_) // parsed whole, it would have the title 'attrs'
    assert.equal(doc.url, URL_)
    assert.equal(doc.title, undefined)
    assert.deepEqual(doc.warnings.map((w) => w.code), ['extract_time_limit'])
    assert.equal(p.stats.restarts, 1)
  } finally { await p.close() }
})

test('a page that never finishes is terminated; the next page and the pages waiting behind it still work', async () => {
  const p = pool({ timeLimitMs: 1000, workerUrl: new URL('hang-on-marker.ts', WORKERS) })
  try {
    const page = '<title>After</title>'
    const [hung, waiting] = await Promise.all([p.extract(utf8(page), 'https://hostile.example/hang'), p.extract(utf8(page), URL_)])
    assert.deepEqual(hung.warnings.map((w) => w.code), ['extract_time_limit'])
    assert.equal(hung.url, 'https://hostile.example/hang')
    assert.deepEqual(waiting, await extractHtml(utf8(page), URL_))
    assert.equal((await p.extract(utf8(page), URL_)).title, 'After')
    assert.equal(p.stats.restarts, 1)
  } finally { await p.close() }
})

test('the time limit counts CPU time (Linux): a page that waited for the cores gets its share, up to 4x the limit in all', { skip: process.platform !== 'linux' }, async () => {
  const p = pool({ timeLimitMs: 150, workerUrl: new URL('sleep-on-marker.ts', WORKERS) })
  try {
    const page = '<title>Slept</title>'
    // 300 ms without CPU, then a page of a few ms: over the limit in wall-clock time only.
    const starved = await p.extract(utf8(page), 'https://www.acme-tools.com/sleep/300')
    assert.deepEqual(starved.warnings, [])
    assert.equal(starved.title, 'Slept')
    assert.equal(p.stats.restarts, 0)
    // 1 s without CPU passes the wall-clock ceiling (4 x 150 ms): cut and replaced all the same.
    const stuck = await p.extract(utf8(page), 'https://www.acme-tools.com/sleep/1000')
    assert.deepEqual(stuck.warnings.map((w) => w.code), ['extract_time_limit'])
    assert.match(stuck.warnings[0].message, /150 ms of CPU time \(600 ms in all\)/)
    assert.equal(p.stats.restarts, 1)
    assert.equal((await p.extract(utf8(page), URL_)).title, 'Slept')
  } finally { await p.close() }
})

test('a worker that crashes or runs out of heap gives extract_failed and is replaced', async (t) => {
  for (const [file, maxHeapMb] of [['crash-on-page.ts', 256], ['out-of-memory.ts', 32]] as const) {
    const p = pool({ workerUrl: new URL(file, WORKERS), maxHeapMb })
    try {
      const a = await p.extract(utf8('<title>x</title>'), URL_)
      t.diagnostic(`${file}: ${a.warnings[0]?.message}`)
      assert.deepEqual(a.warnings.map((w) => w.code), ['extract_failed'])
      if (file === 'out-of-memory.ts') assert.match(a.warnings[0].message, /ERR_WORKER_OUT_OF_MEMORY/)
      assert.deepEqual((await p.extract(utf8('<title>y</title>'), URL_)).warnings.map((w) => w.code), ['extract_failed'])
      assert.equal(p.stats.restarts, 2)
    } finally { await p.close() }
  }
})

test('workers that cannot start make the pool extract in the main thread', async () => {
  const p = pool({ workerUrl: new URL('fail-to-start.ts', WORKERS) })
  try {
    const page = '<title>Here</title>'
    assert.deepEqual(await p.extract(utf8(page), URL_), await extractHtml(utf8(page), URL_))
    assert.deepEqual(await p.extract(utf8(page), URL_), await extractHtml(utf8(page), URL_))
  } finally { await p.close() }
})

test('after workers failed to start, the pool tries them again and leaves the main thread once they run', async () => {
  process.env.WEBINTEL_TEST_WORKERS_BROKEN = '1'
  const p = pool({ workers: 2, workerUrl: new URL('broken-while-flagged.ts', WORKERS), retryAfterMs: 100 })
  try {
    const page = '<title>Back</title>'
    for (let i = 0; i < 200 && !p.stats.fallback; i++) await new Promise((r) => setTimeout(r, 10))
    assert.equal(p.stats.fallback, true)
    assert.equal((await p.extract(utf8(page), URL_)).title, 'Back') // in the main thread meanwhile
    await new Promise((r) => setTimeout(r, 400)) // a failed retry or two (100 ms, then 200 ms): still falling back
    assert.equal(p.stats.fallback, true)
    delete process.env.WEBINTEL_TEST_WORKERS_BROKEN // "repaired": the next retry's workers load
    for (let i = 0; i < 300 && p.stats.fallback; i++) await new Promise((r) => setTimeout(r, 10))
    assert.equal(p.stats.fallback, false)
    assert.equal(p.stats.threads, 2)
    assert.deepEqual(await p.extract(utf8(page), URL_), await extractHtml(utf8(page), URL_))
  } finally { delete process.env.WEBINTEL_TEST_WORKERS_BROKEN; await p.close() }
})

test('many concurrent pages over two workers all complete with their own document', async () => {
  const p = pool({ workers: 2 })
  try {
    const pages = fixturePages()
    const jobs = Array.from({ length: 60 }, (_, i) => ({ html: pages[i % pages.length], url: `https://site${i}.example/` }))
    const docs = await Promise.all(jobs.map((j) => p.extract(utf8(j.html), j.url)))
    for (let i = 0; i < jobs.length; i++) assert.deepEqual(docs[i], await extractHtml(utf8(jobs[i].html), jobs[i].url))
    assert.equal(p.stats.queued, 0)
  } finally { await p.close() }
})

test('a waiting page leaves the line when its signal aborts; an invalid URL rejects as in the main thread', async () => {
  const p = pool()
  try {
    const ac = new AbortController()
    const first = p.extract(utf8(largePage()), URL_)
    const second = p.extract(utf8('<title>x</title>'), URL_, undefined, ac.signal)
    ac.abort(new Error('client went away'))
    await assert.rejects(second, /client went away/)
    assert.equal((await first).title, 'Größe')
    await assert.rejects(p.extract(utf8('<title>x</title>'), 'not a url'), TypeError)
  } finally { await p.close() }
})

test('the workers run at the configured lower CPU priority, the main thread keeps its own (Linux)', { skip: process.platform !== 'linux' }, async () => {
  const niceOfThreads = () => readdirSync('/proc/self/task').map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]))
  const mainNice = getPriority()
  const p = pool({ workers: 2, nice: 7 })
  try {
    assert.equal((await p.extract(utf8('<title>a</title>'), URL_)).title, 'a')
    for (let i = 0; i < 100 && niceOfThreads().filter((n) => n === mainNice + 7).length < 2; i++) await new Promise((r) => setTimeout(r, 50))
    assert.equal(niceOfThreads().filter((n) => n === mainNice + 7).length, 2)
    assert.equal(getPriority(), mainNice)
  } finally { await p.close() }
})

test('close() rejects waiting pages, ends every worker and leaves no handle', async (t) => {
  // Idle workers are unref'd, so while close() awaits their end the loop can run empty; node:test's harness
  // then arms a timer of its own ('beforeExit'). A ref'd interval held for the test keeps that out of the count.
  const keepAlive = setInterval(() => {}, 60_000)
  t.after(() => clearInterval(keepAlive))
  const before = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap').length
  const p = pool({ workers: 2 })
  assert.equal((await p.extract(utf8('<title>x</title>'), URL_)).title, 'x')
  assert.equal(p.stats.threads, 2)
  const pending = assert.rejects(p.extract(utf8(largePage()), URL_), (err: { code?: string }) => err.code === 'internal')
  await p.close()
  await pending
  assert.equal(p.stats.threads, 0)
  await assert.rejects(p.extract(utf8('<title>x</title>'), URL_), (err: { code?: string }) => err.code === 'internal')
  assert.equal(process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap').length, before)
})

test('os-thread: the main thread is the process (tid = pid) and its CPU time advances with work (Linux)', { skip: process.platform !== 'linux' }, () => {
  assert.equal(osThreadId(), process.pid)
  const before = threadCpuMs(process.pid)!
  const cpu0 = process.cpuUsage()
  const processCpuMs = () => { const u = process.cpuUsage(cpu0); return (u.user + u.system) / 1000 }
  while (processCpuMs() < 150) { /* spin: 150 ms of CPU, however long the machine takes to give it */ }
  const used = threadCpuMs(process.pid)! - before
  // The process's other threads are idle here, so nearly all of it is this thread's (10 ms ticks).
  assert.ok(used >= 100 && used <= processCpuMs() + 20, `${used} ms of thread CPU for ${processCpuMs().toFixed(0)} ms of process CPU`)
  assert.equal(threadCpuMs(2 ** 30), undefined) // no such thread
})
