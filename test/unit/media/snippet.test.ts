// Headline + snippet screening (docs/media.md, "Headline and snippet"): each rule with a story written for this
// test, and the false alarms each rule must not raise.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { classify, headlineAction, sentenceEvidence } from '../../../src/media/classify.ts'
import { ADVERSE_THRESHOLD } from '../../../src/media/score.ts'
import { createMatcher, relevance } from '../../../src/media/match.ts'
import { nameVariants } from '../../../src/media/query.ts'
import { screenStories } from '../../../src/media/screen.ts'
import { fold } from '../../../src/media/text.ts'

const NOW = Date.parse('2026-11-20T00:00:00Z')
const story = (title: string, text: string) => ({ url: 'https://news.example.com/a', title, text, provider: 't', outlets: ['news.example.com'], providers: ['t'] })
const screen = (entity: string, title: string, text: string) => screenStories([story(title, text)], nameVariants(entity), NOW).hits
const action = (s: string) => sentenceEvidence(fold(s)).action

test('inflections of the legal-process vocabulary count like their base forms', () => {
  for (const s of [
    'Prosecutors are charging the broker with wire fraud.',
    'The regulator charges two directors over the missing funds.',
    'A jury found the former treasurer guilty on all counts.',
    'The judge will hear arguments before sentencing next month.',
    'He has two prior convictions.',
    'Police were arresting the suspects at dawn.',
    'The agency probed the lender for two years.',
    'Customs seizes the cargo at the port.',
    'The exchange censured the broker and reprimanded its chief.',
    'The former partner was disbarred last year.',
    'The trader was granted bail on Tuesday.',
    'She entered a plea deal with federal prosecutors.',
    'Officials falsifying the records face dismissal.',
  ]) assert.ok(action(s) > 0, s)
  // and not the words they are not
  for (const s of ['The bank bailed out the airline.', 'The sentence structure is simple.', 'The committee probes questions of style.']) {
    assert.equal(action(s), 0, s)
  }
})

test('headline grammar: present tense, dropped auxiliaries and bare nouns report a process in a headline', () => {
  for (const h of [
    'Exchange sanctions Marlow Securities over late trade reports',
    'Treasury designates four shipping firms',
    'SFO charges three over diverted pension money',
    'Club owner \'guilty\' in match-fixing probe',
    'Port official held over missing customs revenue',
    'Builder slapped with record penalty',
    'Mayor faces corruption charges',
    'Audit finds millions missing at city agency',
  ]) assert.ok(headlineAction(fold(h)) > 0, h)
  for (const h of ['Guilty pleasures: ten desserts worth the calories', 'US sanctions relief talks resume', 'Tesla charges ahead with new plant', 'Bank charges fees on small accounts', 'Charity held its annual gala in May']) {
    assert.equal(headlineAction(fold(h)), 0, h)
  }
  // counted in the headline, where it lifts a short snippet over the line
  const c = classify({ title: 'Harbor club owner \'guilty\' in match-fixing probe', text: 'A disciplinary panel said the owner of Harbor club passed information to bookmakers before three matches last season. He has 14 days to appeal.' })
  assert.ok(c.adverse >= ADVERSE_THRESHOLD, `adverse ${c.adverse}`)
})

// A snippet of background, as feeds often give when the lead is a profile of the company.
const BACKGROUND = 'Corvel Trading, a grain exporter based in Rotterdam, has grown quickly since 2015 and now ships to 40 countries. Its founder, Piet Lamers, built the company from a single warehouse. The company did not reply to a request for comment on Tuesday.'

test('an adverse headline that names the entity is strong evidence: the snippet is its lead', () => {
  assert.equal(screen('Corvel Trading', 'Corvel Trading accused of bribing port officials', BACKGROUND).length, 1)
  // the same headline about someone else is not about the entity
  assert.equal(screen('Corvel Trading', 'Port officials accused of taking bribes', BACKGROUND).length, 0)
  // a headline about fighting fraud that names the entity stays prevention
  assert.equal(screen('Corvel Trading', 'Corvel Trading joins fight against invoice fraud', BACKGROUND).length, 0)
  // a named headline with only an ambiguous process word, over a neutral snippet, is not a report of wrongdoing
  const neutral = 'Acme Corp, the payments company based in Leeds, said on Tuesday that revenue rose 12% in the third quarter. The company employs 2,000 people and plans to open an office in Madrid next year.'
  for (const h of ['Acme Corp questioned over app outage', 'Acme Corp charges ahead with Madrid office', 'Acme Corp under fire from customers over app outage', 'Acme Corp held talks over merger']) {
    assert.equal(screen('Acme Corp', h, neutral).length, 0, h)
    assert.ok(classify({ title: h, text: neutral, isMention: createMatcher(nameVariants('Acme Corp')).mentions }).adverse < 0.5, h)
  }
  assert.equal(screen('Acme Corp', 'Acme Corp faces investor lawsuit over outage', neutral).length, 1)
  // cleared in the headline stays cleared
  assert.equal(screen('Corvel Trading', 'Corvel Trading cleared of bribery allegations', BACKGROUND).length, 0)
})

