/**
 * Worst-case event-loop blocking on hostile HTML: the longest synchronous stretch while extracting
 * huge, deeply nested, attribute-bombed and unclosed inputs, for extractDocument (one synchronous call)
 * extractDocumentAsync (parses in slices, yields between them) and extractDocumentFromBytes (the service
 * path: decodes the body bytes piece by piece, yields the same way). `node bench/extract/blocking.ts`
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { extractDocument, extractDocumentAsync, extractDocumentFromBytes } from '../../src/extract/engine.ts'

const MiB = 1024 * 1024
const fill = (unit: string, bytes: number): string => unit.repeat(Math.ceil(bytes / unit.length))
const cases: Array<[string, string]> = [
  ['5 MiB of paragraphs', '<title>t</title>' + fill('<p>Call (212) 555-0142 or mail info@acme-tools.com, order #123456789 on 2024-01-02.</p>', 5 * MiB)],
  ['5 MiB nested <div> (depth ~400k)', fill('<div>', 2 * MiB) + 'x' + fill('</div>', 3 * MiB)],
  ['5 MiB of one text node with digits', '<p>' + fill('1234 5678 90 ', 5 * MiB)],
  ['5 MiB unclosed attributes', '<a href="' + fill('a', 5 * MiB)],
  ['5 MiB of JSON-LD', '<script type="application/ld+json">[' + fill('{"@type":"Thing","name":"x"},', 5 * MiB) + '{}]</script>'],
  ['5 MiB of links', fill('<a href="https://www.facebook.com/acme">f</a>', 5 * MiB)],
]

console.log('# event-loop blocking on hostile input (default limits: first 3,000,000 chars processed)')
console.log('| input | sync extractDocument ms | async: total ms | async: longest block ms | bytes: total ms | bytes: longest block ms |\n|---|---|---|---|---|---|')
for (const [label, html] of cases) {
  const t0 = performance.now()
  extractDocument(html, 'https://www.acme-tools.com/')
  const sync = performance.now() - t0
  const h = monitorEventLoopDelay({ resolution: 1 })
  h.enable()
  const t1 = performance.now()
  await extractDocumentAsync(html, 'https://www.acme-tools.com/')
  const total = performance.now() - t1
  await new Promise((r) => setTimeout(r, 5))
  h.disable()
  const bytes = Buffer.from(html)
  const hb = monitorEventLoopDelay({ resolution: 1 })
  hb.enable()
  const t2 = performance.now()
  await extractDocumentFromBytes(bytes, 'utf-8', 'https://www.acme-tools.com/')
  const totalBytes = performance.now() - t2
  await new Promise((r) => setTimeout(r, 5))
  hb.disable()
  console.log(`| ${label} | ${sync.toFixed(0)} | ${total.toFixed(0)} | ${(h.max / 1e6).toFixed(0)} | ${totalBytes.toFixed(0)} | ${(hb.max / 1e6).toFixed(0)} |`)
}
