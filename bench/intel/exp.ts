// quick experiment harness (not the final bench)
import { readFileSync } from 'node:fs'
import { loadOrBuildVectors } from '../../src/intel/resources/vectors.ts'
import { createLexicon } from '../../src/intel/resources/lexicon.ts'
import { builtinAnchors } from '../../src/intel/categorize/builtin.ts'
import { expandName, profileFromWords } from '../../src/intel/categorize/profiles.ts'
import { embeddedScores } from '../../src/intel/categorize/providers/embedded.ts'
const D = '/work/shared/data'
const { vectors } = loadOrBuildVectors('/tmp/intel-data')
const lex = createLexicon(vectors)
const anchors = builtinAnchors(lex)
const sets: [string, string[], (r: any) => string][] = [
  ['ag-news-test', ['World', 'Sports', 'Business', 'Sci/Tech'], (r) => `${r.title}. ${r.description}`],
  ['bbc-news', ['business', 'entertainment', 'politics', 'sport', 'tech'], (r) => `${r.title}. ${r.title}. ${r.text}`],
  ['website-kaggle-partial', ['Travel', 'Social Networking and Messaging', 'News', 'Streaming Services', 'Sports', 'Photography', 'Law and Government', 'Health and Fitness', 'Games', 'E-Commerce', 'Forums', 'Food', 'Education', 'Computers and Technology', 'Business/Corporate', 'Adult'], (r) => r.text],
  ['website-yeshapan-stemmed', ['news', 'education', 'technology', 'travel', 'food', 'medical', 'ecommerce', 'sports', 'entertainment'], (r) => r.text],
]
const vw = Number(process.env.VW ?? 0.5), T = Number(process.env.T ?? 0.05)
for (const [name, labels, txt] of sets) {
  if (process.env.ONLY && !name.startsWith(process.env.ONLY)) continue
  const profiles = labels.map((l) => profileFromWords(l, expandName(l, lex, anchors), lex))
  if (process.env.SHOW) for (const p of profiles) console.log(p.name, [...p.terms.values()].slice(0, 40).map((t) => t.word).join(' '))
  const rows = readFileSync(`${D}/${name}/dev/data.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  let ok = 0; const conf: Record<string, Record<string, number>> = {}
  const t0 = performance.now()
  for (const r of rows) {
    const s = embeddedScores(txt(r), profiles, lex, { vectorWeight: vw, temperature: T })
    if (s[0]!.name === r.label) ok++
    ;(conf[r.label] ??= {})[s[0]!.name] = ((conf[r.label] ??= {})[s[0]!.name] ?? 0) + 1
  }
  console.log(name, (ok / rows.length).toFixed(3), ((performance.now() - t0) / rows.length).toFixed(2), 'ms/item')
  if (process.env.CONF) console.log(conf)
}
