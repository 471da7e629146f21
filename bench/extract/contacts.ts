// Contact-data benchmark: precision/recall per kind over the fixture set. `node bench/extract/contacts.ts`
import { scoreContacts } from './contacts-score.ts'

const s = scoreContacts()
console.log(`# contact data: ${s.pages} hand-written pages (test/fixtures/extract/contacts)`)
console.log('| kind | expected | found | true pos | false pos | missed | precision | recall |\n|---|---|---|---|---|---|---|---|')
for (const kind of ['emails', 'phones', 'social'] as const) {
  const k = s[kind]
  console.log(`| ${kind} | ${k.tp + k.fn} | ${k.tp + k.fp} | ${k.tp} | ${k.fp} | ${k.fn} | ${k.precision.toFixed(3)} | ${k.recall.toFixed(3)} |`)
}
for (const m of s.misses) console.log(`- ${m}`)