test('role in a headline: a victim in headline passive, an official acting, are not the subject', () => {
  // "X defrauded of £3m" drops its auxiliary: X is the victim, not the one who defrauded
  assert.equal(screen('Corvel Trading', 'Corvel Trading defrauded of €3m by fake supplier', 'Corvel Trading, a grain exporter based in Rotterdam, said on Tuesday that criminals posing as a supplier had tricked its accounts team into paying invoices. Police are investigating.').length, 0)
  // a court reporting its verdict on someone else
  assert.equal(screen('Maria Olsen', 'Judge Maria Olsen jails fraudster for six years', 'Judge Maria Olsen told the court that the scheme had cost pensioners their savings. The defendant, a former adviser, was sentenced on Friday.').length, 0)
  // an official who speaks for the authority
  assert.equal(screen('Daniel Reyes', 'Prosecutor named to lead pandemic fraud cases', 'The top federal prosecutor in the district said on Friday that Assistant U.S. Attorney Daniel Reyes will lead a team charged with rooting out fraud schemes tied to pandemic relief loans.').length, 0)
  // but an official accused is the subject
  assert.equal(screen('Maria Olsen', 'Judge Maria Olsen charged with taking bribes', 'Judge Maria Olsen was charged on Friday with taking bribes from defendants in exchange for lighter sentences, prosecutors said.').length, 1)
  assert.equal(screen('Corvel Trading', 'Corvel Trading defrauded investors, regulator says', 'Corvel Trading defrauded investors of €3m by overstating its grain stocks, the regulator said on Tuesday.').length, 1)
})

test('relevance: a name anywhere in the first 400 characters (what a feed shows) is in the lead', () => {
  const m = createMatcher(nameVariants('Jorge Ortega Salas'))
  const text = 'The hearing lasted four hours. Prosecutors asked for pre-trial detention. According to the file, Ortega Salas received the payments through two companies. A later paragraph adds background on the port contracts and the bidding rules that applied to them at the time.'
  assert.ok(relevance(m, 'Port contracts case: witness confesses', text) >= 0.75)
})

test('offshore-leak stories: offshore holdings, companies and trusts are tax-crime evidence; offshore wind is not', () => {
  const cats = (s: string) => [...sentenceEvidence(fold(s)).cats.keys()]
  assert.ok(cats('Leaked files reveal the offshore holdings of a deputy minister').includes('tax_crime'))
  assert.ok(cats('The family held three offshore companies in the Cayman Islands').includes('tax_crime'))
  assert.deepEqual(cats('The utility will build two offshore wind farms'), [])
})

test('a listing on a sanctions list is sanctions evidence; screening customers against the lists is compliance', () => {
  const e = (s: string) => sentenceEvidence(fold(s))
  assert.ok(e('The Sanctions Committee added the trader to its sanctions list on Monday.').cats.has('sanctions'))
  for (const s of ['Our platform screens customers against sanctions lists in real time.', 'Sanctions list screening for banks', 'The tool checks names against the consolidated list.']) {
    assert.equal(e(s).crime, 0, s)
  }
})

test('a company\'s profit warning is not a regulator\'s warning to investors', () => {
  assert.equal(action('Acme Corp warns investors of slower growth this year.'), 0)
  assert.equal(action('The retailer warned investors that its profits would fall.'), 0)
  assert.ok(action('The regulator warned investors about Acme Corp, an unauthorised firm.') > 0)
  assert.ok(action('The watchdog warns consumers not to deal with the firm.') > 0)
})

test('a complainant who went to the police is not the subject of the fraud reported', () => {
  assert.equal(screen('Helen Marsh', 'Carer stole savings of elderly widow', 'Helen Marsh contacted police after she found that a carer had stolen thousands of pounds from her mother\'s account. The carer was charged with fraud on Monday.').length, 0)
  // the one who reported it to the police can still be charged in another sentence
  assert.equal(screen('Helen Marsh', 'Carer charged with fraud', 'Helen Marsh was charged with fraud on Monday after a bank alerted police to withdrawals from a client\'s account.').length, 1)
})
