import { test } from 'node:test'
import assert from 'node:assert/strict'
import { decodeText, encodingForLabel, isTextual, prescanMeta } from '../../../src/fetch/charset.ts'

const b = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))
// "日本" in Shift_JIS and EUC-JP, "中文" in GBK and Big5, "Привет" in KOI8-R and windows-1251.
const SJIS = [0x93, 0xfa, 0x96, 0x7b]
const EUCJP = [0xc6, 0xfc, 0xcb, 0xdc]
const GBK = [0xd6, 0xd0, 0xce, 0xc4]
const BIG5 = [0xa4, 0xa4, 0xa4, 0xe5]
const KOI8 = [0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4]
const CP1251 = [0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]

test('Content-Type charset decodes legacy encodings', () => {
  assert.deepEqual(decodeText(b('<p>', SJIS), 'text/html', 'text/html; charset=Shift_JIS'), { text: '<p>日本', charset: 'shift_jis', source: 'header' })
  assert.equal(decodeText(b(EUCJP), 'text/html', 'text/html; charset="euc-jp"').text, '日本')
  assert.equal(decodeText(b(BIG5), 'text/plain', 'text/plain;charset=big5').text, '中文')
  assert.equal(decodeText(b(CP1251), 'text/html', 'text/html; charset=windows-1251').text, 'Привет')
})

test('<meta charset> and http-equiv are found by the prescan', () => {
  const gbk = decodeText(b('<html><head><meta charset="gb2312"><title>', GBK, '</title>'), 'text/html', 'text/html')
  assert.equal(gbk.charset, 'gbk')
  assert.equal(gbk.source, 'meta')
  assert.match(gbk.text, /中文/)
  const koi = decodeText(b('<meta http-equiv="Content-Type" content="text/html; charset=koi8-r"><p>', KOI8), 'text/html', 'text/html')
  assert.equal(koi.charset, 'koi8-r')
  assert.match(koi.text, /Привет/)
  assert.equal(prescanMeta(b("<META CONTENT='text/html;charset=Shift_JIS' HTTP-EQUIV=content-type>")), 'shift_jis')
})

test('prescan rules: comments skipped, only the first 1024 bytes, utf-16 declared in meta means utf-8', () => {
  assert.equal(prescanMeta(b('<!-- <meta charset="koi8-r"> --><meta charset="big5">')), 'big5')
  assert.equal(prescanMeta(b(`<!-- ${'x'.repeat(1100)} --><meta charset="koi8-r">`)), undefined)
  assert.equal(prescanMeta(b(`${' '.repeat(1030)}<meta charset="koi8-r">`)), undefined)
  assert.equal(prescanMeta(b('<meta charset="utf-16le">')), 'utf-8')
  assert.equal(prescanMeta(b('<meta charset="x-user-defined">')), 'windows-1252')
})

test('the header wins over meta, and a BOM wins over both', () => {
  const html = b('<meta charset="koi8-r">', SJIS)
  assert.equal(decodeText(html, 'text/html', 'text/html; charset=shift_jis').charset, 'shift_jis')
  const bom = decodeText(b([0xef, 0xbb, 0xbf], '<meta charset="koi8-r">'), 'text/html', 'text/html; charset=shift_jis')
  assert.equal(bom.charset, 'utf-8')
  assert.equal(bom.source, 'bom')
  assert.equal(bom.text, '<meta charset="koi8-r">') // BOM consumed
  const le = decodeText(Buffer.from('\ufeffhi', 'utf16le'), 'text/html', 'text/html; charset=utf-8')
  assert.deepEqual([le.charset, le.text], ['utf-16le', 'hi'])
})

test('a bogus label falls back and never throws', () => {
  assert.equal(encodingForLabel('no-such-charset'), undefined)
  assert.equal(encodingForLabel('replacement'), undefined)
  const r = decodeText(b('caf', [0xe9]), 'text/html', 'text/html; charset=bogus-8')
  assert.deepEqual([r.charset, r.source, r.text], ['windows-1252', 'default', 'café'])
  const m = decodeText(b('<meta charset="nope">caf', [0xe9]), 'text/html', 'text/html')
  assert.equal(m.charset, 'windows-1252')
})

test('undeclared UTF-8 is detected; undeclared JSON is UTF-8; latin1 label maps to windows-1252', () => {
  assert.deepEqual(decodeText(Buffer.from('<p>Grüße</p>'), 'text/html').charset, 'utf-8')
  assert.equal(decodeText(Buffer.from('{"a":"ü"}'), 'application/json').text, '{"a":"ü"}')
  assert.equal(encodingForLabel('ISO-8859-1'), 'windows-1252')
  assert.equal(decodeText(b('<?xml version="1.0" encoding="koi8-r"?><a>', KOI8, '</a>'), 'application/rss+xml').text, '<?xml version="1.0" encoding="koi8-r"?><a>Привет</a>')
})

test('textual media types', () => {
  for (const t of ['text/html', 'text/plain', 'application/json', 'application/ld+json', 'application/xhtml+xml', 'application/rss+xml', 'application/xml', '']) assert.ok(isTextual(t), t)
  for (const t of ['image/png', 'application/pdf', 'application/octet-stream', 'video/mp4']) assert.equal(isTextual(t), false, t)
})

test('a <meta charset> after the first 1,024 bytes is honoured for bytes that are not UTF-8 (bounded)', () => {
  const pad = `<!-- ${'x'.repeat(1500)} -->`
  const body = Buffer.concat([
    Buffer.from(`<html><head>${pad}<meta charset="windows-1251"><title>`, 'latin1'),
    Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]), // "Привет" in windows-1251
    Buffer.from('</title></head><body></body></html>', 'latin1'),
  ])
  const d = decodeText(body, 'text/html')
  assert.equal(d.charset, 'windows-1251')
  assert.equal(d.source, 'meta')
  assert.match(d.text, /<title>Привет<\/title>/)
  // valid UTF-8 stays UTF-8 whatever a late declaration says
  const utf8 = Buffer.from(`<html><head>${pad}<meta charset="windows-1251"><title>Привет</title></head></html>`, 'utf8')
  assert.equal(decodeText(utf8, 'text/html').charset, 'utf-8')
  // beyond the bound the default applies
  const far = Buffer.concat([Buffer.from(`<html><head><!-- ${'x'.repeat(70_000)} --><meta charset="windows-1251">`, 'latin1'), Buffer.from([0xcf, 0xf0])])
  assert.equal(decodeText(far, 'text/html').charset, 'windows-1252')
})
