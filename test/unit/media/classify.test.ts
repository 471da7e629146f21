import { test } from 'node:test'
import assert from 'node:assert/strict'
import { classify } from '../../../src/media/classify.ts'
import { ADVERSE_THRESHOLD } from '../../../src/media/score.ts'

const adverse = (title: string, text = '') => classify({ title, text }).adverse >= ADVERSE_THRESHOLD

test('reports of wrongdoing are adverse, with their categories and severity', () => {
  const c = classify({ title: 'Globex director charged with money laundering and bribery', text: 'Prosecutors said the director laundered $4 million through shell companies and paid bribes to officials.' })
  assert.ok(c.adverse >= ADVERSE_THRESHOLD)
  assert.ok(c.categories.includes('money_laundering'))
  assert.ok(c.categories.includes('bribery_corruption'))
  assert.ok(c.severity >= 0.85)
  assert.ok(adverse('Trader jailed for insider trading', 'He was sentenced to four years in prison on Friday, the court said.'))
  const t = classify({ title: 'Militant group claims bombing that killed 12', text: 'The attack killed 12 people, police said.' })
  assert.ok(t.adverse >= ADVERSE_THRESHOLD && t.categories.includes('violent_crime'))
})

test('exculpatory outcomes are not adverse: acquitted, cleared, charges dropped', () => {
  assert.ok(!adverse('Former director acquitted of fraud charges', 'A court acquitted him of all fraud charges on Thursday.'))
  assert.ok(!adverse('Minister cleared of corruption allegations', 'An inquiry cleared the minister of corruption, finding no evidence of wrongdoing.'))
  assert.ok(!adverse('Prosecutors drop bribery charges against mayor', 'The charges were dropped after a review, the court said.'))
  assert.equal(classify({ title: 'x', text: 'The court acquitted her.' }).exculpated, true)
})

test('prevention, policy and awards are not adverse', () => {
  assert.ok(!adverse('Bank fights corruption with new compliance unit', 'The bank said it would invest in anti-corruption training and fraud prevention technology.'))
  assert.ok(!adverse('Startup raises $20M for anti-money laundering platform', 'The platform helps banks detect money laundering and terrorist financing risks.'))
  assert.ok(!adverse('Globex wins anti-fraud award', 'Globex was honoured for its fraud detection tools at the industry awards.'))
  assert.ok(!adverse('How to protect your business against scams', 'Experts say companies should train staff to prevent phishing and other scams.'))
})

test('a feed snippet of an adverse story is judged like the article it is cut from, not as a weak article', () => {
  // About 50 words, as a feed gives them: its evidence is scaled to a short article's length.
  const snippet = 'Leaked documents show the former minister of transport held millions of dollars in offshore companies in the Cayman Islands while he was in office. Investigators suspect the money came from bribes paid by construction firms that won road contracts. The minister has not commented on the report.'
  const c = classify({ title: 'Leaked files reveal minister’s offshore holdings', text: snippet })
  assert.ok(c.adverse >= ADVERSE_THRESHOLD, `adverse ${c.adverse}`)
  assert.equal(c.categories[0], 'bribery_corruption')
  // The same scaling does not turn a short prevention or explainer text into a report of wrongdoing.
  assert.ok(!adverse('Bank fights corruption with new compliance unit', 'The bank will invest in anti-corruption training.'))
  assert.ok(!adverse('Quarterly results beat forecasts', 'Fraud.'))
})
