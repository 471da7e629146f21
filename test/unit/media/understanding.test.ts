import { test } from 'node:test'
import assert from 'node:assert/strict'
import { classify } from '../../../src/media/classify.ts'
import { createMatcher } from '../../../src/media/match.ts'
import { normalisedName, asciiName } from '../../../src/media/names.ts'
import { nameVariants } from '../../../src/media/query.ts'
import { articleRole, sentenceRole } from '../../../src/media/role.ts'
import { screenStories } from '../../../src/media/screen.ts'
import { articleStage, sentenceStage } from '../../../src/media/stage.ts'
import { TAXONOMY, SCHEME_CATEGORIES } from '../../../src/media/taxonomy.ts'
import { CATEGORIES } from '../../../src/media/lexicon.ts'
import { fold } from '../../../src/media/text.ts'

const NOW = Date.parse('2026-11-20T00:00:00Z')
const story = (title: string, text: string) => ({ url: 'https://news.example.com/a', title, text, provider: 't', outlets: ['news.example.com'], providers: ['t'] })
const screen = (entity: string, title: string, text: string) => screenStories([story(title, text)], nameVariants(entity), NOW).hits

test('stage: the furthest legal step reported, acquittal only without a conviction', () => {
  const cases: [string, string | undefined][] = [
    ['The company is accused of inflating its revenue.', 'allegation'],
    ['Police raided the offices of the firm on Monday.', 'investigation'],
    ['Prosecutors charged the director with fraud.', 'charge'],
    ['The bank agreed to pay $5m to settle the charges.', 'settlement'],
    ['The lender was fined £2m by the regulator.', 'settlement'],
    ['He was sentenced to six years in prison.', 'conviction'],
    ['The Colombian drug lord gets 40 years in a Florida prison.', 'conviction'],
    ['She was acquitted of all charges.', 'acquittal'],
    ['Der Manager wurde wegen Betrugs verurteilt.', 'conviction'],
    ['Le dirigeant a été mis en examen pour blanchiment.', 'charge'],
    ['El empresario fue detenido por blanqueo de capitales.', 'investigation'],
    ['The weather was fine.', undefined],
  ]
  for (const [s, want] of cases) assert.equal(sentenceStage(fold(s)), want, s)
  assert.equal(articleStage([fold('He was charged with fraud.'), fold('He was later acquitted.')]).stage, 'acquittal')
  assert.equal(articleStage([fold('He was acquitted of one count.'), fold('He was convicted of the other.')]).stage, 'conviction')
  assert.equal(articleStage([fold('A scandal over missing funds.')]).stage, 'allegation')
})

test('role: subject, victim, regulator, plaintiff, reporter from the sentence structure', () => {
  const m = (entity: string, s: string) => createMatcher(nameVariants(entity)).mark(fold(s))!
  assert.equal(sentenceRole(m('Acme Bank', 'Acme Bank was fined £2m for money laundering failures.')), 'subject')
  assert.equal(sentenceRole(m('Acme Bank', 'Prosecutors charged Acme Bank with fraud.')), 'subject')
  assert.equal(sentenceRole(m('Acme Bank', 'Acme Bank was defrauded of $4m by a gang posing as suppliers.')), 'victim')
  assert.equal(sentenceRole(m('Acme Bank', 'Scammers impersonating Acme Bank stole savings from pensioners.')), 'victim')
  assert.equal(sentenceRole(m('Financial Conduct Authority', 'The Financial Conduct Authority fined Starling Bank £29m over financial crime controls.')), 'regulator')
  assert.equal(sentenceRole(m('Acme Bank', 'Acme Bank sued its former chief executive for fraud.')), 'plaintiff')
  assert.equal(sentenceRole(m('Daily Ledger', 'According to the Daily Ledger, the minister took bribes.')), 'reporter')
  // one subject sentence makes the entity a subject even when it is a victim elsewhere
  assert.equal(articleRole([{ text: m('Acme Bank', 'Acme Bank was defrauded by a supplier.') }, { text: m('Acme Bank', 'Acme Bank was fined over its controls.') }]).role, 'subject')
})

test('a bank that is the victim of a fraud is not listed; the fraudster is', () => {
  const title = 'Gang jailed for defrauding Acme Bank of £3m'
  const text = 'Five men were jailed on Friday for defrauding Acme Bank of £3m using forged mortgage applications. Acme Bank was defrauded over two years, the court heard. John Carver, the ringleader, was sentenced to seven years.'
  assert.deepEqual(screen('Acme Bank', title, text), [])
  const carver = screen('John Carver', title, text)
  assert.equal(carver.length, 1)
  assert.equal(carver[0]!.stage, 'conviction')
  assert.equal(carver[0]!.category, 'fraud')
})

