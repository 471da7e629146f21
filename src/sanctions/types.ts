/** Domain objects of sanctions and PEP screening (docs/sanctions.md). */

/**
 * An entity's kind. `Company` and `LegalEntity` are kept as a FollowTheMoney list gives them (a Company is an
 * Organization; a LegalEntity is a person or organisation the list does not tell apart); the other lists only
 * say person, entity/organisation, vessel or aircraft. FtM's `Airplane` is read as `Aircraft`, the name the OFAC
 * lists use. Screening only tells persons from the rest (docs/sanctions.md, "Schema").
 */
export type SanctionsSchema = 'Person' | 'Organization' | 'Company' | 'LegalEntity' | 'Vessel' | 'Aircraft'

export interface EntityName {
  name: string
  /** primary = the listed name; strong/weak = alias quality as the list gives it; original = original script. */
  kind: 'primary' | 'strong' | 'weak' | 'original'
}

/** One listed entity; `id` follows the OpenSanctions source-id convention (ofac-…, unsc-…, eu-fsf-…, gb-fcdo-…). */
export interface SanctionsEntity {
  id: string
  schema: SanctionsSchema
  names: EntityName[]
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  birthDates: string[]
  /** ISO 3166-1 alpha-2 (lower case) where the list gave a recognisable country, else the list's text. */
  countries: string[]
  identifiers: string[]
  programs: string[]
  /** PEP lists (role.pep) as opposed to sanctions. */
  topics?: string[]
}

/** What an importer produces from one file or folder. */
export interface ParsedList {
  format: ListFormat
  /** The publication date the file states (YYYY-MM-DD), when it states one. */
  listDate: string | null
  entities: SanctionsEntity[]
}

/** A list name: what `--list` accepts and `lists` filters on. */
export const LIST_NAME = /^[a-z0-9][a-z0-9_.-]{0,99}$/

export const LIST_FORMATS = ['ofac-csv', 'ofac-xml', 'un-xml', 'eu-xml', 'uk-xml', 'uk-csv', 'ftm', 'senzing'] as const
export type ListFormat = (typeof LIST_FORMATS)[number]

/** A list as stored (one row per imported list). */
export interface ListInfo {
  name: string
  format: ListFormat
  source: string
  listDate: string | null
  importedAt: string
  entities: number
  aliases: number
}

/** A malformed or unreadable list file. */
export class ListFormatError extends Error {
  override name = 'ListFormatError'
}
