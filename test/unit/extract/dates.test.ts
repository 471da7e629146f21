// Dates a page prints for people, and dates without a time of day (docs/extract.md, "Fields and precedence").
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractDocument } from '../../../src/extract/engine.ts'
import { parseDate } from '../../../src/extract/normalize.ts'

const page = (head: string, body: string): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

test('a date written for people without a time of day is 12:00 UTC of that day', () => {
  for (const s of ['4/6/2016', 'April 6, 2016', 'Wednesday, April 6, 2016', '6 April 2016']) assert.equal(parseDate(s), '2016-04-06T12:00:00.000Z', s)
  assert.equal(parseDate('2016-04-06T00:00:00Z'), '2016-04-06T00:00:00.000Z') // a stated midnight stays
  assert.equal(parseDate('4/6/2016 4:00:00 PM'), '2016-04-06T16:00:00.000Z')
})

test('an ISO 8601 calendar date is 00:00 UTC, as ECMA-262 reads a date-only form', () => {
  assert.equal(parseDate('2016-04-06'), '2016-04-06T00:00:00.000Z')
  assert.equal(parseDate(' 2016-04-06 '), '2016-04-06T00:00:00.000Z')
  const d = extractDocument(page('<meta property="article:published_time" content="2016-05-26">', '<p>x</p>'), 'https://news.example/iso')
  assert.equal(d.publishedTime, '2016-05-26T00:00:00.000Z')
  assert.equal(d.publishedTime, new Date('2016-05-26').toISOString()) // what a JavaScript consumer of the declared value gets
  assert.equal(parseDate('2016-04-06T10:00'), '2016-04-06T10:00:00.000Z') // a time of day: as written, UTC
})

test('dates written for people: month names, clock times, zones', () => {
  assert.equal(parseDate('12 Jan, 2016, 10.34PM IST'), '2016-01-12T17:04:00.000Z')
  assert.equal(parseDate('Posted on 3rd March 2019 at 15:20 GMT'), '2019-03-03T15:20:00.000Z')
  assert.equal(parseDate('May 16, 2016 | 3:05 pm ET'), '2016-05-16T19:05:00.000Z') // EDT in May
  assert.equal(parseDate('Jan 16, 2016 | 3:05 pm ET'), '2016-01-16T20:05:00.000Z') // EST in January
  assert.equal(parseDate('June 1, 2020 9:30 a.m. +02:00'), '2020-06-01T07:30:00.000Z')
})

test('no year, no date: V8 would fill one in', () => {
  assert.equal(parseDate('Dec 09'), undefined)
  assert.equal(parseDate('Nov 25,'), undefined)
  assert.equal(parseDate('3:05 pm'), undefined)
})

test('with nothing machine-readable, the date printed next to the story is the published time', () => {
  const blog = page('<title>Raita</title>', '<header><div class="date">Monday, June 6, 2016</div></header>' +
    '<article><div class="date">Thursday, May 26, 2016 </div><h2>Cucumber salad</h2><p>Think of this as raita.</p></article>')
  assert.equal(extractDocument(blog, 'https://blog.example/raita').publishedTime, '2016-05-26T12:00:00.000Z') // not the header's
  const news = page('', '<div class="publish_on flt">12 Jan, 2016, 10.34PM IST</div><p>Story</p>')
  assert.equal(extractDocument(news, 'https://news.example/a').publishedTime, '2016-01-12T17:04:00.000Z')
  const time = page('', '<p>Posted <time>March 3, 2019</time></p>')
  assert.equal(extractDocument(time, 'https://news.example/t').publishedTime, '2019-03-03T12:00:00.000Z')
  // an update stamp is not the publication, and a declared date wins
  assert.equal(extractDocument(page('', '<span class="updated-date">May 1, 2020</span>'), 'https://n.example/u').publishedTime, undefined)
  assert.equal(extractDocument(page('<meta property="article:published_time" content="2020-04-30T08:00:00Z">', '<span class="date">May 1, 2020</span>'), 'https://n.example/d').publishedTime, '2020-04-30T08:00:00.000Z')
})

test('the meta line under a headline carries the date; a post status class on the article is not a date', () => {
  const wp = page('<title>Harbour</title>', '<article class="post-77 post type-post status-publish format-standard hentry">' +
    '<h1>Harbour dredging starts</h1><p class="post-meta"> by <a href="/author/mo/" rel="author">Mo Kaur</a> | March 9, 2021 | ' +
    '<span class="comments-number"><a href="#respond">0 comments</a></span></p><p>Work on the outer harbour began this week.</p></article>')
  assert.equal(extractDocument(wp, 'https://harbour.example/2021/dredging').publishedTime, '2021-03-09T12:00:00.000Z')
  const entry = page('', '<div class="entry-meta">Posted by Lee on 4 July 2019</div><p>Fireworks.</p>')
  assert.equal(extractDocument(entry, 'https://blog.example/j').publishedTime, '2019-07-04T12:00:00.000Z')
  // a meta line without a date gives nothing
  assert.equal(extractDocument(page('', '<p class="post-meta">by Lee</p><p>Text</p>'), 'https://blog.example/k').publishedTime, undefined)
})

test('day-first dates of other languages: month names and the dotted numeric form', () => {
  const cases: Array<[string, string]> = [
    ['3. Mai 2024', '2024-05-03T12:00:00.000Z'],
    ['12. März 2023, 08:15', '2023-03-12T08:15:00.000Z'],
    ['1er août 2022', '2022-08-01T12:00:00.000Z'],
    ['Publié le 15 déc. 2021 à 10:05', '2021-12-15T10:05:00.000Z'],
    ['3 de mayo de 2024', '2024-05-03T12:00:00.000Z'],
    ['20 de março de 2019', '2019-03-20T12:00:00.000Z'],
    ['3 maggio 2024, alle 14:30', '2024-05-03T14:30:00.000Z'],
    ['5 mei 2020', '2020-05-05T12:00:00.000Z'],
    // dotted: day first, as every language that writes it reads it (V8 alone reads "03.05.2024" as March 5)
    ['03.05.2024', '2024-05-03T12:00:00.000Z'],
    ['03.05.2024 um 14:30 Uhr', '2024-05-03T14:30:00.000Z'],
    ['25.12.2019', '2019-12-25T12:00:00.000Z'],
  ]
  for (const [s, want] of cases) assert.equal(parseDate(s), want, s)
  assert.equal(parseDate('13.13.2024'), undefined)
  // English forms unchanged
  assert.equal(parseDate('May 3, 2024'), '2024-05-03T12:00:00.000Z')
  const de = extractDocument(`<!doctype html><html lang="de"><head></head><body><article><h1>Titel</h1><span class="date">Veröffentlicht am 7. Oktober 2021</span><p>Text</p></article></body></html>`, 'https://zeitung.example/a')
  assert.equal(de.publishedTime, '2021-10-07T12:00:00.000Z')
})

test('ISO 8601 with a space before the zone, and the basic format', () => {
  assert.equal(parseDate('2024-01-02 03:04:05 +0530'), '2024-01-01T21:34:05.000Z')
  assert.equal(parseDate('2024-01-02T03:04:05 +05:30'), '2024-01-01T21:34:05.000Z')
  assert.equal(parseDate('2024-01-02 03:04:05 UTC'), '2024-01-02T03:04:05.000Z')
  assert.equal(parseDate('20240102'), '2024-01-02T00:00:00.000Z')
  assert.equal(parseDate('20240102T030405Z'), '2024-01-02T03:04:05.000Z')
  assert.equal(parseDate('20241302'), undefined)
})
