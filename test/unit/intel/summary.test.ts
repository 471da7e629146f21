import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { summarize } from '../../../src/intel/summary/engine.ts'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { FRENCH_PAGE, RECIPE_PAGE } from './helpers.ts'

const norm = (s: string) => s.replace(/…$/, '').replace(/\s+/g, ' ')

test('summary is one or two sentences of the page itself, at most 300 characters', () => {
  const s = summarize(RECIPE_PAGE)
  assert.ok(s.length > 20 && s.length <= 300, s)
  for (const part of norm(s).split(/(?<=\.) /)) assert.ok(norm(RECIPE_PAGE.text).includes(part.replace(/\.$/, '')), part)
})

test('meta description leads when it reads as a sentence; boilerplate is skipped', () => {
  const html = readFileSync(new URL('../../fixtures/intel/casino.html', import.meta.url), 'utf8')
  const s = summarize(signalsFromHtml(html, 'https://casino.example/'))
  assert.ok(s.startsWith('Lucky Star Casino is an online casino'), s)
  assert.ok(!/cookies|privacy/i.test(s))
  assert.ok(s.length <= 300)
})

test('a French page is summarised in French, long text is clipped at a word', () => {
  const s = summarize(FRENCH_PAGE)
  assert.ok(s.includes("L'équipe locale a remporté le match"), s)
  const long = summarize({ text: `${'Mot '.repeat(200)}fin.` })
  assert.ok(long.length <= 300 && long.endsWith('…'))
  assert.equal(summarize({ text: '' }), '')
})
