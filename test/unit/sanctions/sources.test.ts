import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseSources } from '../../../src/sanctions/config.ts'
import { ofacSiblings, shownUrl, withUrlPaths } from '../../../src/sanctions/sources.ts'
import { loadConfig } from '../../../src/config/load.ts'

test('WEBINTEL_SANCTIONS_SOURCES: name=URL or name=URL|format, comma-separated, spaces and new lines allowed', () => {
  assert.deepEqual(parseSources(' UN_SC=https://lists.example/un/consolidated.xml ,\n  us_ofac=https://lists.example/ofac/SDN.CSV|ofac-csv, eu=http://10.0.0.5:8080/fsf.xml?token=a|b|EU-XML'), [
    { name: 'un_sc', url: 'https://lists.example/un/consolidated.xml', format: 'auto' },
    { name: 'us_ofac', url: 'https://lists.example/ofac/SDN.CSV', format: 'ofac-csv' },
    { name: 'eu', url: 'http://10.0.0.5:8080/fsf.xml?token=a|b', format: 'eu-xml' },
  ])
  assert.deepEqual(parseSources(''), [])
  assert.deepEqual(loadConfig({}).sanctions.sources, [])
  assert.equal(loadConfig({}).sanctions.sourcesIntervalMs, 86_400_000)
  assert.throws(() => loadConfig({ WEBINTEL_SANCTIONS_SOURCES: 'un=https://x/un.xml|xlsx' }), /^Error: WEBINTEL_SANCTIONS_SOURCES: "un=https:\/\/x\/un.xml\|xlsx": format must be auto or one of/)
  assert.throws(() => loadConfig({ WEBINTEL_SANCTIONS_REFRESH_INTERVAL_MS: '-1' }), /WEBINTEL_SANCTIONS_REFRESH_INTERVAL_MS="-1": must be at least 0/)
})

// WEBINTEL_SANCTIONS_REFRESH_MS (index reload) read like WEBINTEL_SANCTIONS_REFRESH_INTERVAL_MS (download): it is
// WEBINTEL_SANCTIONS_INDEX_RELOAD_MS now, and the former name still works.
test('the index reload interval: new name, former name as an alias, the new one winning, errors under the name written', () => {
  assert.equal(loadConfig({}).sanctions.refreshMs, 5000)
  assert.equal(loadConfig({ WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '250' }).sanctions.refreshMs, 250)
  assert.equal(loadConfig({ WEBINTEL_SANCTIONS_REFRESH_MS: '300' }).sanctions.refreshMs, 300)
  assert.equal(loadConfig({ WEBINTEL_SANCTIONS_REFRESH_MS: '300', WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '0' }).sanctions.refreshMs, 0)
  assert.equal(loadConfig({ WEBINTEL_SANCTIONS_REFRESH_MS: '300' }).sanctions.sourcesIntervalMs, 86_400_000, 'the download interval is another setting')
  assert.throws(() => loadConfig({ WEBINTEL_SANCTIONS_REFRESH_MS: 'soon' }), /^Error: WEBINTEL_SANCTIONS_REFRESH_MS="soon": expected a whole number$/)
  assert.throws(() => loadConfig({ WEBINTEL_SANCTIONS_INDEX_RELOAD_MS: '-5' }), /^Error: WEBINTEL_SANCTIONS_INDEX_RELOAD_MS="-5": must be at least 0$/)
})

test('OFAC legacy CSV companions are named after the main file, in its letter case', () => {
  assert.deepEqual(ofacSiblings('sdn.csv'), ['add.csv', 'alt.csv', 'sdn_comments.csv'])
  assert.deepEqual(ofacSiblings('SDN.CSV'), ['ADD.CSV', 'ALT.CSV', 'SDN_COMMENTS.CSV'])
  assert.deepEqual(ofacSiblings('cons_prim.csv'), ['cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'])
})

test('URLs are shown without their query; importer messages name the URL, not the temporary folder', () => {
  assert.equal(shownUrl('https://lists.example/a/b.xml?key=secret'), 'https://lists.example/a/b.xml?…')
  assert.equal(shownUrl('https://lists.example/a/b.xml'), 'https://lists.example/a/b.xml')
  assert.equal(withUrlPaths('/tmp/w-1/b.xml: malformed XML at line 5', '/tmp/w-1', 'https://lists.example/a/b.xml?key=secret'), 'https://lists.example/a/b.xml: malformed XML at line 5')
})
