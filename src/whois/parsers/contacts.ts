/**
 * RIPE-style answers (AFNIC, FRED, .ar …) name the holder by handle in the domain block
 * (`holder-c: GIH6-FRNIC`, `registrant: MM12383`) and describe it in a separate object
 * (`nic-hdl: GIH6-FRNIC` / `contact: MM12383` followed by `org:`, `contact:`, `country:` …).
 * This index collects those objects and resolves the holder's organisation and country.
 */
import type { Entry } from './lines.ts'

export interface Contact { org?: string; name?: string; country?: string }

export interface ContactIndex {
  /** Feed every entry in document order. */
  add(e: Entry): void
  /** The handle the domain block gives for its holder, if any. */
  holderHandle(): string | null
  /** The holder's contact object, when the answer carries it. */
  holder(): Contact | null
}

const HOLDER_KEYS = new Set(['holder c', 'holder', 'registrant', 'registrant c', 'owner c', 'owner', 'registrant handle', 'holder handle'])
// handles carry a digit or a dash ("GIH6-FRNIC", "MM12383"); plain names do not qualify
const HANDLE = /^(?=\S*[\d-])[A-Za-z0-9][\w.-]{1,40}$/

export function createContactIndex(): ContactIndex {
  const objects = new Map<string, Contact>()
  let current: Contact | null = null
  let currentScope = ''
  let holder: string | null = null
  return {
    add(e) {
      if (e.scope === '') {
        current = null
        if (holder === null && HOLDER_KEYS.has(e.key) && HANDLE.test(e.value)) holder = e.value.toUpperCase()
        return
      }
      if ((e.key === 'nic hdl' || e.key === 'contact') && e.key === e.scope && HANDLE.test(e.value)) {
        current = {}
        currentScope = e.scope
        objects.set(e.value.toUpperCase(), current)
        return
      }
      if (!current || e.scope !== currentScope) return
      if (/^(?:org|organi[sz]ation|company)$/.test(e.key)) current.org ??= e.value
      else if (/^(?:contact|name|person)$/.test(e.key)) current.name ??= e.value
      else if (/^(?:country|country code|countrycode)$/.test(e.key)) current.country ??= e.value
    },
    holderHandle: () => holder,
    holder: () => (holder ? objects.get(holder) ?? null : null),
  }
}
