// Pages given without a title or description: the text's opening is scored as a view of its own (hand-written).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'

const LABELS = ['education', 'technology']
// A tutorial site: the opening says what it is; the body lists the (technical) subjects it teaches.
const OPENING = 'Online courses and tutorials: learn at your own pace, earn a certificate, study with instructors.'
const BODY = 'Python, Java, Linux, SQL, databases, software.'
const LONG_BODY = 'Python, Java, Linux, SQL, cloud computing, databases, networking, software.'

test('lead: without a title, the opening is a second view weighed equally with the page', async () => {
  const e = await sharedEngine()
  const r = await e.categorize({ text: `${OPENING} ${BODY}` }, { customCategories: LABELS })
  assert.equal(r.dominantCategory, 'education')
  const edu = (x: typeof r): number => x.categories.find((c) => c.name === 'education')!.confidence
  // The same words at the end of the text are body text only.
  for (const body of [BODY, LONG_BODY]) {
    const head = await e.categorize({ text: `${OPENING} ${body}` }, { customCategories: LABELS })
    const tail = await e.categorize({ text: `${body} ${OPENING}` }, { customCategories: LABELS })
    assert.ok(edu(head) > edu(tail) + 0.05, `${edu(head)} vs ${edu(tail)}`)
  }
})

test('lead: a page with a title is not given a second one', async () => {
  const e = await sharedEngine()
  const withTitle = await e.categorize({ title: 'Systems programming', text: `${OPENING} ${BODY}` }, { customCategories: LABELS })
  const noTitle = await e.categorize({ text: `Systems programming. ${OPENING} ${BODY}` }, { customCategories: LABELS })
  const edu = (r: typeof withTitle): number => r.categories.find((c) => c.name === 'education')!.confidence
  // Only the untitled page gets the opening view (here the education sentence); a given title already says it.
  assert.ok(edu(noTitle) > edu(withTitle), `${edu(noTitle)} vs ${edu(withTitle)}`)
})

test('lead: a news portal whose sections are entertainment reads as news from its opening', async () => {
  const e = await sharedEngine()
  const portal = 'Latest news, breaking news and top headlines today: world news, national news, local news, live updates, ' +
    'analysis and opinion from our reporters and correspondents, politics and elections coverage, weather. ' +
    'Entertainment: film reviews, movie trailers, actors and actresses, celebrity gossip, music, concerts, television series, cinema, box office, awards, drama.'
  const r = await e.categorize({ text: portal, url: 'https://portal.example' }, { customCategories: ['news', 'entertainment', 'technology'] })
  assert.equal(r.dominantCategory, 'news')
  // The same words with the sections first read as an entertainment page.
  const swapped = portal.split('. ').reverse().join('. ')
  const s = await e.categorize({ text: swapped }, { customCategories: ['news', 'entertainment', 'technology'] })
  assert.equal(s.dominantCategory, 'entertainment')
})
