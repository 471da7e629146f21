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