test('a regulator that fines someone else is not listed', () => {
  const title = 'Financial Conduct Authority fines Starling Bank £29m'
  const text = 'The Financial Conduct Authority fined Starling Bank £29m over failings in its financial crime controls. The Financial Conduct Authority said the bank had opened accounts for high-risk customers.'
  assert.deepEqual(screen('Financial Conduct Authority', title, text), [])
  const s = screen('Starling Bank', title, text)
  assert.equal(s.length, 1)
  assert.equal(s[0]!.stage, 'settlement')
})

test('multilingual: German, French, Spanish, Italian, Portuguese and Dutch offence reports are adverse; prevention is not', () => {
  const adverse: [string, string][] = [
    ['Staatsanwaltschaft erhebt Anklage gegen Müller AG wegen Geldwäsche', 'Die Staatsanwaltschaft hat Anklage gegen die Müller AG wegen Geldwäsche und Betrug erhoben.'],
    ['Dupont SA condamnée pour corruption', 'La société Dupont SA a été condamnée pour corruption et blanchiment par le tribunal de Paris.'],
    ['Detenido el presidente de Construcciones Ruiz por soborno', 'La policía detuvo al presidente de Construcciones Ruiz, acusado de soborno y blanqueo de capitales.'],
    ['Rossi Spa, arrestato l\'amministratore per riciclaggio', 'L\'amministratore di Rossi Spa è stato arrestato per riciclaggio e frode fiscale.'],
    ['Empresa Silva investigada por lavagem de dinheiro', 'A Polícia Federal prendeu o diretor da Empresa Silva, suspeito de lavagem de dinheiro e corrupção.'],
    ['Bestuurder Jansen BV veroordeeld voor witwassen', 'De bestuurder van Jansen BV is veroordeeld voor witwassen en oplichting.'],
  ]
  for (const [t, x] of adverse) {
    const c = classify({ title: t, text: x })
    assert.ok(c.adverse >= 0.5, `${t}: ${c.adverse}`)
    assert.ok(c.categories.some((k) => ['money_laundering', 'bribery_corruption', 'fraud', 'tax_crime'].includes(k)), `${t}: ${c.categories}`)
  }
  const prevention = classify({ title: 'Kampf gegen Geldwäsche: neue Regeln für Banken', text: 'Die Bekämpfung der Geldwäsche soll mit neuen Regeln verbessert werden. Banken müssen ihre Kontrollen ausbauen.' })
  assert.ok(prevention.adverse < 0.5, String(prevention.adverse))
})

test('a prevention word that reports its own failure counts ("breaches of anti-money laundering rules")', () => {
  const failed = classify({ title: 'Casino operator faces regulator probe', text: 'The casino operator said it is being investigated by the regulator for possible breaches of anti-money laundering laws. '
    + 'The regulator said it had identified serious failings in the casino\'s anti-money laundering controls over three years.' })
  const policy = classify({ title: 'New anti-money laundering rules for casinos', text: 'The government published new anti-money laundering rules for casino operators. '
    + 'The rules set out how casinos should check the source of their customers\' funds.' })
  assert.ok(failed.categories.includes('money_laundering'), failed.categories.join())
  assert.ok(failed.adverse >= 0.5, String(failed.adverse))
  assert.ok(policy.adverse < 0.5, String(policy.adverse))
})

test('an enforcement body named after the offence, acting, reports the offence ("the anti-corruption bureau raided …")', () => {
  const acted = classify({ title: 'Investigators raid Acme Ltd', text: 'The national anti-corruption bureau raided the offices of Acme Ltd on Tuesday and seized documents.' })
  const named = classify({ title: 'New head for the bureau', text: 'Parliament appointed a new head of the national anti-corruption bureau on Tuesday.' })
  assert.ok(acted.categories.includes('bribery_corruption'), acted.categories.join())
  assert.ok(!named.categories.includes('bribery_corruption'), named.categories.join())
})

test('names: any-ascii transliteration for keys and variants', () => {
  assert.equal(normalisedName('Wïrecard'), normalisedName('WIRECARD'))
  assert.equal(normalisedName('Société Générale S.A.'), 'societe generale s a')
  assert.equal(asciiName('Газпром'), 'Gazprom')
  assert.ok(nameVariants('Газпром').includes('Gazprom'))
})

test('taxonomy: every category has a FATF anchor, one of 14 scheme categories and a threshold', () => {
  assert.equal(SCHEME_CATEGORIES.length, 14)
  for (const c of CATEGORIES) {
    const t = TAXONOMY[c]
    assert.ok(t.fatf.length > 5 && SCHEME_CATEGORIES.includes(t.scheme) && t.threshold > 0.3 && t.threshold < 0.8, c)
  }
})
