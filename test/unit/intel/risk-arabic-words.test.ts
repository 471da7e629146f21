import { test } from 'node:test'
import assert from 'node:assert/strict'
import { matchTerms } from '../../../src/intel/risk/lexicon.ts'

const classesOf = (text: string): string[] => [...new Set(matchTerms(text).hits.map((h) => h.cls))].sort()

test('a short Arabic term does not match inside a longer word', () => {
  // صيد (hunting) inside صيدلية (pharmacy); حب (love) inside صاحب (owner) and حبوب (pills); قنب inside a longer word.
  assert.deepEqual(classesOf('صيدلية الشفاء للأدوية ومستحضرات التجميل'), ['pharma'])
  assert.deepEqual(classesOf('صاحب المتجر يبيع حبوب القهوة المحمصة'), [])
})

test('a short Arabic term still matches with the clitics Arabic attaches to it', () => {
  assert.deepEqual(classesOf('رخصة صيد'), ['weapons'])
  assert.deepEqual(classesOf('أدوات الصيد والرحلات'), ['weapons'])
  assert.deepEqual(classesOf('موقع للحب'), ['dating'])
  assert.deepEqual(classesOf('نكهات وفيب'), ['tobacco_vape'])
  assert.deepEqual(classesOf('احصل على قرضك اليوم'), ['debt_payday'])
})
