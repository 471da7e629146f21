/**
 * An OFAC CSV remark's "DOB …" clause is split at " to " and ";". A list file may be 200 MiB; split at `\s+to\s+`,
 * a long blank run with no "to" after it was rescanned from each of its blanks (100,000 blanks: 10 s, in the import
 * worker, which a scheduled refresh waits for).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { parseList } from '../../../src/sanctions/importers/index.ts'

test('the DOB clause is split as `\\s+to\\s+|;` split it, on 20,000 random clauses', () => {
  const alphabet = [' ', '  ', '\u2003', '\t', 'to', 'TO', 't', 'o', ';', '1960', 'x', ' to ']
  let seed = 21
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed >>> 16 }
  let split = 0
  for (let i = 0; i < 20_000; i++) {
    let s = ''
    const n = next() % 10
    for (let j = 0; j < n; j++) s += alphabet[next() % alphabet.length]
    const want = s.split(/\s+to\s+|;/)
    assert.deepEqual(s.split(/(?<!\s)\s+to\s+|;/), want, JSON.stringify(s))
    if (want.length > 1) split++
  }
  assert.ok(split > 5000, `only ${split} clauses were split`)
  const dir = mkdtempSync(join(tmpdir(), 'webintel-dob-'))
  try {
    writeFileSync(join(dir, 'sdn.csv'), '301,"FIXTURE, Person",individual,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n')
    writeFileSync(join(dir, 'alt.csv'), '')
    writeFileSync(join(dir, 'sdn_comments.csv'), '301,"DOB 01 Jan 1960   to  1962; nationality Chad."\n')
    assert.deepEqual(parseList(dir).entities[0]!.birthDates, ['1960-01-01', '1962'])
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('a DOB remark holding a run of 300,000 blanks is read in one pass', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-dob-'))
  writeFileSync(join(dir, 'sdn.csv'), '302,"FIXTURE, Blank",individual,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n')
  writeFileSync(join(dir, 'alt.csv'), '')
  writeFileSync(join(dir, 'sdn_comments.csv'), `302,"DOB 02 Feb 1980 ${' '.repeat(300_000)}x; nationality Peru."\n`)
  try {
    const code = `
      const { parentPort } = require('node:worker_threads')
      import(${JSON.stringify(new URL('../../../src/sanctions/importers/index.ts', import.meta.url).href)}).then(({ parseList }) => {
        parentPort.postMessage(parseList(${JSON.stringify(dir)}).entities.map((e) => e.countries))
      })`
    assert.deepEqual(await runBounded(code, 'the list was not read', 15_000), [['pe']])
  } finally { rmSync(dir, { recursive: true, force: true }) }
})
