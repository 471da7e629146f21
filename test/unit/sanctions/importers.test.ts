import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseList, sniffFormat, defaultListName } from '../../../src/sanctions/importers/index.ts'
import { importList, listLists, loadEntities } from '../../../src/sanctions/lists.ts'
import { ListFormatError } from '../../../src/sanctions/types.ts'
import { createSqlStore } from '../../../src/store/sql/index.ts'

const fx = (p: string) => new URL(`../../fixtures/sanctions/${p}`, import.meta.url).pathname
const byId = (path: string) => new Map(parseList(path).entities.map((e) => [e.id, e]))

describe('sanctions importers (one per official format)', () => {
  test('OFAC legacy CSV folder: ent_num ids, aliases from alt.csv and Remarks, DOB/nationality/identifiers from Remarks', () => {
    const p = parseList(fx('ofac-csv'))
    assert.equal(p.format, 'ofac-csv')
    const m = new Map(p.entities.map((e) => [e.id, e]))
    const k = m.get('ofac-9001')!
    assert.equal(k.schema, 'Person')
    assert.deepEqual(k.names.map((n) => [n.name, n.kind]), [['ZORVANI, Kestrel Amadeo', 'primary'], ['ZORVANY, Kestrel', 'strong'], ['THE KESTREL', 'weak']])
    assert.deepEqual(k.birthDates, ['1971-03-14'])
    assert.deepEqual(k.countries, ['ly'])
    assert.deepEqual(k.programs, ['SDGT'])
    assert.ok(k.identifiers.includes('Passport X1234567'))
    assert.equal(m.get('ofac-9002')!.schema, 'Organization')
    assert.deepEqual(m.get('ofac-9002')!.countries, ['ir'])
    assert.equal(m.get('ofac-9003')!.schema, 'Vessel')
    assert.deepEqual(m.get('ofac-9003')!.countries, ['pa'])
  })

  test('OFAC XML (sdnList): uid ids, strong/weak akas, publish date (mm/dd/yyyy)', () => {
    const p = parseList(fx('ofac.xml'))
    assert.equal(p.format, 'ofac-xml')
    assert.equal(p.listDate, '2026-03-15')
    const m = new Map(p.entities.map((e) => [e.id, e]))
    assert.deepEqual(m.get('ofac-7101')!.names.map((n) => n.kind), ['primary', 'strong', 'weak'])
    assert.equal(m.get('ofac-7101')!.names[0]!.name, 'VASKOVIC, Orlen')
    assert.deepEqual(m.get('ofac-7101')!.birthDates, ['1966-06-02'])
    assert.deepEqual(m.get('ofac-7101')!.countries, ['ru'])
    assert.equal(m.get('ofac-7102')!.schema, 'Organization')
  })

  test('UN SC XML: DATAID ids, original-script name, alias quality, generation date', () => {
    const p = parseList(fx('un.xml'))
    assert.equal(p.listDate, '2026-03-01')
    const s = byId(fx('un.xml')).get('unsc-880001')!
    assert.deepEqual(s.names.map((n) => [n.name, n.kind]), [['SAMIR HADDAWI QUTAYNI', 'primary'], ['سمير حداوي قطيني', 'original'], ['Abu Samir al-Qutayni', 'strong'], ['Samir', 'weak']])
    assert.deepEqual(s.birthDates, ['1975-08-09'])
    assert.deepEqual(s.countries, ['sy'])
    assert.equal(byId(fx('un.xml')).get('unsc-880002')!.schema, 'Organization')
  })

  test('EU FSF XML: eu-fsf-<euReferenceNumber slug> ids, every nameAlias, birthdate, citizenship', () => {
    const p = parseList(fx('eu.xml'))
    assert.equal(p.format, 'eu-xml')
    assert.equal(p.listDate, '2026-03-10')
    const m = new Map(p.entities.map((e) => [e.id, e]))
    const g = m.get('eu-fsf-eu-9001-77')!
    assert.equal(g.schema, 'Person')
    assert.deepEqual(g.names.map((n) => n.name), ['Anatoly Petrovich Grebnev', 'Анатолий Петрович Гребнев'])
    assert.deepEqual(g.birthDates, ['1961-04-22'])
    assert.deepEqual(g.countries, ['ru'])
    assert.deepEqual(g.programs, ['RUS'])
    assert.equal(m.get('eu-fsf-eu-9002-12')!.schema, 'Organization')
  })

  test('UK FCDO XML: gb-fcdo-<UniqueID> ids, Name1…Name6, non-Latin names, dd/mm/yyyy DOBs', () => {
    const p = parseList(fx('uk.xml'))
    assert.equal(p.format, 'uk-xml')
    assert.equal(p.listDate, '2026-03-11')
    const t = byId(fx('uk.xml')).get('gb-fcdo-rus9001')!
    assert.deepEqual(t.names.map((n) => [n.name, n.kind]), [['Yaroslava Igorevna TUMANOVA', 'primary'], ['Iaroslava TUMANOVA', 'strong'], ['Ярослава Игоревна Туманова', 'original']])
    assert.deepEqual(t.birthDates, ['1979-11-07'])
    assert.deepEqual(t.countries, ['ru'])
    assert.equal(byId(fx('uk.xml')).get('gb-fcdo-rus9002')!.schema, 'Organization')
  })

  test('UK OFSI CSV: rows grouped by Group ID, aliases, list date from the first line', () => {
    const p = parseList(fx('uk.csv'))
    assert.equal(p.format, 'uk-csv')
    assert.equal(p.listDate, '2026-03-11')
    assert.equal(p.entities.length, 2)
    const t = p.entities.find((e) => e.id === 'gb-hmt-99001')!
    assert.deepEqual(t.names.map((n) => n.kind), ['primary', 'original', 'strong'])
    assert.deepEqual(t.birthDates, ['1979-11-07'])
    assert.deepEqual(t.countries, ['ru'])
    assert.equal(p.entities.find((e) => e.id === 'gb-hmt-99002')!.schema, 'Organization')
  })

  test('OpenSanctions FtM JSON lines: entity ids, targets of screened schemas only, the schema the list gave', () => {
    const p = parseList(fx('ftm.json'))
    assert.equal(p.format, 'ftm')
    // a Company stays a Company (it came back as Organization)
    assert.deepEqual(p.entities.map((e) => [e.id, e.schema]), [['NK-fixture-person-1', 'Person'], ['NK-fixture-company-1', 'Company']])
    assert.deepEqual(p.entities[0]!.names.map((n) => n.name), ['Veronika Lesnaya', 'Вероника Лесная', 'Nika Lesnaya'])
    assert.equal(p.listDate, '2026-02-03')
  })

  test('FtM schemas kept: Organization, Company, LegalEntity, Vessel; Airplane is read as Aircraft', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webintel-ftm-schemas-'))
    try {
      const line = (id: string, schema: string, name: string) => JSON.stringify({ id, schema, caption: name, properties: { name: [name] }, target: true })
      const file = join(dir, 'entities.ftm.json')
      writeFileSync(file, [line('o-1', 'Organization', 'Northern Lights Trading'), line('c-1', 'Company', 'Birch Valley Holding'), line('l-1', 'LegalEntity', 'Amber Coast Group'),
        line('v-1', 'Vessel', 'Silver Gull'), line('a-1', 'Airplane', 'UR-FIXT'), line('p-1', 'Person', 'Ivan Fixturov'), line('x-1', 'Address', 'Moscow')].join('\n') + '\n')
      assert.deepEqual(parseList(file).entities.map((e) => [e.id, e.schema]), [['o-1', 'Organization'], ['c-1', 'Company'], ['l-1', 'LegalEntity'], ['v-1', 'Vessel'], ['a-1', 'Aircraft'], ['p-1', 'Person']])
    } finally { rmSync(dir, { recursive: true, force: true }) }
  })

  test('Senzing JSON lines: RECORD_ID ids, PEP topics', () => {
    const p = parseList(fx('senzing.json'))
    assert.equal(p.format, 'senzing')
    assert.deepEqual(p.entities.map((e) => e.id), ['Q900001', 'Q900002'])
    assert.deepEqual(p.entities[0]!.topics, ['role.pep'])
    assert.deepEqual(p.entities[1]!.birthDates, ['1970-09-12'])
  })

  test('--format auto recognises every format by content', () => {
    assert.equal(sniffFormat(fx('ofac-csv')), 'ofac-csv')
    assert.equal(sniffFormat(fx('ofac.xml')), 'ofac-xml')
    assert.equal(sniffFormat(fx('un.xml')), 'un-xml')
    assert.equal(sniffFormat(fx('eu.xml')), 'eu-xml')
    assert.equal(sniffFormat(fx('uk.xml')), 'uk-xml')
    assert.equal(sniffFormat(fx('uk.csv')), 'uk-csv')
    assert.equal(sniffFormat(fx('ftm.json')), 'ftm')
    assert.equal(sniffFormat(fx('senzing.json')), 'senzing')
    assert.equal(defaultListName(fx('uk.csv')), 'uk')
  })

  test('malformed files are refused with a clear error', () => {
    assert.throws(() => parseList(fx('malformed-un.xml')), (e: Error) => e instanceof ListFormatError && /malformed XML/.test(e.message))
    assert.throws(() => parseList(fx('malformed-ftm.json')), (e: Error) => e instanceof ListFormatError && /line 2 is not JSON/.test(e.message))
    assert.throws(() => parseList(fx('un.xml'), 'eu-xml'), (e: Error) => e instanceof ListFormatError && /<export>/.test(e.message))
  })
})

