/** Public surface of the whois engine (the routes import from here). */
export { createWhoisService, type WhoisService, type WhoisServiceOptions, type LookupContext } from './lookup.ts'
export { whoisConfig, loadWhoisConfig, type WhoisConfig } from './config.ts'
export { parseWhois } from './parsers/whois-text.ts'
export { parseRdap } from './parsers/rdap.ts'
export { parseDate } from './parsers/dates.ts'
export type { ParsedWhois, WhoisResult, WhoisState } from './types.ts'
