import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSqlStore } from '../../../src/store/sql/index.ts'
import { importList, loadEntities } from '../../../src/sanctions/lists.ts'

// A list is parsed in a worker thread: while the parse runs, the importing process keeps taking turns of its event
// loop (a scheduled refresh in the server must not hold every request for the parse of a real list).
test('the event loop keeps turning while a list of 20,000 entries is parsed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-sanctions-thread-'))
  const lists = join(dir, 'ofac')
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  const name = `ofac_thread_${process.pid}`
  try {
    mkdirSync(lists)
    const rows = Array.from({ length: 20_000 }, (_, i) => `${50_000 + i},"TESTNAME${i}, Person",individual,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1${i % 10} Mar 1971; nationality Libya."`)
    writeFileSync(join(lists, 'sdn.csv'), rows.join('\n') + '\n')
    let turns = 0, parsing = false, turnsWhileParsing = -1
    const tick = () => { turns++; if (parsing) setImmediate(tick) }
    const info = await importList(store.sanctions, lists, {
      name,
      onProgress: (p) => {
        if (p.phase !== 'parse') return
        if (p.done === 0) { parsing = true; turns = 0; setImmediate(tick) } else { parsing = false; turnsWhileParsing = turns }
      },
    })
    assert.equal(info.entities, 20_000)
    assert.ok(turnsWhileParsing > 1, `the event loop turned ${turnsWhileParsing} times while the list was parsed`)
    const { entities } = await loadEntities(store.sanctions)
    assert.equal(entities.filter((e) => e.list === name).length, 20_000)
    assert.equal(await store.sanctions.remove(name), true)
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a missing list file is still reported as ENOENT from the worker', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-sanctions-thread-'))
  const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
  try {
    await assert.rejects(importList(store.sanctions, join(dir, 'missing.csv'), { name: 'missing' }), (e: NodeJS.ErrnoException) => e.code === 'ENOENT')
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
