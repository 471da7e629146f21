/**
 * The network for the shared SSRF corpus (`../shared/data/ssrf`, read in place): names resolve from the
 * corpus' own DNS zone (rebinding names: the first answer on the first lookup, the rest afterwards); a
 * connection to any loopback address is sent to the canary server, so a guard bug shows up as a canary hit;
 * every other address throws in the connector, so no packet can leave the machine whatever the guard does.
 */
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import type { ConnectTarget } from '../../src/fetch/address-guard.ts'
import { connectTcp } from '../../src/fetch/tcp.ts'
import type { StubNet } from './net-stub.ts'

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

export function corpusNet(canaryPort: number): StubNet {
  const zone = JSON.parse(readFileSync(`${SSRF_CORPUS_DIR}/dns-stub-zone.json`, 'utf8')) as Zone
  const lookups: string[] = []
  const connects: ConnectTarget[] = []
  const seen = new Map<string, number>()
  return {
    lookups,
    connects,
    async resolve(hostname) {
      lookups.push(hostname)
      const entry = zone[hostname] ?? zone[`${hostname}.`]
      if (!entry) throw Object.assign(new Error(`stub: ${hostname} not in zone`), { code: 'ENOTFOUND' })
      const n = seen.get(hostname) ?? 0
      seen.set(hostname, n + 1)
      const answers = entry.rebinding ? (n === 0 ? entry.answers.slice(0, 1) : entry.answers.slice(1)) : entry.answers
      return answers.map((address) => ({ address, family: net.isIP(address) }))
    },
    async connect(target) {
      connects.push(target)
      if (isLoopback(target.address)) return connectTcp('127.0.0.1', canaryPort, target.signal)
      throw Object.assign(new Error(`trap connector: refusing ${target.address}`), { code: 'ECONNREFUSED' })
    },
  }
}

/** The request body of each URL-fetching operation for one corpus URL. */
export const SSRF_OPERATIONS: { name: string; path: string; variant: 'A' | 'B'; body: (url: string) => unknown }[] = [
  { name: 'A scrape_metadata', path: '/v1/scrape_metadata', variant: 'A', body: (url) => ({ url }) },
  { name: 'A categorize_content', path: '/v1/categorize_content', variant: 'A', body: (url) => ({ url }) },
  { name: 'A similarity_score', path: '/v1/similarity_score', variant: 'A', body: (url) => ({ source: url, target: url, type: 'url' }) },
  { name: 'B scrape_metadata', path: '/api/scrape_metadata', variant: 'B', body: (url) => ({ input_string: url }) },
]
