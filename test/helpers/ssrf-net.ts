/**
 * The network for the shared SSRF corpus (`../shared/data/ssrf`, read in place): names resolve from the
 * corpus' own DNS zone (rebinding names: the first answer on the first lookup, the rest afterwards); a
 * connection to any loopback address is sent to the canary server, so a guard bug shows up as a canary hit;
 * every other address throws in the connector, so no packet can leave the machine whatever the guard does.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { stubNet, type StubNet } from './net-stub.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
export const SSRF_CORPUS_DIR = process.env.WEBINTEL_SSRF_CORPUS_DIR ?? `${repoRoot}../shared/data/ssrf`
export const hasSsrfCorpus = existsSync(`${SSRF_CORPUS_DIR}/payloads.jsonl`)

interface Zone { [name: string]: { answers: string[]; rebinding?: boolean } }
export interface CorpusRow { url: string; needs: string; category: string }

/** The corpus entries, without those that need public redirector services (covered by redirect-locations.txt). */
export function corpusRows(): CorpusRow[] {
  return readFileSync(`${SSRF_CORPUS_DIR}/payloads.jsonl`, 'utf8').split('\n').filter(Boolean)
    .map((l) => JSON.parse(l) as CorpusRow).filter((r) => r.needs !== 'network-redirect')
}

const isLoopback = (a: string) => a === '::1' || a.startsWith('127.')

/** The corpus' DNS zone in stubNet's form: a rebinding name answers its first address once, then the rest. */
export function corpusZone(): Record<string, string[][]> {
  const zone = JSON.parse(readFileSync(`${SSRF_CORPUS_DIR}/dns-stub-zone.json`, 'utf8')) as Zone
  return Object.fromEntries(Object.entries(zone).map(([name, e]) => [name, e.rebinding ? [e.answers.slice(0, 1), e.answers.slice(1)] : [e.answers]]))
}

/** The corpus network: any loopback address is routed to the canary, every other address throws. */
export function corpusNet(canaryPort: number): StubNet {
  return stubNet(corpusZone(), (address) => (isLoopback(address) ? canaryPort : undefined))
}

/** The request body of each URL-fetching operation for one corpus URL. */
export const SSRF_OPERATIONS: { name: string; path: string; variant: 'A' | 'B'; body: (url: string) => unknown }[] = [
  { name: 'A scrape_metadata', path: '/v1/scrape_metadata', variant: 'A', body: (url) => ({ url }) },
  { name: 'A categorize_content', path: '/v1/categorize_content', variant: 'A', body: (url) => ({ url }) },
  { name: 'A similarity_score', path: '/v1/similarity_score', variant: 'A', body: (url) => ({ source: url, target: url, type: 'url' }) },
  { name: 'B scrape_metadata', path: '/api/scrape_metadata', variant: 'B', body: (url) => ({ input_string: url }) },
]
