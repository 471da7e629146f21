import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseDate, toSqlUtc } from '../../../src/whois/parsers/dates.ts'

const cases: [string, string | null][] = [
  ['2019-08-13T04:00:00Z', '2019-08-13T04:00:00Z'],
  ['2019-08-13T04:00:00.123-07:00', '2019-08-13T11:00:00Z'],
  ['2011-03-30T19:36:27+0200', '2011-03-30T17:36:27Z'],
  ['2013/06/01 01:05:07 (JST)', '2013-05-31T16:05:07Z'],
  ['2021-08-13 00:00:00 (UTC+8)', '2021-08-12T16:00:00Z'],
  ['2010-08-13 23:16:40 (GMT+9:00)', '2010-08-13T14:16:40Z'],
  ['14-Feb-1999', '1999-02-14T00:00:00Z'],
  ['21-March-2002', '2002-03-21T00:00:00Z'],
  ['11/01/2010', '2010-01-11T00:00:00Z'],
  ['12/25/2010', '2010-12-25T00:00:00Z'],
  ['21.07.2000 15:21:00', '2000-07-21T15:21:00Z'],
  ['2012.02.23 10:00:00', '2012-02-23T10:00:00Z'],
  ['20090324', '2009-03-24T00:00:00Z'],
  ['2001-Aug-23.', '2001-08-23T00:00:00Z'],
  ['Tue Aug 13 04:00:00 PDT 2019', '2019-08-13T11:00:00Z'],
  ['Aug 13 2019', '2019-08-13T00:00:00Z'],
  ['8 Oct 2004', '2004-10-08T00:00:00Z'],
  ['03/08/2010 11:59:00 EAT', '2010-08-03T08:59:00Z'],
  ['2010. 09. 30.', '2010-09-30T00:00:00Z'],
  ['before Aug-1996', '1996-08-01T00:00:00Z'],
  ['2017-12-18T19:00:-0500Z', '2017-12-19T00:00:00Z'],
  ['2017-12-18T19:00:+02:00', '2017-12-18T17:00:00Z'],
  // a zone abbreviation after the time (NIC Chile writes CLST/CLT); one the parser does not know leaves the
  // time as written rather than losing the date
  ['2001-03-12 13:00:00 CLST', '2001-03-12T16:00:00Z'],
  ['2001-03-12 13:00:00 CLT', '2001-03-12T17:00:00Z'],
  ['2001-03-12 13:00:00 XYZT', '2001-03-12T13:00:00Z'],
  ['2001-03-12 01:00 PM EST', '2001-03-12T18:00:00Z'],
  ['2001-03-12 01:00:00 pm', '2001-03-12T13:00:00Z'],
  ['31/02/2010', null],
  ['0000-00-00', null],
  ['not a date', null],
  ['', null],
]

for (const [input, want] of cases) {
  test(`parseDate(${JSON.stringify(input)})`, () => assert.equal(parseDate(input), want))
}

test('toSqlUtc renders Variant B timestamps', () => {
  assert.equal(toSqlUtc('2019-08-13T04:00:00Z'), '2019-08-13 04:00:00')
  assert.equal(toSqlUtc(null), null)
})

test('month names and date signs of registries answering in their own language', () => {
  const cases: [string, string][] = [
    ['5 avril 2003', '2003-04-05T00:00:00Z'], ['5 décembre 2003', '2003-12-05T00:00:00Z'], ['05 de abril de 2003', '2003-04-05T00:00:00Z'],
    ['05-abr-2003', '2003-04-05T00:00:00Z'], ['5 de dezembro de 2003', '2003-12-05T00:00:00Z'], ['5 aprile 2003', '2003-04-05T00:00:00Z'],
    ['5. März 2003', '2003-03-05T00:00:00Z'], ['5 Dezember 2003 10:00:00', '2003-12-05T10:00:00Z'], ['5 maart 2003', '2003-03-05T00:00:00Z'],
    ['5 апреля 2003 г.', '2003-04-05T00:00:00Z'], ['5 квітня 2003', '2003-04-05T00:00:00Z'],
    ['2003年4月5日', '2003-04-05T00:00:00Z'], ['2003年04月05日 10:00:00', '2003-04-05T10:00:00Z'], ['2003년 04월 05일', '2003-04-05T00:00:00Z'],
  ]
  for (const [text, want] of cases) assert.equal(parseDate(text), want, text)
  // the year's abbreviated noun before a time ("г." Russian, "р." Ukrainian) does not hide the time
  assert.equal(parseDate('05 апреля 2003 г. 10:00:00'), '2003-04-05T10:00:00Z')
  assert.equal(parseDate('5 квітня 2003 р. 23:15'), '2003-04-05T23:15:00Z')
  // a word that is no month stays unread
  assert.equal(parseDate('5 foo 2003'), null)
})
