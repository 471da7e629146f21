import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { tokenize } from '../../../src/intel/text/tokenize.ts'
import { contentWarning } from '../../../src/intel/text/sufficiency.ts'

test('scripts without spaces give character bigrams; a Latin brand inside them is a word of its own', () => {
  assert.deepEqual(tokenize('BETWIN88体育投注'), ['betwin88', '体育', '育投', '投注'])
  assert.deepEqual(tokenize('オンラインカジノ'), ['オン', 'ンラ', 'ライ', 'イン', 'ンカ', 'カジ', 'ジノ'])
  assert.deepEqual(tokenize('비트코인 거래소'), ['비트', '트코', '코인', '거래', '래소'])
  assert.deepEqual(tokenize('猫 is a cat'), ['猫', 'is', 'a', 'cat'], 'a one-character run stays as it is')
  // A long run of Han characters (a sentence) is no longer dropped as an over-long "word".
  assert.equal(tokenize('今天天气很好我们去公园散步然后在湖边的咖啡馆喝咖啡看书聊天一直到傍晚才回家吃饭休息准备明天的工作和学习计划以及周末的旅行安排还有很多事情').length > 50, true)
  assert.deepEqual(tokenize('体'.repeat(10), 3), ['体体', '体体', '体体'], 'max is kept inside a run')
})

test('Arabic: marks and an attached article or clitic are removed; Devanagari signs stay inside the word', () => {
  assert.deepEqual(tokenize('الكتب والكتب كُتُب'), ['كتب', 'كتب', 'كتب'])
  assert.deepEqual(tokenize('الى'), ['الى'], 'too short to strip')
  assert.deepEqual(tokenize('नमस्ते दुनिया'), ['नमस्ते', 'दुनिया'])
  assert.deepEqual(tokenize("The dog's bone costs 20 euros"), ['the', 'dog', 'bone', 'costs', '20', 'euros'], 'Latin text is tokenised as before')
})

test('a Chinese page with text is not thin; similarity of two Chinese texts follows the words they share', async () => {
  const page = { title: '现代农业技术', description: '温室管理和有机肥料使用指南', text: '蔬菜种植需要合理灌溉和施肥。' }
  assert.equal(contentWarning(page, 'test'), undefined)
  const e = await sharedEngine()
  const near = await e.similarity('温室蔬菜种植和灌溉技术指南', '蔬菜温室种植的灌溉技术')
  const far = await e.similarity('温室蔬菜种植和灌溉技术指南', '比特币价格今天下跌了百分之八')
  assert.ok(near.similarityScore > far.similarityScore + 0.2, `${near.similarityScore} vs ${far.similarityScore}`)
  assert.ok(near.commonTopics.includes('灌溉'), near.commonTopics.join(','))
})

test('French, Italian and Catalan elision: the word after an elided article or preposition is kept', () => {
  assert.deepEqual(tokenize("Réservez l'hôtel d’emploi qu'il"), ['réservez', 'hôtel', 'emploi', 'il'])
  assert.deepEqual(tokenize("dell'auto un'amica quest'anno"), ['auto', 'amica', 'anno'])
  // English keeps the word before the apostrophe, as before.
  assert.deepEqual(tokenize("John's don't we'll"), ['john', 'don', 'we'])
})
