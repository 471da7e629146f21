/**
 * Precision and recall of the contact extractors over the hand-written fixture set
 * (test/fixtures/extract/contacts/*.html, each with a sidecar *.json of expected values).
 * Shared by the unit test (thresholds) and the benchmark (figures).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractDocument } from '../../src/extract/engine.ts'

export const CONTACTS_DIR = new URL('../../test/fixtures/extract/contacts/', import.meta.url).pathname

export interface KindScore { tp: number; fp: number; fn: number; precision: number; recall: number }
export interface ContactsScore { pages: number; emails: KindScore; phones: KindScore; social: KindScore; misses: string[] }

function score(tp: number, fp: number, fn: number): KindScore {
  return { tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 }
}

export function scoreContacts(dir = CONTACTS_DIR): ContactsScore {
  const counts = { emails: [0, 0, 0], phones: [0, 0, 0], social: [0, 0, 0] }
  const misses: string[] = []
  const files = readdirSync(dir).filter((f) => f.endsWith('.html')).sort()
  for (const f of files) {
    const exp = JSON.parse(readFileSync(join(dir, f.replace(/\.html$/, '.json')), 'utf8')) as { url: string; emails: string[]; phones: string[]; social: string[] }
    const doc = extractDocument(readFileSync(join(dir, f), 'utf8'), exp.url)
    const got = { emails: doc.emails, phones: doc.phoneNumbers, social: doc.socialLinks }
    for (const kind of ['emails', 'phones', 'social'] as const) {
      const want = new Set(exp[kind])
      const have = new Set(got[kind])
      for (const v of have) if (want.has(v)) counts[kind][0]++; else { counts[kind][1]++; misses.push(`${f} ${kind} false positive: ${v}`) }
      for (const v of want) if (!have.has(v)) { counts[kind][2]++; misses.push(`${f} ${kind} missed: ${v}`) }
    }
  }
  return {
    pages: files.length,
    emails: score(...(counts.emails as [number, number, number])),
    phones: score(...(counts.phones as [number, number, number])),
    social: score(...(counts.social as [number, number, number])),
    misses,
  }
}
