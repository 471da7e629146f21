/**
 * Regression: the first start spends seconds building the intelligence caches; the log must say so
 * (a line when it starts, progress while it runs, the time when done) instead of staying silent.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cachePathIn, loadResources } from '../../src/intel/resources/vectors.ts'
import { phrasesPathIn } from '../../src/intel/resources/synonyms.ts'

function recorder() {
  const lines: { obj: unknown; msg?: string }[] = []
  const rec = (obj: object | string, msg?: string) => { lines.push({ obj, msg }) }
  return { lines, log: { debug: rec, info: rec, warn: rec, error: rec } }
}

test('(11) building the caches on a first start is announced, followed and timed in the log; a later start is quiet', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-intel-first-'))
  try {
    // A tiny vector source in the package's layout: the vector part of the build is instant, WordNet is real.
    const vec = (k: number) => `[${Array.from({ length: 100 }, (_, d) => ((d * 7 + k) % 11) - 5).join(',')}]`
    const source = join(dir, 'vectors.json')
    writeFileSync(source, `{"precision":6,"vectors":{"farm":${vec(1)},"cattle":${vec(2)},"summer":${vec(3)}}}`)
    const first = recorder()
    const r = await loadResources(join(dir, 'data'), source, first.log)
    assert.equal(r.built, true)
    assert.ok(existsSync(cachePathIn(join(dir, 'data'))))
    // The multi-word lemma file too is the child's work, not a second of parsing on the server's own thread.
    assert.ok(existsSync(phrasesPathIn(join(dir, 'data'))))
    const msgs = first.lines.map((l) => l.msg ?? '')
    assert.ok(msgs.some((m) => /first start: building/.test(m)), msgs.join(' | '))
    const done = first.lines.find((l) => /caches built/.test(l.msg ?? ''))
    assert.ok(done, msgs.join(' | '))
    assert.equal(typeof (done.obj as { ms?: unknown }).ms, 'number')
    const again = recorder()
    const r2 = await loadResources(join(dir, 'data'), source, again.log)
    assert.equal(r2.built, false)
    assert.equal(again.lines.length, 0)
    // A data directory built before the multi-word lemma file existed: the child adds just that file.
    unlinkSync(phrasesPathIn(join(dir, 'data')))
    const r3 = await loadResources(join(dir, 'data'), source, recorder().log)
    assert.equal(r3.built, true)
    assert.ok(existsSync(phrasesPathIn(join(dir, 'data'))))
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('(11) `webintel intel build-cache` builds the caches ahead of the first start (install or image time)', { timeout: 180_000 }, async () => {
  const { main } = await import('../../src/cli/index.ts')
  const { capture } = await import('../helpers/cli.ts')
  // The cache directory the test services share: built once by whichever test comes first, then reused.
  const dir = join(tmpdir(), 'webintel-test-intel-cache')
  const io = capture()
  assert.equal(await main(['intel', 'build-cache'], { WEBINTEL_INTEL_CACHE_DIR: dir, WEBINTEL_DATA_DIR: join(tmpdir(), 'webintel-unused-data') }, io.io), 0, io.err.join('\n'))
  assert.match(io.out.at(-1) ?? '', /intelligence caches ready in .*webintel-test-intel-cache \((built now|already built); \d+ words\)/)
  assert.ok(existsSync(cachePathIn(dir)))
  assert.equal(await main(['intel', 'nope'], {}, capture().io), 2)
})
