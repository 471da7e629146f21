import { emptyParsed, type ParsedWhois } from '../types.ts'
export function parseRdap(_json: unknown): ParsedWhois { return emptyParsed() }
