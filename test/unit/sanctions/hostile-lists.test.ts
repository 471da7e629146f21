/**
 * A list downloaded from a configured source is imported in the server process (the scheduled refresh job): a file
 * built to make the importer super-linear held that process. Two such shapes: an entry with tens of thousands of
 * aliases (each new name was compared with every name kept), and a remark of thousands of "DOB " or "nationality "
 * labels in one clause (the remark patterns rescanned the rest of the clause from every label). Every server then
 * rebuilds its screening index from the stored lists, which is built in slices so other requests get turns.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addName } from '../../../src/sanctions/importers/common.ts'
import { parseList } from '../../../src/sanctions/importers/index.ts'
import { buildIndex, buildIndexInSlices, type IndexedEntity } from '../../../src/sanctions/matcher.ts'
import type { EntityName } from '../../../src/sanctions/types.ts'

test('addName: adding 10,000 names reads each name already kept about once, not once per added name', () => {
  let reads = 0
  const first = { kind: 'primary' as const, get name() { reads++; return 'FIRST NAME' } }
  const names: EntityName[] = [first]
  for (let i = 0; i < 10_000; i++) addName(names, `ALIAS ${i}`, 'strong')
  addName(names, 'FIRST NAME', 'weak')
  addName(names, '  ALIAS   7 ', 'weak')
  assert.equal(names.length, 10_001)
  assert.ok(reads <= 2, `the first name was read ${reads} times`)
})

test('addName: a list reordered or filled by other means is still de-duplicated', () => {
  const names: EntityName[] = []
  addName(names, 'A', 'primary')
  addName(names, 'B', 'strong')
  names.push({ name: 'C', kind: 'weak' })
  names.reverse()
  addName(names, 'C', 'strong')
  addName(names, 'A', 'strong')
  addName(names, 'D', 'strong')
  assert.deepEqual(names.map((n) => n.name), ['C', 'B', 'A', 'D'])
})

function ofacFolder(sdn: string, alt: string, comments: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'webintel-hostile-list-'))
  writeFileSync(join(dir, 'sdn.csv'), sdn)
  writeFileSync(join(dir, 'alt.csv'), alt)
  writeFileSync(join(dir, 'sdn_comments.csv'), comments)
  return dir
}

test('OFAC CSV remarks are read clause by clause: the same values as the whole-text patterns gave', () => {
  const remarks = [
    'DOB 14 Mar 1971; nationality Libya; citizen Iran, Islamic Republic of; a.k.a. \'THE FIXTURE\'',
    'DOB circa 1960 to 1962. nationality 1 citizen Chad; DOB 1950x.y; nationality Peru. DOB 02 Feb 1980.',
  ]
  const dir = ofacFolder(
    '101,"FIXTURE, Person One",individual,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n102,"FIXTURE TRADING",-0-,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n',
    '101,1,aka,"FIXTURE, P.",-0-\n',
    `101,"${remarks[0]}"\n102,"${remarks[1]}"\n`,
  )
  try {
    const m = new Map(parseList(dir).entities.map((e) => [e.id, e]))
    const one = m.get('ofac-101')!
    assert.deepEqual(one.names.map((n) => [n.name, n.kind]), [['FIXTURE, Person One', 'primary'], ['FIXTURE, P.', 'strong'], ['THE FIXTURE', 'weak']])
    assert.deepEqual(one.birthDates, ['1971-03-14'])
    assert.deepEqual(one.countries, ['ly', 'ir'])
    const two = m.get('ofac-102')!
    // "DOB circa 1960 to 1962." ends at a "." inside the text: no value; "DOB 1950x.y" likewise; the final clause counts
    assert.deepEqual(two.birthDates, ['1980-02-02'])
    // "nationality 1 citizen Chad": the first label's rest holds a digit, the second's does not
    assert.deepEqual(two.countries, ['td', 'pe'])
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('OFAC CSV: an entry with 40,000 aliases and a remark of 20,000 "DOB " labels is read whole', () => {
  const dir = ofacFolder(
    '201,"FIXTURE HOLDINGS",-0-,SDGT,-0-,-0-,-0-,-0-,-0-,-0-,-0-,-0-\n',
    Array.from({ length: 40_000 }, (_, i) => `201,${i},aka,"FIXTURE ALIAS ${i}",-0-\n`).join(''),
    `201,"${'DOB '.repeat(20_000)}x.y; ${'nationality '.repeat(20_000)}1; DOB 03 Mar 1973; nationality Chad"\n`,
  )
  try {
    const e = parseList(dir).entities[0]!
    assert.equal(e.names.length, 40_001)
    assert.deepEqual(e.birthDates, ['1973-03-03'])
    assert.deepEqual(e.countries, ['td'])
  } finally { rmSync(dir, { recursive: true, force: true }) }
})

test('the screening index built in slices: other work gets turns meanwhile, and the index is the same', async () => {
  const entity: IndexedEntity = {
    id: 'fixture-1', schema: 'Organization', list: 'fixture', listDate: null, birthDates: [], countries: [], identifiers: [], programs: [],
    names: [{ name: 'FIXTURE HOLDINGS', kind: 'primary' }, ...Array.from({ length: 20_000 }, (_, i) => ({ name: `FIXTURE ALIAS ${i}`, kind: 'strong' as const }))],
  }
  let turns = 0
  let done = false
  const ticker = (async () => { while (!done) { turns++; await new Promise<void>((r) => setImmediate(r)) } })()
  const sliced = await buildIndexInSlices([entity])
  done = true
  await ticker
  assert.ok(turns >= 20, `other work ran ${turns} times while 20,001 names were indexed`)
  const whole = buildIndex([entity])
  assert.deepEqual(sliced.size, whole.size)
  for (const name of ['fixture alias 123', 'FIXTURE HOLDINGS', 'fixtur holdngs']) {
    assert.deepEqual(sliced.search({ name }).map((m) => [m.entity.id, m.score, m.matchedName]), whole.search({ name }).map((m) => [m.entity.id, m.score, m.matchedName]))
  }
})
