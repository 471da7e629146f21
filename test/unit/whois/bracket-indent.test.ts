/**
 * A bracketed line ("[Tech-C]") heads an object unless two blanks end it. The line comes from a port-43 answer of up
 * to 1 MiB; tested as `\s{2,}$` on the whole line, a long indent before the bracket was rescanned from each of its
 * blanks (100,000 blanks: 12 s).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { runBounded } from '../../helpers/bounded-worker.ts'
import { tokenize } from '../../../src/whois/parsers/lines.ts'

test('two trailing blanks are read as `\\s{2,}$` read them, on 20,000 random lines', () => {
  const alphabet = [' ', '\t', '\u2003', '\u00a0', '\r', '[', ']', 'x', '\n']
  let seed = 5
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed >>> 16 }
  let ends = 0
  for (let i = 0; i < 20_000; i++) {
    let s = ''
    const n = next() % 8
    for (let j = 0; j < n; j++) s += alphabet[next() % alphabet.length]
    const want = /\s{2,}$/.test(s)
    assert.equal(/^\s\s$/.test(s.slice(-2)), want, JSON.stringify(s))
    if (want) ends++
  }
  assert.ok(ends > 3000, `only ${ends} lines end in two blanks`)
  // DENIC: "[Tech-C]" heads the object its keys belong to; the same line ending in two blanks does not
  const header = tokenize('Domain: example.de\n\n[Tech-C]\nName: Jane Doe\n')
  const plain = tokenize('Domain: example.de\n\n[Tech-C]  \nName: Jane Doe\n')
  assert.notDeepEqual(header, plain)
})

test('a bracket line after a 300,000-blank indent is read in one pass', { timeout: 120_000 }, async () => {
  const code = `
    const { parentPort } = require('node:worker_threads')
    import(${JSON.stringify(new URL('../../../src/whois/parsers/lines.ts', import.meta.url).href)}).then(({ tokenize }) => {
      const entries = tokenize('Domain Name: indent.test\\n' + ' '.repeat(300000) + '[Tech-C]\\nName: Jane Doe\\n')
      parentPort.postMessage(entries.length)
    })`
  const result = await runBounded(code, 'the answer was not read', 15_000)
  assert.equal(typeof result, 'number', String(result))
})
