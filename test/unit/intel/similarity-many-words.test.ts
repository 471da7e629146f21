import { test } from 'node:test'
import assert from 'node:assert/strict'
import { insideLonger } from '../../../src/intel/similarity/providers/embedded.ts'
import { sharedEngine } from './helpers.ts'

test('insideLonger: the words that occur inside a longer word of the list, and only those', () => {
  const words = ['手作', '手作り', 'パン', 'パン屋', '屋', 'キッチン', 'ッチ', 'ケーキ']
  const naive = new Set(words.filter((x) => words.some((y) => y !== x && y.includes(x))))
  assert.deepEqual([...insideLonger(words)].sort(), [...naive].sort())
  assert.deepEqual([...insideLonger(words)].sort(), ['ッチ', 'パン', '手作', '屋'].sort())
})

test('the shared segmented words of two long CJK texts are reduced in linear work (3,000 distinct words)', async () => {
  const e = await sharedEngine()
  const kana = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン'
  const word = (i: number): string => { let s = ''; for (let n = i + 50; n > 0; n = Math.floor(n / kana.length)) s += kana[n % kana.length]; return s }
  const words = Array.from({ length: 3000 }, (_, i) => word(i))
  const original = String.prototype.includes
  let calls = 0
  String.prototype.includes = function (this: string, search: string, position?: number) { calls++; return original.call(this, search, position) }
  let r
  try { r = await e.similarity(words.join('、'), words.join('。')) } finally { String.prototype.includes = original }
  assert.ok(r.commonTopics.length > 0)
  // every word compared with every other (up to the first container): 608,487 substring searches
  assert.ok(calls < 10_000, `String.prototype.includes calls: ${calls}`)
})
