import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { buildIndex, calibrate, type IndexedEntity, type ScreeningQuery } from '../../../src/sanctions/matcher.ts'
import { editDistance, jaroWinkler, skeleton, tokenize, toAsciiWords } from '../../../src/sanctions/normalize.ts'
import type { SanctionsEntity } from '../../../src/sanctions/types.ts'

let n = 0
function ent(names: string[], extra: Partial<SanctionsEntity> = {}, list = 'test'): IndexedEntity {
  return { id: `e${++n}`, schema: 'Person', names: names.map((x, i) => ({ name: x, kind: i ? 'strong' : 'primary' })), birthDates: [], countries: [], identifiers: [], programs: [], list, listDate: null, ...extra }
}

// A small list with many common given names, so rarity (IDF) behaves as on real lists.
const filler = ['Mohammed Ali Hassan', 'Mohammed Karim Aziz', 'Ahmed Mohammed Saleh', 'Ali Hassan Omar', 'Mohammed Yusuf Rahman', 'John Smith', 'John Miller', 'Maria Garcia',
  'Maria Lopez', 'Ahmed Hassan Ali', 'Omar Ali Mohammed', 'Hassan Ibrahim Yusuf', 'David Brown', 'Carlos Alberto Ruiz', 'Carlos Mendes', 'Ali Reza Karimi'].map((x) => ent([x]))
const zorvani = ent(['ZORVANI, Kestrel Amadeo', 'ZORVANY, Kestrel'], { birthDates: ['1971-03-14'], countries: ['ly'] })
const qutayni = ent(['SAMIR HADDAWI QUTAYNI', 'سمير حداوي قطيني', 'Abu Samir al-Qutayni'], { birthDates: ['1975-08-09'], countries: ['sy'] })
const grebnev = ent(['Anatoly Petrovich GREBNEV', 'Анатолий Петрович Гребнев'], { birthDates: ['1961-04-22'], countries: ['ru'] })
const northwind = ent(['NORTHWIND MARITIME TRADING LLC'], { schema: 'Organization' })
const krasnoye = ent(['KRASNOYE POLE OOO'], { schema: 'Organization' }, 'other')
const mohammedHassan = ent(['Mohammed Hassan Abdelrahim Tijani'])
const heron = ent(['BLUE HERON'], { schema: 'Vessel' })
const index = buildIndex([...filler, zorvani, qutayni, grebnev, northwind, krasnoye, mohammedHassan, heron])
const ids = (q: ScreeningQuery) => index.search(q).map((m) => m.entity.id)
const top = (q: ScreeningQuery) => index.search({ ...q, threshold: 0 })[0]

