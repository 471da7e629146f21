import { test } from 'node:test'
import assert from 'node:assert/strict'
import { booleanQuery, buildSearchQuery, isLegalForm, nameVariants, stripLegalForm } from '../../../src/media/query.ts'

test('legal-form suffixes are stripped, with or without dots and commas', () => {
  assert.equal(stripLegalForm('Acme Holdings Ltd.'), 'Acme')
  assert.equal(stripLegalForm('Acme, Inc.'), 'Acme')
  assert.equal(stripLegalForm('Siemens AG'), 'Siemens')
  assert.equal(stripLegalForm('Société Générale S.A.'), 'Société Générale')
  assert.equal(stripLegalForm('Globex GmbH & Co. KG'), 'Globex')
  assert.equal(stripLegalForm('Initech LLC'), 'Initech')
  assert.equal(stripLegalForm('Ltd'), 'Ltd', 'a name that is only a legal form is kept')
  assert.equal(isLegalForm('PLC'), true)
  assert.equal(isLegalForm('HSBC'), false)
})

test('variants keep the full name, add the stripped and the accent-free forms, without duplicates', () => {
  assert.deepEqual(nameVariants('Société Générale S.A.'), ['Société Générale S.A.', 'Société Générale', 'Societe Generale S.A.', 'Societe Generale'])
  assert.deepEqual(nameVariants('John Smith'), ['John Smith'])
  assert.deepEqual(nameVariants('Acme Corp', 'www.acme.example'), ['Acme Corp', 'Acme', 'acme.example'])
  assert.deepEqual(nameVariants('Elavon, Featurespace'), ['Elavon, Featurespace', 'Elavon', 'Featurespace'])
  assert.deepEqual(nameVariants('Venezuelan state-owned energy company PdVSA'), ['Venezuelan state-owned energy company PdVSA', 'PdVSA'])
})

test('boolean query quotes every name and ORs the adverse terms', () => {
  const q = buildSearchQuery('Globex Trading Ltd')
  const s = booleanQuery(q, true)
  assert.match(s, /^\("Globex Trading Ltd" OR "Globex Trading"\) \(fraud OR laundering OR /)
  assert.equal(booleanQuery(q, false), '("Globex Trading Ltd" OR "Globex Trading")')
  assert.equal(booleanQuery({ names: ['Say "hi"'], adverseTerms: [] }, true), '"Say hi"', 'quotes inside a name cannot break the phrase')
})
