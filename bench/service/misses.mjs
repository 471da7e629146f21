// Misses of one field of a metadata harness result (run.mjs --out), on the TUNING pages only: a frozen page
// (sha1(page id) mod 5 == 0, the split of folds.mjs) is dropped before its answer is read, so error analysis never
// sees the pages the final figure is measured on. One JSON line per miss (page id, label source, fold, expected, got).
//   node bench/service/misses.mjs result.json publishedTime [all]    ("all": every tuning page, not only misses)
// Field names are the harness's (title, description, author, siteName, lang, publishedTime, image, canonicalUrl,
// icon, keywords); `published` is accepted for publishedTime.
import fs from 'node:fs'
import { createHash } from 'node:crypto'

const [file, rawField, mode] = process.argv.slice(2)
if (!file || !rawField) {
  console.error('usage: node bench/service/misses.mjs result.json field [all]')
  process.exit(2)
}
const field = rawField === 'published' ? 'publishedTime' : rawField
const res = JSON.parse(fs.readFileSync(file, 'utf8'))
const h = (s) => parseInt(createHash('sha1').update(s).digest('hex').slice(0, 8), 16)
let n = 0, exact = 0
for (const [id, page] of Object.entries(res.details)) {
  if (h(id) % 5 === 0) continue // frozen: never looked at
  const v = page.fields[field]
  if (!v) continue
  n++; exact += v.exact
  if (mode === 'all' || !v.exact) console.log(JSON.stringify({ id, source: page.source, fold: h(`fold:${id}`) % 5, exact: v.exact, expected: v.expected, got: v.got }))
}
console.log(`${field}: ${exact}/${n} exact on the tuning pages`)