describe('sanctions matcher', () => {
  test('normalisation: transliteration, case, punctuation, "S.A." as one token', () => {
    assert.deepEqual(toAsciiWords('Анатолий ГРЕБНЕВ'), ['anatoliy', 'grebnev'])
    assert.deepEqual(toAsciiWords('Müller-Lüdenscheidt S.A.'), ['muller', 'ludenscheidt', 'sa'])
    assert.deepEqual(tokenize('Mr. Kestrel ZORVANI', { person: true }).map((t) => t.text), ['kestrel', 'zorvani'])
    assert.deepEqual(tokenize('Limited Liability Company Northwind', { person: false }).map((t) => [t.text, t.cls]), [['llc', 'legal'], ['northwind', 'name']])
    assert.equal(skeleton('mohammed'), 'mhmd')
    assert.equal(editDistance('zorvani', 'zorvnai'), 1) // a transposition is one edit
    assert.ok(jaroWinkler('martha', 'marhta') > 0.95)
  })

  test('exact, alias and token order', () => {
    assert.deepEqual(ids({ name: 'ZORVANI, Kestrel Amadeo' }), [zorvani.id])
    assert.deepEqual(ids({ name: 'Kestrel Amadeo Zorvani' }), [zorvani.id])
    assert.deepEqual(ids({ name: 'Abu Samir al-Qutayni' }), [qutayni.id])
    assert.equal(top({ name: 'Kestrel Amadeo Zorvani' })!.score, 1)
  })

  test('honorifics and partial names with rare tokens', () => {
    assert.deepEqual(ids({ name: 'Dr. Kestrel ZORVANI', schema: 'Person' }), [zorvani.id])
    assert.deepEqual(ids({ name: 'Samir Qutayni' }), [qutayni.id])
  })

  test('typos: one edit on a token still matches, with a lower score', () => {
    const m = top({ name: 'Kestrel Amadeo Zorvnai' })!
    assert.equal(m.entity.id, zorvani.id)
    assert.ok(m.score >= 0.7 && m.score < 1, String(m.score))
    assert.ok(m.explanation.tokens.some((t) => t.how === 'fuzzy' && t.matched === 'zorvani'))
  })

  test('transliteration and cross-script: Cyrillic and Arabic queries', () => {
    assert.deepEqual(ids({ name: 'Анатолий Гребнев' }), [grebnev.id])
    assert.deepEqual(ids({ name: 'Anatoliy GREBNEV' }), [grebnev.id])
    assert.deepEqual(ids({ name: 'سمير حداوي قطيني' }), [qutayni.id])
  })

  test('an Arabic-script name pivots through a listed original-script name to Latin spellings on other lists', () => {
    const un = ent(['NASIR ABDULLAH QARMOUSHI', 'ناصر عبد الله قرموشي', 'Nacer Abdalla KARMOUCHI'], {}, 'un')
    un.names[1]!.kind = 'original'
    const ofac = ent(['KARMOUCHI, Nacer Abdalla'], {}, 'ofac')
    const idx = buildIndex([...filler, un, ofac])
    const direct = idx.search({ name: 'ناصر عبد الله قرموشي', lists: ['un'] })
    assert.deepEqual(direct.map((m) => m.entity.id), [un.id])
    // Written in Arabic script, the name alone is too far from OFAC's Latin spelling …
    const alone = idx.search({ name: 'ناصر عبد الله قرموشي', lists: ['ofac'], threshold: 0 }).find((m) => m.entity.id === ofac.id && !m.explanation.pivot)
    assert.ok((alone?.score ?? 0) < 0.7)
    // … but the UN entity whose original-script name it is carries that spelling.
    const via = idx.search({ name: 'ناصر عبد الله قرموشي', lists: ['ofac'] })
    assert.deepEqual(via.map((m) => m.entity.id), [ofac.id])
    assert.equal(via[0]!.explanation.pivot?.id, un.id)
    assert.ok(via[0]!.score <= direct[0]!.score)
  })

  test('legal forms: LLC ↔ OOO ↔ Limited Liability Company, moved or dropped', () => {
    assert.deepEqual(ids({ name: 'Northwind Maritime Trading Limited Liability Company' }), [northwind.id])
    assert.deepEqual(ids({ name: 'OOO Northwind Maritime Trading' }), [northwind.id])
    assert.deepEqual(ids({ name: 'Krasnoye Pole LLC' }), [krasnoye.id])
    assert.deepEqual(ids({ name: 'Krasnoye Pole' }), [krasnoye.id])
  })

  test('a common given name alone never matches; nor do common names that only partly cover a listed name', () => {
    assert.deepEqual(ids({ name: 'Mohammed' }), [])
    assert.deepEqual(ids({ name: 'Mohammed Hassan' }), [])
    assert.deepEqual(ids({ name: 'Kestrel' }), [])
  })

  test('one name part replaced by another is contradicting evidence', () => {
    assert.deepEqual(ids({ name: 'Mohammed Hassan Abdelrahim Tijani' }), [mohammedHassan.id])
    const changed = top({ name: 'Mohammed Hassan Abdelrahim Bensalem' })
    assert.ok(!changed || changed.score < 0.7, JSON.stringify(changed?.explanation))
  })

  test('birth date and country support or contradict a name match', () => {
    const plain = top({ name: 'Anatoly GREBNEV' })!.score
    const same = top({ name: 'Anatoly GREBNEV', birthDate: '1961' })!
    const other = top({ name: 'Anatoly GREBNEV', birthDate: '1990-01-01' })!
    const close = top({ name: 'Anatoly GREBNEV', birthDate: '1961-04-23' })!
    assert.ok(same.score > plain && other.score < plain, `${same.score} ${plain} ${other.score}`)
    assert.ok(same.explanation.birthDate.effect > 0 && other.explanation.birthDate.effect < 0)
    assert.ok(close.score >= plain, 'a date a day off is not contradicting')
    assert.ok(top({ name: 'Anatoly GREBNEV', country: 'ru' })!.score > top({ name: 'Anatoly GREBNEV', country: 'fr' })!.score)
  })

  test('schema and list filters', () => {
    assert.deepEqual(ids({ name: 'Blue Heron', schema: 'Person' }), [])
    assert.deepEqual(ids({ name: 'Blue Heron', schema: 'Vessel' }), [heron.id])
    assert.deepEqual(ids({ name: 'Krasnoye Pole OOO', lists: ['test'] }), [])
    assert.deepEqual(ids({ name: 'Krasnoye Pole OOO', lists: ['other'] }), [krasnoye.id])
  })

  test('scores stay in [0, 1] with a per-feature explanation; the calibration is monotone', () => {
    const m = top({ name: 'Kestrel ZORVANI', birthDate: '1971-03-14', country: 'ly' })!
    assert.equal(m.score, 1)
    assert.deepEqual(Object.keys(m.explanation).sort(), ['alias', 'birthDate', 'conflict', 'country', 'information', 'name', 'nameCoverage', 'queryCoverage', 'tokens'])
    let prev = -1
    for (let r = 0; r <= 1.0001; r += 0.05) { const c = calibrate(r); assert.ok(c >= prev && c >= 0 && c <= 1.0000001); prev = c }
  })
})