describe('sanctions list storage', () => {
  test('an import replaces a list atomically; a malformed file leaves the previous list intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webintel-sanctions-'))
    const store = await createSqlStore({ dataDir: dir, databaseUrl: process.env.DATABASE_URL })
    const name = `un_test_${process.pid}`
    try {
      const info = await importList(store.sanctions, fx('un.xml'), { name })
      assert.deepEqual([info.entities, info.aliases, info.listDate], [2, 4, '2026-03-01'])
      const before = await store.sanctions.version()
      await assert.rejects(importList(store.sanctions, fx('malformed-un.xml'), { name }), ListFormatError)
      assert.equal(await store.sanctions.version(), before)
      const { entities } = await loadEntities(store.sanctions)
      assert.deepEqual(entities.filter((e) => e.list === name).map((e) => e.id).sort(), ['unsc-880001', 'unsc-880002'])
      // A valid file under the same name replaces the list entirely.
      await importList(store.sanctions, fx('ofac.xml'), { name, now: new Date(Date.now() + 1000) })
      const after = (await loadEntities(store.sanctions)).entities.filter((e) => e.list === name).map((e) => e.id).sort()
      assert.deepEqual(after, ['ofac-7101', 'ofac-7102'])
      assert.notEqual(await store.sanctions.version(), before)
      assert.equal((await listLists(store.sanctions)).find((l) => l.name === name)!.format, 'ofac-xml')
      assert.equal(await store.sanctions.remove(name), true)
      assert.equal(await store.sanctions.remove(name), false)
    } finally { await store.close(); rmSync(dir, { recursive: true, force: true }) }
  })
})
